// Idempotency-Key (openapi.yaml's POST rules). The first request with a key claims it (a row with an owner token and a lease); a
// duplicate waits for the stored response and replays it; a claim whose owner died is taken over once its lease
// lapses. How the operation runs between claim and store depends on what it does:
// - `atomic` (every operation that only changes the database): in one transaction with the storing of its
//   response, so either both commit or neither does; a crash can never record a response without its effect or the
//   reverse, and an owner whose lease was taken over matches nothing when it stores, so its transaction rolls back
//   instead of executing twice.
// - `detached` (operations that wait on the outside world, slowOperations.ts): claim, work, store, each short. No
//   transaction or pooled connection is held while the operation waits, so a hung target cannot drain the pool (the
//   embedded database has one connection). Their external effect cannot be rolled back anyway; the owner renews its
//   lease while it works, so a duplicate never takes over a live claim, and a crash leaves the key to be taken over
//   (and the operation run again) once the lease lapses.
// Stored responses are encrypted at rest: some (a new webhook signing secret) hold secrets shown only once.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from './httpError.js';
import { affected } from '../db/affected.js';
import { deleteInBatches } from '../db/batches.js';
import { seal, unseal } from '../crypto/sealed.js';

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or its UTF-8 bytes when a handler encoded them itself (JsonBytes). */
  body: string | Buffer;
}

export interface IdempotentRequest {
  customerId: string;
  key: string;
  method: string;
  path: string;
  rawBody: string;
}

const LEASE_SECONDS = 60;
/** A detached owner renews its lease this often: well within the lease, so one slow renewal never loses it. */
const RENEW_MS = (LEASE_SECONDS * 1000) / 4;
const WAIT_MS = 5000;
/**
 * Results that are not stored, so the key can be used again: input errors (like validation failures), and refusals
 * that say the operation did not run and to retry later (429 concurrency_limited, 503 database unavailable).
 */
const NOT_STORED = new Set([400, 422, 429, 503]);

export type IdempotencyMode = 'atomic' | 'detached';

class LeaseLost extends Error {}

interface KeyRow {
  method: string;
  path: string;
  request_hash: string;
  state: 'in_progress' | 'completed';
  owner: string;
  lease_lapsed: boolean;
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
}

export function requestHash(method: string, path: string, rawBody: string): string {
  return crypto.createHash('sha256').update(`${method}\n${path}\n${rawBody}`).digest('hex');
}

async function claim(knex: Knex, req: IdempotentRequest, hash: string, owner: string): Promise<boolean> {
  const result = await knex.raw(
    `INSERT INTO idempotency_keys AS k (customer_id, key, method, path, request_hash, state, owner, locked_until, expires_at)
     VALUES (?, ?, ?, ?, ?, 'in_progress', ?, clock_timestamp() + make_interval(secs => ?), clock_timestamp() + interval '24 hours')
     ON CONFLICT (customer_id, key) DO UPDATE SET
       method = excluded.method, path = excluded.path, request_hash = excluded.request_hash, state = 'in_progress',
       owner = excluded.owner, locked_until = excluded.locked_until, response_status = NULL, response_headers = NULL,
       response_body = NULL, created_at = clock_timestamp(), expires_at = excluded.expires_at
     WHERE k.expires_at <= clock_timestamp()
        OR (k.state = 'in_progress' AND k.locked_until <= clock_timestamp()
            AND k.method = excluded.method AND k.path = excluded.path AND k.request_hash = excluded.request_hash)
     RETURNING k.owner`,
    [req.customerId, req.key, req.method, req.path, hash, owner, LEASE_SECONDS],
  );
  return result.rows.length === 1;
}

async function readKey(knex: Knex, req: IdempotentRequest): Promise<KeyRow | undefined> {
  return knex('idempotency_keys')
    .where({ customer_id: req.customerId, key: req.key })
    .where('expires_at', '>', knex.raw('clock_timestamp()'))
    .first(
      'method', 'path', 'request_hash', 'state', 'owner', 'response_status', 'response_headers', 'response_body',
      knex.raw('locked_until <= clock_timestamp() AS lease_lapsed'),
    );
}

/** A claimed key: the request, the claim's owner token and the key its stored response is sealed with. */
interface Claim {
  knex: Knex;
  req: IdempotentRequest;
  owner: string;
  sealKey: Buffer;
}

/** What runs under the key, and how (see the top of this file). */
export interface IdempotentWork {
  /** Runs the operation on what it is given: the transaction (atomic) or the pool itself (detached). */
  execute: (db: Knex) => Promise<HttpResponse>;
  /** Turns an error thrown by `execute` into the response to store (5xx included). */
  toResponse: (err: unknown) => HttpResponse;
  mode?: IdempotencyMode;
}

/** Stores the response on `db` (the claim's pool or a transaction); LeaseLost when the claim is no longer its owner's. */
async function store(db: Knex, { req, owner, sealKey }: Claim, res: HttpResponse): Promise<void> {
  const updated = affected(await db('idempotency_keys')
    .where({ customer_id: req.customerId, key: req.key, owner, state: 'in_progress' })
    .update({
      state: 'completed',
      response_status: res.status,
      response_headers: JSON.stringify(res.headers),
      response_body: seal(sealKey, typeof res.body === 'string' ? res.body : res.body.toString('utf8')),
    }));
  if (updated !== 1) throw new LeaseLost();
}

/** Extends a live claim's lease; false when the claim is no longer this owner's. */
async function renew(knex: Knex, req: IdempotentRequest, owner: string): Promise<boolean> {
  const updated = affected(await knex('idempotency_keys')
    .where({ customer_id: req.customerId, key: req.key, owner, state: 'in_progress' })
    .update({ locked_until: knex.raw('clock_timestamp() + make_interval(secs => ?)', [LEASE_SECONDS]) }));
  return updated === 1;
}

/** Renews the lease every RENEW_MS until stopped; a failed renewal is retried at the next tick. */
function keepLease(knex: Knex, req: IdempotentRequest, owner: string): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout;
  const tick = async () => {
    const held = await renew(knex, req, owner).catch(() => true);
    if (!stopped && held) timer = setTimeout(tick, RENEW_MS).unref();
  };
  timer = setTimeout(tick, RENEW_MS).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

async function release(knex: Knex, req: IdempotentRequest, owner: string): Promise<void> {
  await knex('idempotency_keys').where({ customer_id: req.customerId, key: req.key, owner, state: 'in_progress' }).delete();
}

function replay(row: KeyRow, sealKey: Buffer): HttpResponse {
  return {
    status: row.response_status!,
    headers: { ...(row.response_headers ?? {}), 'Idempotent-Replayed': 'true' },
    body: row.response_body ? unseal(sealKey, row.response_body) : '',
  };
}

function inProgress(): HttpError {
  return new HttpError(409, 'idempotency_in_progress', 'a request with this Idempotency-Key is still being processed; retry after the time in Retry-After', {
    headers: { 'Retry-After': '1' },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work.execute` at most once per (customer, key) within 24 hours (a detached operation: at most once unless its
 * process dies before its response is stored).
 */
export async function runIdempotent(knex: Knex, req: IdempotentRequest, work: IdempotentWork, sealKey: Buffer): Promise<HttpResponse> {
  const hash = requestHash(req.method, req.path, req.rawBody);
  const claimed: Claim = { knex, req, owner: crypto.randomUUID(), sealKey };
  const deadline = Date.now() + WAIT_MS;
  let pause = 20;
  for (;;) {
    if (await claim(knex, req, hash, claimed.owner)) break;
    const row = await readKey(knex, req);
    if (row) {
      if (row.method !== req.method || row.path !== req.path || row.request_hash !== hash) {
        throw new HttpError(422, 'idempotency_key_mismatch', `Idempotency-Key '${req.key}' was already used with a different method, path or body`);
      }
      if (row.state === 'completed') return replay(row, sealKey);
      if (!row.lease_lapsed && Date.now() >= deadline) throw inProgress();
    }
    // Claimed by a request still running (or the row just vanished): wait, then look again.
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
  return work.mode === 'detached' ? runDetached(claimed, work) : runAtomic(claimed, work);
}

/** Releases the key of a response that is not kept, or stores it; `onLeaseLost` says what a lost lease means. */
async function settleKey(claimed: Claim, response: HttpResponse, onLeaseLost: () => void): Promise<HttpResponse> {
  if (NOT_STORED.has(response.status)) {
    await release(claimed.knex, claimed.req, claimed.owner);
    return response;
  }
  try {
    await store(claimed.knex, claimed, response);
  } catch (err) {
    if (!(err instanceof LeaseLost)) throw err;
    onLeaseLost();
  }
  return response;
}

async function runAtomic(claimed: Claim, { execute, toResponse }: IdempotentWork): Promise<HttpResponse> {
  let response: HttpResponse;
  try {
    response = await claimed.knex.transaction(async (trx) => {
      const res = await execute(trx);
      if (NOT_STORED.has(res.status)) return res; // nothing to keep; released below
      await store(trx, claimed, res);
      return res;
    });
  } catch (err) {
    if (err instanceof LeaseLost) throw inProgress();
    return settleKey(claimed, toResponse(err), () => {
      throw inProgress();
    });
  }
  if (NOT_STORED.has(response.status)) await release(claimed.knex, claimed.req, claimed.owner);
  return response;
}

async function runDetached(claimed: Claim, { execute, toResponse }: IdempotentWork): Promise<HttpResponse> {
  const stopRenewing = keepLease(claimed.knex, claimed.req, claimed.owner);
  let response: HttpResponse;
  try {
    response = await execute(claimed.knex);
  } catch (err) {
    response = toResponse(err);
  } finally {
    stopRenewing();
  }
  // Only a process stalled past its lease loses it; the operation did run, so its own response is the truthful
  // answer, and the key keeps the response of whoever took it over.
  return settleKey(claimed, response, () => undefined);
}

/**
 * Deletes idempotency records past their expiry (the pruner, jobs/pruner.ts), `batch` per statement; answers how
 * many. now() is the statement's start: unlike clock_timestamp(), a bound the expiry index's range scan can use.
 */
export async function pruneIdempotencyKeys(knex: Knex, batch = 1000): Promise<number> {
  return deleteInBatches(batch, async (limit) =>
    affected(
      await knex('idempotency_keys')
        .whereIn(['customer_id', 'key'], knex('idempotency_keys').where('expires_at', '<=', knex.raw('now()')).select('customer_id', 'key').limit(limit))
        .delete(),
    ),
  );
}
