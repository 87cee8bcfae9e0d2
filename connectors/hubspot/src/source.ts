// Reading one entity: the CRM search API sorted by the last-modified property, ascending, where every page moves
// the lower bound to the last time it read (`GTE`), skipping the objects already read at exactly that time. No
// query pages past a few results, so HubSpot's 10,000-result window for one search never binds, and an object
// changed during the read moves to the end, where it is read again. Then the archived objects newer than the last
// archive seen are reported as deletions.
import { ConfigError, checkpoint, deletions, records, shapeRecord, type JsonSchema, type JsonValue, type ReadMessage, type SourceDeletion } from '@sluice/connector-sdk';
import type { Client } from '@hubspot/api-client';
import { call, hubspotClient, type HubspotContext } from './client.js';
import type { HsObject } from './mapping.js';
import type { HsStream } from './objects.js';

interface Mark {
  /** The time (ISO 8601) of the last object read; null before the first. */
  at: string | null;
  /** The ids read at exactly that time. */
  ids: string[];
}

interface Position {
  modified: Mark;
  archived: Mark;
}

function positionOf(cursor: JsonValue | null): Position {
  if (cursor === null) return { modified: { at: null, ids: [] }, archived: { at: null, ids: [] } };
  const c = cursor as Record<string, unknown>;
  const mark = (m: unknown) => {
    const v = m as Mark | null;
    return !!v && typeof v === 'object' && (v.at === null || typeof v.at === 'string') && Array.isArray(v.ids) && v.ids.every((id) => typeof id === 'string');
  };
  if (!c || typeof c !== 'object' || !mark(c.modified) || !mark(c.archived)) {
    throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not a hubspot connector checkpoint`);
  }
  return structuredClone(c) as unknown as Position;
}

const save = (p: Position) => checkpoint(structuredClone(p) as unknown as JsonValue);

/** The search's failure, with what a portal without leads needs to hear. */
function explain(err: unknown, stream: HsStream): unknown {
  if (stream.objectType === 'leads' && err instanceof ConfigError) {
    return new ConfigError(`this HubSpot portal has no leads object (leads come with Sales Hub Professional and Enterprise); remove 'lead' from the flow's entities. ${err.message}`, { cause: err });
  }
  return err;
}

async function searchPage(ctx: HubspotContext, client: Client, stream: HsStream, bound: string | null, offset: number) {
  const request = {
    filterGroups: bound === null ? [] : [{ filters: [{ propertyName: stream.modified, operator: 'GTE', value: String(Date.parse(bound)) }] }],
    sorts: [{ propertyName: stream.modified, direction: 'ASCENDING' }] as unknown as string[],
    properties: stream.properties,
    limit: ctx.config.page_size,
    ...(offset > 0 ? { after: String(offset) } : {}),
  } as Parameters<typeof client.crm.objects.searchApi.doSearch>[1];
  try {
    return await call(ctx, `search ${stream.objectType}`, () => client.crm.objects.searchApi.doSearch(stream.objectType, request));
  } catch (err) {
    throw explain(err, stream);
  }
}

export async function* readStream(ctx: HubspotContext, stream: HsStream, cursor: JsonValue | null, schema: JsonSchema): AsyncGenerator<ReadMessage> {
  const client = hubspotClient(ctx);
  const at = positionOf(cursor);
  const modifiedOf = (o: HsObject) => o.properties[stream.modified] ?? null;
  /** Past the ties at the bound, when a whole page of them was read: where the next page starts. */
  let offset = 0;

  for (;;) {
    if (ctx.signal.aborted) return;
    const page = await searchPage(ctx, client, stream, at.modified.at, offset);
    const objects = page.results as unknown as HsObject[];
    if (objects.length === 0) break;
    const seen = new Set(at.modified.ids);
    const fresh = objects.filter((o) => !(modifiedOf(o) === at.modified.at && seen.has(o.id)));
    if (fresh.length > 0) {
      const values = await stream.toValues(ctx, client, fresh);
      yield records(fresh.map((o, i) => ({ external_id: o.id, data: shapeRecord(schema, values[i]!), raw: o.properties as Record<string, unknown> })));
    }
    const last = modifiedOf(objects[objects.length - 1]!);
    if (last === null) throw new ConfigError(`HubSpot answered ${stream.objectType} without ${stream.modified}`);
    if (last === at.modified.at) {
      // A whole page at one time: go on within it by offset (more than a page of objects changed in one millisecond).
      at.modified.ids.push(...fresh.map((o) => o.id));
      offset += objects.length;
    } else {
      at.modified = { at: last, ids: objects.filter((o) => modifiedOf(o) === last).map((o) => o.id) };
      offset = 0;
    }
    yield save(at);
    if (!page.paging?.next) break;
  }

  // Archived objects, which the search never returns. The list cannot be narrowed by time: it is read whole, and
  // only what was archived since the last mark is reported.
  const gone: Array<{ id: string; at: string }> = [];
  let after: string | undefined;
  do {
    if (ctx.signal.aborted) return;
    const page = await call(ctx, `list archived ${stream.objectType}`, () =>
      client.crm.objects.basicApi.getPage(stream.objectType, 100, after, ['hs_object_id'], undefined, undefined, true),
    ).catch((err: unknown) => Promise.reject(explain(err, stream)));
    for (const o of page.results) {
      if (!o.archivedAt) continue;
      const when = o.archivedAt.toISOString();
      const mark = at.archived;
      if (mark.at === null || when > mark.at || (when === mark.at && !mark.ids.includes(o.id))) gone.push({ id: o.id, at: when });
    }
    after = page.paging?.next?.after;
  } while (after);
  if (gone.length > 0) {
    gone.sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at < b.at ? -1 : 1));
    yield deletions(gone.map((g): SourceDeletion => ({ external_id: g.id, deleted_at: g.at })));
    const newest = gone[gone.length - 1]!.at;
    const ids = gone.filter((g) => g.at === newest).map((g) => g.id);
    at.archived = { at: newest, ids: newest === at.archived.at ? [...at.archived.ids, ...ids] : ids };
  }
  yield save(at);
}
