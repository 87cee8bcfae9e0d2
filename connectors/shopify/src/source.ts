// Reading one entity in passes. A pass reads the list in id order, narrowed to objects updated since the last pass
// began (Shopify's own clock, from its Date header, less a margin), one checkpoint per page; when it ends, the next
// pass starts from when this one began. An object changed during a pass is therefore read again by the next one,
// unless it has not changed since: each pass remembers the versions (updatedAt) it emitted inside the next pass's
// window, and the next pass skips exactly those (a version from the very second it was read is not remembered, as
// a second change in that second would look the same). Products then read the deletion events of the same window.
import { ConfigError, checkpoint, deletions, records, shapeRecord, type JsonSchema, type JsonValue, type ReadMessage, type SourceRecord } from '@sluice/connector-sdk';
import { ShopifyClient, type ShopifyContext } from './client.js';
import * as Q from './queries.js';
import { pageSizeFor, type Stream } from './streams.js';

type Obj = Record<string, unknown>;
type Versions = Record<string, string>;

interface Position {
  /** Objects updated at or after this time (ISO 8601); null: all of them. */
  since: string | null;
  /** When the pass under way began (the next pass's `since`); null between passes. */
  started: string | null;
  /** The cursor after the last page read in this pass and phase. */
  after: string | null;
  phase: 'records' | 'deletions';
  /** Versions the last pass emitted at or after `since`: not emitted again while unchanged. */
  skip: Versions;
  /** Versions this pass emitted at or after `started`. */
  seen: Versions;
}

/** Changes in the seconds before Shopify's Date header (which is truncated to the second) are read again. */
const CLOCK_MARGIN_MS = 2_000;
/** A pass remembers at most this many versions in its window; beyond, the next pass may repeat some (harmless). */
const MAX_SEEN = 5_000;

function positionOf(cursor: JsonValue | null): Position {
  if (cursor === null) return { since: null, started: null, after: null, phase: 'records', skip: {}, seen: {} };
  const c = cursor as Record<string, unknown>;
  const text = (v: unknown) => v === null || (typeof v === 'string' && v !== '');
  const versions = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
  if (!c || typeof c !== 'object' || !text(c.since) || !text(c.started) || !text(c.after) || (c.phase !== 'records' && c.phase !== 'deletions') || !versions(c.skip) || !versions(c.seen)) {
    throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not a shopify connector checkpoint`);
  }
  return structuredClone(c) as unknown as Position;
}

const save = (p: Position) => checkpoint(structuredClone(p) as unknown as JsonValue);
const filter = (since: string | null, field: string) => (since ? `${field}:>='${since}'` : null);
const nextPass = (at: Position): Position => ({ since: at.started, started: null, after: null, phase: 'records', skip: at.seen, seen: {} });

export async function* readStream(ctx: ShopifyContext, stream: Stream, cursor: JsonValue | null, schema: JsonSchema): AsyncGenerator<ReadMessage> {
  const client = new ShopifyClient(ctx);
  const at = positionOf(cursor);
  const first = pageSizeFor(stream, ctx.config.page_size);
  const startOf = (serverTime: Date | null) => new Date((serverTime ?? new Date()).getTime() - CLOCK_MARGIN_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
  /**
   * Whether to emit `id` at `version`, remembering it for the next pass when it falls in that pass's window (even
   * when skipped now). A version from the same second as the answer it came in (`readAt`, Shopify's Date header) is
   * not remembered: a second change within that second would carry the same updatedAt, and must not be skipped.
   */
  const fresh = (id: string, version: string, readAt: Date | null | 'final'): boolean => {
    const time = Date.parse(version);
    const settled = readAt === 'final' || (readAt !== null && time < readAt.getTime());
    if (settled && at.started && time >= Date.parse(at.started) && Object.keys(at.seen).length < MAX_SEEN) at.seen[id] = version;
    return at.skip[id] !== version;
  };

  while (at.phase === 'records') {
    if (ctx.signal.aborted) return;
    const variables = { first, after: at.after, query: stream.filtered ? filter(at.since, 'updated_at') : null, ...stream.variables };
    const { data, serverTime } = await client.query(Q.operationName(stream.document), stream.document, variables);
    at.started ??= startOf(serverTime);
    const list = data[stream.root] as { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Obj[] };
    const out: SourceRecord[] = [];
    for (const node of list.nodes) {
      for (const r of await stream.rows(node, data, client)) {
        // Streams Shopify cannot narrow (inventory levels) are narrowed here, by the row's own time.
        if (!stream.filtered && at.since && Date.parse(r.version) < Date.parse(at.since)) continue;
        if (fresh(r.external_id, r.version, serverTime)) out.push({ external_id: r.external_id, data: shapeRecord(schema, r.values), raw: r.raw });
      }
    }
    if (out.length > 0) yield records(out);
    if (list.pageInfo.hasNextPage && list.pageInfo.endCursor) {
      at.after = list.pageInfo.endCursor;
      yield save(at);
      continue;
    }
    if (!stream.deletions) {
      yield save(nextPass(at));
      return;
    }
    Object.assign(at, { phase: 'deletions', after: null });
    yield save(at);
  }

  // Deletions in the window of this pass: since the last pass began, or, on a first read, since this one did.
  for (;;) {
    if (ctx.signal.aborted) return;
    const query = filter(at.since ?? at.started, 'occurred_at');
    const { data } = await client.query('SluiceDeletedProducts', Q.DELETED_PRODUCTS, { first: ctx.config.page_size, after: at.after, query });
    const list = data.deletionEvents as { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Obj[] };
    const gone = list.nodes
      // A product is deleted once: its deletion is always remembered.
      .filter((e) => e.subjectType === 'PRODUCT' && fresh(`deleted ${String(e.subjectId)}`, String(e.occurredAt), 'final'))
      .map((e) => ({ external_id: String(e.subjectId), deleted_at: String(e.occurredAt) }));
    if (gone.length > 0) yield deletions(gone);
    if (list.pageInfo.hasNextPage && list.pageInfo.endCursor) {
      at.after = list.pageInfo.endCursor;
      yield save(at);
      continue;
    }
    yield save(nextPass(at));
    return;
  }
}
