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
// the rest of a record's planning (a run creates hundreds of thousands of ids). Each id is spelled from the pool
// through a table of the 256 two-digit hex bytes, without a Buffer of its own: a third of the time it took.
const POOL_SIZE = 16 * 256;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** A version 7 UUID: time-ordered, so new records land at the right edge of the primary-key index. */
export function uuidv7(): string {
  if (poolOffset === POOL_SIZE) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  const o = poolOffset;
  poolOffset += 16;
  // The 48-bit Unix time in milliseconds, big-endian: its high 16 bits and low 32 bits as hex.
  const ms = Date.now();
  const time = `${Math.floor(ms / 2 ** 32).toString(16).padStart(4, '0')}${(ms % 2 ** 32 >>> 0).toString(16).padStart(8, '0')}`;
  const h = (i: number) => HEX[pool[o + i]!]!;
  // Version 7 in the high nibble of byte 6, the variant (10) in the two high bits of byte 8.
  const version = HEX[(pool[o + 6]! & 0x0f) | 0x70]!;
  const variant = HEX[(pool[o + 8]! & 0x3f) | 0x80]!;
  return `${time.slice(0, 8)}-${time.slice(8)}-${version}${h(7)}-${variant}${h(9)}-${h(10)}${h(11)}${h(12)}${h(13)}${h(14)}${h(15)}`;
}
