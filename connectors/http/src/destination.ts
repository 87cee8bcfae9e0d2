// Writing to the configured endpoint: one request per batch with per-record results read from the answer, or one
// request per record with its status as the result.
import { ConfigError, TransientError, errorKindOf, getPath, type WriteRecord, type WriteResult } from '@sluice/connector-sdk';
import { errorText, json, request, urlFor, type HttpContext } from './client.js';
import type { Destination } from './config.js';

const OK_STATUSES = new Set(['ok', 'success', 'succeeded', 'created', 'updated', 'accepted', 'upserted']);

/** One item of a results array, as the destination expressed it. */
export function interpretResult(item: unknown): WriteResult {
  if (item === true) return { status: 'ok' };
  if (item && typeof item === 'object') {
    const r = item as Record<string, unknown>;
    const status = typeof r.status === 'string' ? r.status.toLowerCase() : undefined;
    if (r.ok === true || (status && OK_STATUSES.has(status))) return { status: 'ok' };
    const reason = errorText(r, 0) === 'HTTP 0' ? (typeof r.reason === 'string' ? r.reason : `status ${status ?? 'not ok'}`) : errorText(r, 0);
    if (status === 'retry') return { status: 'retry', reason };
    return { status: 'rejected', reason };
  }
  return { status: 'rejected', reason: `unrecognised result ${JSON.stringify(item)}` };
}

async function writeBatch(ctx: HttpContext, d: Destination, entity: string, batch: WriteRecord[]): Promise<WriteResult[]> {
  const url = urlFor(ctx.config, d.path);
  const res = await request(ctx, url, { method: d.method, body: { entity, records: batch } });
  const what = `${d.method} ${url.pathname}`;
  const body = await json(res, what);
  const results = getPath(body, d.results_path);
  if (!Array.isArray(results)) {
    if (!res.ok) {
      // The whole batch was refused, without per-record detail.
      const reason = `${what} answered ${res.status}: ${errorText(body, res.status)}`;
      return batch.map(() => ({ status: 'rejected', reason }));
    }
    throw new ConfigError(`${what}: no results array at results_path '${d.results_path}'`);
  }
  if (results.length !== batch.length) {
    throw new ConfigError(`${what} answered ${results.length} result(s) for ${batch.length} record(s); is results_path right?`);
  }
  return results.map(interpretResult);
}

async function writeOne(ctx: HttpContext, d: Destination, record: WriteRecord): Promise<WriteResult> {
  const url = urlFor(ctx.config, d.path);
  let res: Response;
  try {
    res = await request(ctx, url, { method: d.method, body: record });
  } catch (err) {
    // Auth and quota failures stop the batch; a transient failure is this record's to retry.
    if (errorKindOf(err) === 'transient') return { status: 'retry', reason: (err as TransientError).message };
    throw err;
  }
  if (res.ok) {
    await res.body?.cancel();
    return { status: 'ok' };
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the status says enough
  }
  return { status: 'rejected', reason: `${res.status}: ${errorText(body, res.status)}` };
}

export async function writeRecords(ctx: HttpContext, entity: string, batch: WriteRecord[]): Promise<WriteResult[]> {
  const d = ctx.config.destination;
  if (!d) throw new ConfigError('config.destination is required to write');
  if (batch.length === 0) return [];
  if (d.mode === 'batch') return writeBatch(ctx, d, entity, batch);
  const results: WriteResult[] = [];
  for (const record of batch) results.push(await writeOne(ctx, d, record));
  return results;
}
