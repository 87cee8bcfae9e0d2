// X-Request-Id: a client's own id is kept when it is printable and at most 128 characters, else one is made.
// Made ids have the same shape as every other id (src/ids.ts: `req_`, 10 time characters, 16 more), but the 16 are
// a random per-process part and a counter rather than fresh random bytes: a request id only has to be unique and
// not worth guessing, and reading the random source on every request showed in profiles.
import { randomBytes } from 'node:crypto';

const SANE = /^[\x21-\x7e]{1,128}$/;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function base32(value: number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = ALPHABET[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

const seed = randomBytes(10);
// 40 random bits fixed for the process, and a 40-bit counter starting at a random point.
const PROCESS_PART = base32(seed.readUIntBE(0, 5), 8);
let counter = seed.readUIntBE(5, 5);
const COUNTER_SPAN = 2 ** 40;

export function newRequestId(now = Date.now()): string {
  counter = (counter + 1) % COUNTER_SPAN;
  return `req_${base32(now, 10)}${PROCESS_PART}${base32(counter, 8)}`;
}

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE.test(value) ? value : newRequestId();
}
