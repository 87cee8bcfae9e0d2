// Normal forms of canonical values: timestamps in UTC with six fractional digits (the form updated_at has, so
// every timestamp in a record compares as text), and the normalized match key of a record.
import crypto from 'node:crypto';
import { ENTITY_DEFS, type EntityType } from './entities.js';
import { utcFastPath } from './utcTimestamp.js';

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:Z|z|([+-])(\d{2}):(\d{2}))$/;

/**
 * `YYYY-MM-DDTHH:MM:SS.ffffffZ` for an ISO 8601 date-time with a zone; undefined when it is not one. Digits beyond
 * the microsecond are cut (never rounded up, so an inclusive bound never moves past a record). A leap second
 * (:60) becomes the last microsecond of its minute. The whole seconds shift through Date; the fraction never does.
 */
export function normalizeTimestamp(text: string): string | undefined {
  // UTC, as most sources send it (the first-party connectors' own normal form included): no Date, no regex.
  const fast = utcFastPath(text);
  if (fast !== undefined) return fast;
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [, date, hh, mm, ss, fraction = '', sign, oh = '00', om = '00'] = m;
  let micros = fraction.slice(0, 6).padEnd(6, '0');
  let seconds = Number(ss);
  if (seconds === 60) {
    seconds = 59;
    micros = '999999';
  }
  const base = Date.parse(`${date}T${hh}:${mm}:${String(seconds).padStart(2, '0')}Z`);
  if (Number.isNaN(base) || Number(hh) > 23 || Number(mm) > 59 || Number(oh) > 23 || Number(om) > 59) return undefined;
  const offsetMs = sign ? (Number(oh) * 60 + Number(om)) * 60_000 * (sign === '-' ? -1 : 1) : 0;
  const utc = new Date(base - offsetMs);
  if (utc.getUTCFullYear() < 1 || utc.getUTCFullYear() > 9999) return undefined;
  // Date.parse accepts 2024-02-30 as March 1st; a date that does not round-trip is not a real date.
  if (new Date(base).toISOString().slice(0, 10) !== date) return undefined;
  return `${utc.toISOString().slice(0, 19)}.${micros}Z`;
}

// How each match-key field is compared: case-insensitively, without surrounding spaces; domains also without a
// leading "www." or a trailing dot; tracking numbers also without inner spaces.
function normalizeKeyPart(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let s = String(value).trim().toLowerCase();
  if (field === 'domain') s = s.replace(/\.$/, '').replace(/^www\./, '');
  if (field === 'tracking_number') s = s.replace(/\s+/g, '');
  return s === '' ? null : s;
}

/** The record's match key (see ENTITY_DEFS[entity].matchKey), or null when it has none or lacks a part of it. */
export function matchKeyOf(entity: EntityType, values: Record<string, unknown>): string | null {
  const fields = ENTITY_DEFS[entity].matchKey;
  if (fields.length === 0) return null;
  const parts: string[] = [];
  for (const f of fields) {
    const part = normalizeKeyPart(f, values[f]);
    if (part === null) return null;
    parts.push(part);
  }
  return parts.length === 1 ? parts[0]! : JSON.stringify(parts);
}

// Random bytes for uuidv7, drawn from the system's source a pool at a time: one call per id cost more than
// the rest of a record's planning (a run creates hundreds of thousands of ids). Each id's 36 characters are written
// into one scratch buffer and read out as one string: built from pieces, an id was a chain of a dozen strings that
// the first Map lookup had to flatten (three times the time, in all).
const POOL_SIZE = 16 * 256;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
const spelled = Buffer.alloc(36);
const idBytes = new Uint8Array(16);

/** A version 7 UUID: time-ordered, so new records land at the right edge of the primary-key index. */
export function uuidv7(): string {
  if (poolOffset === POOL_SIZE) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  idBytes.set(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  // The 48-bit Unix time in milliseconds, big-endian; version 7 in the high nibble of byte 6; the variant (10) in
  // the two high bits of byte 8.
  const ms = Date.now();
  const high = Math.floor(ms / 2 ** 32);
  const low = ms % 2 ** 32;
  idBytes[0] = high >>> 8;
  idBytes[1] = high & 0xff;
  idBytes[2] = low >>> 24;
  idBytes[3] = (low >>> 16) & 0xff;
  idBytes[4] = (low >>> 8) & 0xff;
  idBytes[5] = low & 0xff;
  idBytes[6] = (idBytes[6]! & 0x0f) | 0x70;
  idBytes[8] = (idBytes[8]! & 0x3f) | 0x80;
  let at = 0;
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) spelled[at++] = 0x2d; // '-'
    spelled[at++] = HEX_DIGITS[idBytes[i]! >> 4]!;
    spelled[at++] = HEX_DIGITS[idBytes[i]! & 0x0f]!;
  }
  return spelled.toString('latin1', 0, 36);
}
