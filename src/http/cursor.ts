// Opaque, tamper-proof list cursors: the position of the last row, bound to the customer and to a hash of the
// query's filters, signed with HMAC-SHA256 under a key derived from SLUICE_SECRET_KEY.
import crypto from 'node:crypto';
import { HttpError } from './httpError.js';
import type { KeysetPosition } from '../db/keyset.js';

interface CursorPayload {
  v: 1;
  c: string; // customer
  b: string; // binding: hash of the resource, filters and sort mode
  t: string; // sort timestamp of the last row
  i: string; // id of the last row
}

const SIG_BYTES = 16;

export function bindingOf(resource: string, filters: Record<string, unknown>): string {
  const canonical = JSON.stringify([resource, Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b))]);
  return crypto.createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

function sign(key: Buffer, data: string): Buffer {
  return crypto.createHmac('sha256', key).update(data).digest().subarray(0, SIG_BYTES);
}

export function encodeCursor(key: Buffer, customerId: string, binding: string, position: KeysetPosition): string {
  const payload: CursorPayload = { v: 1, c: customerId, b: binding, t: position.ts, i: position.id };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(key, data).toString('base64url')}`;
}

function invalidCursor(): HttpError {
  return new HttpError(400, 'invalid_cursor', 'cursor is invalid, was modified, or belongs to a different query; start again without a cursor');
}

export function decodeCursor(key: Buffer, customerId: string, binding: string, cursor: string): KeysetPosition {
  const [data, sig, extra] = cursor.split('.');
  if (!data || !sig || extra !== undefined) throw invalidCursor();
  // Compare the signature's exact text: base64url decoding is lenient (it skips stray characters and ignores
  // unused bits), so comparing decoded bytes would accept other spellings of a valid signature.
  const given = Buffer.from(sig, 'utf8');
  const expected = Buffer.from(sign(key, data).toString('base64url'), 'utf8');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw invalidCursor();
  let payload: CursorPayload;
  try {
    payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (payload.v !== 1 || payload.c !== customerId || payload.b !== binding || typeof payload.t !== 'string' || typeof payload.i !== 'string') {
    throw invalidCursor();
  }
  return { ts: payload.t, id: payload.i };
}
