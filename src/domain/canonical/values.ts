// Normal forms of canonical values: timestamps in UTC with six fractional digits (the form updated_at has, so
// every timestamp in a record compares as text), and the normalized match key of a record.
import crypto from 'node:crypto';
import { ENTITY_DEFS, type EntityType } from './entities.js';

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:Z|z|([+-])(\d{2}):(\d{2}))$/;

const DIGIT_0 = 48;
const DATE_TIME_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18];
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function digitsAt(text: string, at: number, len: number): number {
  let v = 0;
  for (let i = at; i < at + len; i++) v = v * 10 + text.charCodeAt(i) - DIGIT_0;
  return v;
}

/**
 * The normal form of a date-time in UTC (`Z`, `+00:00` or `-00:00`) naming a real instant of years 0001-9999,
 * worked out digit by digit: no Date, no regex. Undefined for anything else (another offset, a leap second, a
 * lower-case z, or not a date-time at all), which the general path decides.
 */
function utcFastPath(text: string): string | undefined {
  const len = text.length;
  if (len < 20 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 84 || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return undefined;
  for (const i of DATE_TIME_DIGITS) {
    const d = text.charCodeAt(i) - DIGIT_0;
    if (d < 0 || d > 9) return undefined;
  }
  let end = 19; // the end of the fraction
  if (text.charCodeAt(19) === 46) {
    end = 20;
    while (end < len && text.charCodeAt(end) - DIGIT_0 >= 0 && text.charCodeAt(end) - DIGIT_0 <= 9) end++;
    if (end === 20) return undefined;
  }
  const zone = len - end;
  if (!(zone === 1 && text.charCodeAt(end) === 90) && !(zone === 6 && (text.endsWith('+00:00') || text.endsWith('-00:00')))) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1 || digitsAt(text, 11, 2) > 23 || digitsAt(text, 14, 2) > 59 || digitsAt(text, 17, 2) > 59) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month]!)) return undefined;
  if (end === 26 && zone === 1) return text; // already the normal form
  const fraction = end === 19 ? '' : text.slice(20, Math.min(end, 26));
  return `${text.slice(0, 19)}.${fraction.padEnd(6, '0')}Z`;
}

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
