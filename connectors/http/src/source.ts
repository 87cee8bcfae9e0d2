// Reading one entity's endpoint page by page. A position is the page (or cursor) to fetch next and how many of its
// records were already emitted, so resuming never repeats or skips a record, and records appended to the last page
// are picked up next time.
import { ConfigError, checkpoint, getPath, mapRecord, records, type JsonSchema, type JsonValue, type ReadMessage, type SourceRecord } from '@sluice/connector-sdk';
import { errorText, json, request, urlFor, type HttpContext } from './client.js';
import type { Stream } from './config.js';

interface Position {
  cursor: string | null;
  page: number | null;
  skip: number;
}

function positionOf(cursor: JsonValue | null, stream: Stream): Position {
  if (cursor === null) return { cursor: null, page: stream.pagination.type === 'page' ? stream.pagination.start_page : null, skip: 0 };
  const c = cursor as Record<string, unknown>;
  if (typeof c !== 'object' || typeof c.skip !== 'number') {
    throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not an http connector checkpoint`);
  }
  return { cursor: typeof c.cursor === 'string' ? c.cursor : null, page: typeof c.page === 'number' ? c.page : null, skip: c.skip };
}

/** Fields named like canonical fields, when the stream has no mapping. */
function sameNames(schema: JsonSchema, item: Record<string, unknown>): Record<string, string> {
  const names = Object.keys((schema.properties ?? {}) as object);
  return Object.fromEntries(names.filter((n) => n in item).map((n) => [n, n]));
}

async function fetchPage(ctx: HttpContext, stream: Stream, at: Position): Promise<{ items: unknown[]; next: string | null }> {
  const p = stream.pagination;
  const query: Record<string, string | number> = { ...stream.query };
  if (p.type === 'cursor' && at.cursor !== null) query[p.cursor_param] = at.cursor;
  if (p.type === 'page') {
    query[p.page_param] = at.page ?? p.start_page;
    query[p.size_param] = p.page_size;
  }
  const url = urlFor(ctx.config, stream.path, query);
  const res = await request(ctx, url);
  const what = `GET ${url.pathname}`;
  const body = await json(res, what);
  if (!res.ok) throw new ConfigError(`${what} answered ${res.status}: ${errorText(body, res.status)}`);
  const items = getPath(body, stream.records_path);
  if (!Array.isArray(items)) throw new ConfigError(`${what}: no record array at records_path '${stream.records_path}'`);
  const next = p.type === 'cursor' ? getPath(body, p.next_cursor_path) : null;
  return { items, next: typeof next === 'string' || typeof next === 'number' ? String(next) : null };
}

function toRecord(ctx: HttpContext, stream: Stream, schema: JsonSchema, item: unknown, index: number): SourceRecord {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new ConfigError(`${stream.path}: record ${index} is not a JSON object`);
  const id = getPath(item, stream.id_field);
  if (typeof id !== 'string' && typeof id !== 'number') throw new ConfigError(`${stream.path}: record ${index} has no id at '${stream.id_field}' (config id_field)`);
  const object = item as Record<string, unknown>;
  return { external_id: String(id), data: mapRecord(schema, object, stream.mapping ?? sameNames(schema, object)), raw: object };
}

export async function* readStream(ctx: HttpContext, stream: Stream, cursor: JsonValue | null, schema: JsonSchema): AsyncGenerator<ReadMessage> {
  const at = positionOf(cursor, stream);
  const type = stream.pagination.type;
  for (;;) {
    if (ctx.signal.aborted) return;
    const { items, next } = await fetchPage(ctx, stream, at);
    const fresh = items.slice(at.skip).map((item, i) => toRecord(ctx, stream, schema, item, at.skip + i));
    if (fresh.length > 0) yield records(fresh);
    const morePages =
      (type === 'cursor' && next !== null && next !== at.cursor) || (type === 'page' && items.length >= stream.pagination.page_size);
    if (morePages) {
      if (type === 'cursor') at.cursor = next;
      else at.page = (at.page ?? stream.pagination.start_page) + 1;
      at.skip = 0;
      yield checkpoint({ cursor: at.cursor, page: at.page, skip: 0 });
      continue;
    }
    // The last page: remember how much of it was read, so records added to it later are read next time.
    if (fresh.length > 0) yield checkpoint({ cursor: at.cursor, page: at.page, skip: items.length });
    return;
  }
}
