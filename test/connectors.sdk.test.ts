// The connector SDK's own pieces, as a plugin uses them: the context's classifying fetch against a local server,
// callVendor and its status table around a client library's calls, waiting out rate limits, the mapping and shaping helpers sources use, money in
// minor units, the redacting logger, and defineConnector's checks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError, ConfigError, QuotaError, TransientError, callVendor, createContext, defineConnector, errorKindOf, getPath, keysetPosition, mapRecord, minorUnits, parseRetryAfter, readKeyset, retryOnQuota, shapeRecord, sleep, statusAction, type JsonSchema, type KeysetRow, type ReadMessage, type VendorReply } from '@sluice/connector-sdk';

describe('the context’s fetch', () => {
  let server: http.Server;
  let base: string;
  const hits = new Map<string, number>();
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const reply = (status: number, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end('{}');
      };
      if (path === '/401') return reply(401);
      if (path === '/403') return reply(403);
      if (path === '/429-once') return hits.get(path) === 1 ? reply(429, { 'Retry-After': '1' }) : reply(200);
      if (path === '/429-long') return reply(429, { 'Retry-After': '120' });
      if (path === '/429-always') return reply(429, { 'Retry-After': '0' });
      if (path === '/500') return reply(500);
      if (path === '/slow') return void setTimeout(() => reply(200), 5000);
      return reply(404);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const ctx = (signal?: AbortSignal) => createContext({ config: {}, credentials: {}, signal, log: () => {} });
  const rejection = async (promise: Promise<unknown>) => promise.then(() => undefined, (err: unknown) => err);

  it('throws AuthError for 401', async () => {
    const err = await rejection(ctx().fetch(`${base}/401?token=abc`));
    expect(err).toBeInstanceOf(AuthError);
    expect((err as Error).message).toBe(`${base}/401 answered 401 Unauthorized`); // no query string: it may hold a token
  });

  it('throws AuthError for 403', async () => {
    expect(errorKindOf(await rejection(ctx().fetch(`${base}/403`)))).toBe('auth');
  });

  it('waits for Retry-After after a 429 and returns the retried response', async () => {
    const started = performance.now();
    const res = await ctx().fetch(`${base}/429-once`);
    expect(res.status).toBe(200);
    expect(hits.get('/429-once')).toBe(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('throws QuotaError with retryAfterSeconds when Retry-After is longer than it will wait', async () => {
    const err = (await rejection(ctx().fetch(`${base}/429-long`))) as QuotaError;
    expect(err).toBeInstanceOf(QuotaError);
    expect(err.retryAfterSeconds).toBe(120);
    expect(hits.get('/429-long')).toBe(1);
  });

  it('throws QuotaError once its retries are used up', async () => {
    const err = await rejection(ctx().fetch(`${base}/429-always`, { retries: 2 }));
    expect(err).toBeInstanceOf(QuotaError);
    expect(hits.get('/429-always')).toBe(3);
  });

  it('throws TransientError for a 5xx', async () => {
    const err = await rejection(ctx().fetch(`${base}/500`));
    expect(err).toBeInstanceOf(TransientError);
    expect((err as Error).message).toBe(`${base}/500 answered 500 Internal Server Error`);
  });

  it('throws TransientError when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await rejection(ctx().fetch(`http://127.0.0.1:${port}/x`));
    expect(err).toBeInstanceOf(TransientError);
    expect((err as Error).message).toBe(`request to http://127.0.0.1:${port}/x failed: ECONNREFUSED`);
  });

  it('returns any other status to the caller', async () => {
    expect((await ctx().fetch(`${base}/missing`)).status).toBe(404);
  });

  it('stops when the call is cancelled, without calling it a failure of the system', async () => {
    const controller = new AbortController();
    const pending = rejection(ctx(controller.signal).fetch(`${base}/slow`));
    setTimeout(() => controller.abort(new Error('cancelled by Sluice')), 100);
    const err = await pending;
    expect(errorKindOf(err)).toBeUndefined();
    expect((err as Error).message).toBe('cancelled by Sluice');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('2.0', now)).toBe(2);
    expect(parseRetryAfter('0.4', now)).toBe(1);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('callVendor around a client library', () => {
  /** A client error carrying an HTTP status, as vendor libraries throw them. */
  class ApiError extends Error {
    constructor(readonly status: number, readonly retryAfter?: number) {
      super(`HTTP ${status}`);
    }
  }
  const errorOf = (err: unknown): VendorReply | 'network' | undefined =>
    err instanceof ApiError ? { status: err.status, retryAfterSeconds: err.retryAfter, detail: err.message } : (err as { code?: string }).code ? 'network' : undefined;
  /** Runs a call that throws these errors in turn (then answers 'done'). */
  async function outcome(errors: unknown[], options: Partial<Parameters<typeof callVendor>[1]> = {}) {
    let calls = 0;
    const waits: number[] = [];
    const result = await callVendor(
      async () => {
        const err = errors[calls++];
        if (err) throw err;
        return 'done';
      },
      { what: 'list things', signal: new AbortController().signal, errorOf, onWait: (s) => waits.push(s), ...options },
    ).catch((err: unknown) => err);
    return { result, calls, waits };
  }

  it('reads statuses through one table that a connector overrides entry by entry', () => {
    expect([401, 403, 429, 400, 404, 500, 503, 200, 302].map((s) => statusAction(s))).toEqual(['auth', 'auth', 'quota', 'config', 'config', 'transient', 'transient', 'return', 'return']);
    expect([402, 404, 409, 401].map((s) => statusAction(s, { '402': 'auth', '4xx': 'return' }))).toEqual(['auth', 'return', 'return', 'auth']);
  });

  it('throws the SDK error of each status, worded by the default or by the connector', async () => {
    const auth = await outcome([new ApiError(401)]);
    expect(auth.result).toBeInstanceOf(AuthError);
    expect((auth.result as Error).message).toBe('list things answered 401: HTTP 401');
    expect((await outcome([new ApiError(422)])).result).toBeInstanceOf(ConfigError);
    const worded = await outcome([new ApiError(404)], { statuses: { '404': 'transient' }, message: (f) => `${f.kind} ${f.status}` });
    expect([worded.result, (worded.result as Error).message]).toEqual([expect.any(TransientError), 'transient 404']);
  });

  it('waits out a rate limit, and a 5xx that names its wait, then gives up with the wait it was told', async () => {
    expect(await outcome([new ApiError(429, 0), new ApiError(503, 0)])).toMatchObject({ result: 'done', calls: 3, waits: [0, 0] });
    // A 5xx that names no wait is not retried; a rate limit past the retries fails as quota, carrying its wait.
    expect(await outcome([new ApiError(500)])).toMatchObject({ calls: 1, result: expect.any(TransientError) });
    const limited = await outcome([new ApiError(429, 0), new ApiError(429, 0)], { retries: 1 });
    expect([limited.calls, (limited.result as QuotaError).retryAfterSeconds]).toEqual([2, 0]);
    const tooLong = await outcome([new ApiError(429, 120)]);
    expect([tooLong.calls, (tooLong.result as QuotaError).retryAfterSeconds]).toEqual([1, 120]);
    expect(await outcome([new ApiError(429)], { fallbackSeconds: () => 0.01 })).toMatchObject({ result: 'done', waits: [0.01] });
  });

  it('gives an attempt up at its time-out as transient, passes network failures as transient and anything else through', async () => {
    const slow = await callVendor(() => new Promise((resolve) => setTimeout(resolve, 5000)), { what: 'a slow call', signal: new AbortController().signal, timeoutMs: 50 }).catch((e: unknown) => e);
    expect([slow, (slow as Error).message]).toEqual([expect.any(TransientError), 'a slow call did not answer in time']);
    const network = await outcome([Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })]);
    expect((network.result as Error).message).toBe('list things failed: socket hang up');
    const bug = new TypeError('x is undefined');
    expect((await outcome([bug])).result).toBe(bug);
  });
});

describe('retryOnQuota and sleep', () => {
  /** A call refused with these QuotaErrors (then answering 'done'), and what retryOnQuota made of it. */
  async function refused(errors: Error[], options: { retries?: number; maxWaitSeconds?: number; fallbackSeconds?: (attempt: number) => number } = {}) {
    let calls = 0;
    const waits: number[] = [];
    const started = performance.now();
    const outcome = await retryOnQuota(
      new AbortController().signal,
      async () => {
        calls += 1;
        const err = errors[calls - 1];
        if (err) throw err;
        return 'done';
      },
      { retries: options.retries ?? 3, maxWaitSeconds: options.maxWaitSeconds ?? 1, fallbackSeconds: options.fallbackSeconds, onWait: (s) => waits.push(s) },
    ).catch((err: unknown) => err);
    return { outcome, calls, waits, ms: performance.now() - started };
  }

  it('retries a QuotaError after the wait it names, or the fallback', async () => {
    const named = await refused([new QuotaError('slow down', { retryAfterSeconds: 0 })]);
    expect(named).toMatchObject({ outcome: 'done', calls: 2, waits: [0] });
    const fallback = await refused([new QuotaError('slow down'), new QuotaError('slow down')], { fallbackSeconds: (attempt) => attempt * 0.05 });
    expect(fallback).toMatchObject({ outcome: 'done', calls: 3, waits: [0, 0.05] });
    expect(fallback.ms).toBeGreaterThanOrEqual(45);
    const byDefault = await refused([new QuotaError('slow down')], { maxWaitSeconds: 0.5 });
    expect(byDefault).toMatchObject({ calls: 1, waits: [] });
    expect(byDefault.outcome).toBeInstanceOf(QuotaError); // the default fallback (1 s) is over the 0.5 s allowed
  });

  it('gives up with the QuotaError past the retries or when the wait is too long, and passes other errors through', async () => {
    const tooLong = new QuotaError('come back in two minutes', { retryAfterSeconds: 120 });
    expect(await refused([tooLong])).toMatchObject({ outcome: tooLong, calls: 1, waits: [] });
    const always = Array.from({ length: 5 }, () => new QuotaError('no', { retryAfterSeconds: 0 }));
    expect(await refused(always, { retries: 2 })).toMatchObject({ outcome: always[2], calls: 3, waits: [0, 0] });
    const auth = new AuthError('bad key');
    expect(await refused([auth])).toMatchObject({ outcome: auth, calls: 1, waits: [] });
  });

  it('stops waiting as soon as the call is cancelled', async () => {
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(new Error('cancelled')), 50);
    const waited = retryOnQuota(controller.signal, async () => {
      throw new QuotaError('slow down', { retryAfterSeconds: 10 });
    }, { retries: 3, maxWaitSeconds: 30 });
    await expect(waited).rejects.toThrow('cancelled');
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(sleep(10, controller.signal)).rejects.toThrow('cancelled');
    await expect(sleep(10, new AbortController().signal)).resolves.toBeUndefined();
  });
});

describe('keyset reading', () => {
  /** Rows 1..n whose values tie in pairs; row 3 is marked deleted. */
  const rows = (n: number): KeysetRow[] =>
    Array.from({ length: n }, (_, i) => {
      const position = { value: `v${Math.floor((i + 1) / 2)}`, key: String(i + 1).padStart(2, '0') };
      return i === 2 ? { ...position, deletion: { external_id: position.key } } : { ...position, record: { external_id: position.key, data: {} } };
    });
  async function read(all: KeysetRow[], cursor: unknown, batchSize: number) {
    const after = keysetPosition(cursor as null, 'test');
    const batch = async (at: { value: string; key: string } | null) =>
      all.filter((r) => !at || r.value > at.value || (r.value === at.value && r.key > at.key)).slice(0, batchSize);
    const messages: ReadMessage[] = [];
    for await (const m of readKeyset({ after, batchSize, signal: new AbortController().signal, batch })) messages.push(m);
    return messages;
  }

  it('yields runs of records and deletions in order, a checkpoint after each batch, and resumes exactly', async () => {
    const all = rows(5);
    const messages = await read(all, null, 2);
    expect(messages.map((m) => m.type)).toEqual(['records', 'checkpoint', 'deletions', 'records', 'checkpoint', 'records', 'checkpoint']);
    expect(messages[1]).toEqual({ type: 'checkpoint', cursor: { value: 'v1', key: '02' } });
    const resumed = await read(all, { value: 'v1', key: '02' }, 2);
    expect(resumed.flatMap((m) => (m.type === 'records' ? m.records.map((r) => r.external_id) : m.type === 'deletions' ? m.deletions.map((d) => `-${d.external_id}`) : []))).toEqual(['-03', '04', '05']);
  });

  it('refuses a checkpoint that is not a {value, key} pair, naming the connector', () => {
    expect(() => keysetPosition({ page: 2 }, 'mysql')).toThrow('the saved position {"page":2} is not a mysql connector checkpoint ({"value", "key"})');
    expect(keysetPosition(null, 'mysql')).toBeNull();
  });
});

describe('mapping and shaping source values', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      quantity: { type: 'integer' },
      placed_at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      order_id: { anyOf: [{ type: 'string', format: 'uuid' }, { type: 'object', properties: { external_id: { type: 'string' } } }, { type: 'null' }] },
      sku: { type: 'string' },
    },
  };

  it('reads plain and dotted paths, and nothing through a non-object', () => {
    const source = { a: 1, b: { c: [{ d: 'x' }] }, n: null };
    expect([getPath(source, 'a'), getPath(source, 'b.c.0.d'), getPath(source, 'n.x'), getPath(source, 'missing'), getPath(null, 'a'), getPath('text', 'length')]).toEqual([1, 'x', undefined, undefined, undefined, undefined]);
    expect(getPath(source, '')).toBe(source);
  });

  it('shapes each field by the schema: integers, timestamps, currencies, references, strings', () => {
    const values = { quantity: '3', placed_at: '2026-03-04 05:06:07+02', currency: ' usd ', order_id: 42, sku: 7, extra: undefined };
    expect(shapeRecord(schema, values)).toEqual({ quantity: 3, placed_at: '2026-03-04T05:06:07+02:00', currency: 'USD', order_id: { external_id: '42' }, sku: '7' });
  });

  it('keeps shaping right for every record of a read, and for another schema that names the same fields', () => {
    const rows = [{ q: '1', at: '2026-01-01 00:00' }, { q: '2', at: '2026-01-02 00:00' }];
    const mapping = { quantity: 'q', placed_at: 'at' };
    expect(rows.map((r) => mapRecord(schema, r, mapping))).toEqual([
      { quantity: 1, placed_at: '2026-01-01T00:00:00Z' },
      { quantity: 2, placed_at: '2026-01-02T00:00:00Z' },
    ]);
    const asText: JsonSchema = { type: 'object', properties: { quantity: { type: 'string' }, placed_at: { type: 'string' } } };
    expect(mapRecord(asText, { q: 5, at: '2026-01-01 00:00' }, mapping)).toEqual({ quantity: '5', placed_at: '2026-01-01 00:00' });
    expect(mapRecord(schema, { q: '6' }, { quantity: 'q' })).toEqual({ quantity: 6 });
  });
});

describe('money in minor units', () => {
  it('converts decimal amounts exactly, by the currency\'s digits', () => {
    expect(minorUnits('12.5', 'EUR')).toBe(1250);
    expect(minorUnits('0.29', 'eur')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(minorUnits(19.99, 'USD')).toBe(1999);
    expect(minorUnits('1500', 'JPY')).toBe(1500);
    expect(minorUnits('1.2345', 'KWD')).toBe(1235);
    expect(minorUnits('0.005', 'EUR')).toBe(1);
    expect(minorUnits('-3.10', 'EUR')).toBe(-310);
    expect(minorUnits('7.25', null)).toBe(725);
    expect([minorUnits('abc', 'EUR'), minorUnits('', 'EUR'), minorUnits(null, 'EUR')]).toEqual([null, null, null]);
  });
});

describe('the context’s logger', () => {
  it('replaces credential values and secret-named fields with [redacted]', () => {
    const lines: Array<{ level: string; message: string; fields: Record<string, unknown> }> = [];
    const ctx = createContext({
      config: {},
      credentials: { user: 'svc-reporting', password: 'p4ss-w0rd!' },
      log: (level, message, fields) => lines.push({ level, message, fields }),
    });
    ctx.logger.warn('login as svc-reporting with p4ss-w0rd! failed', { url: 'postgres://svc-reporting:p4ss-w0rd%21@db/x', api_key: 'k', rows: 3 });
    expect(lines).toEqual([
      { level: 'warn', message: 'login as [redacted] with [redacted] failed', fields: { url: 'postgres://[redacted]:[redacted]@db/x', api_key: '[redacted]', rows: 3 } },
    ]);
  });
});

describe('defineConnector', () => {
  const manifest = { id: 'x', name: 'X', version: '1.0.0', kind: 'source' as const, entities: ['customer' as const], configSchema: { type: 'object' }, credentialsSchema: { type: 'object' } };

  it('refuses a source without a read function, naming it', () => {
    expect(() => defineConnector({ manifest, check: async () => {} })).toThrow('defineConnector("x"): a source connector needs a `read` function');
  });

  it('refuses a destination without a write function', () => {
    expect(() => defineConnector({ manifest: { ...manifest, kind: 'destination' }, check: async () => {} })).toThrow('defineConnector("x"): a destination connector needs a `write` function');
  });

  it('marks what it returns with the SDK version', () => {
    expect(defineConnector({ manifest, check: async () => {}, read: async function* () {} }).sdk).toBe(1);
  });
});
