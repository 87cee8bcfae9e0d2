// Normal forms of canonical values: timestamps in UTC with six fractional digits (the form updated_at has, so
// every timestamp in a record compares as text), and the normalized match key of a record.
import crypto from 'node:crypto';
import { ENTITY_DEFS, type EntityType } from './entities.js';

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:Z|z|([+-])(\d{2}):(\d{2}))$/;

const DIGIT_0 = 48;
const SEPARATORS: ReadonlyArray<[index: number, char: number]> = [[4, 45], [7, 45], [10, 84], [13, 58], [16, 58], [19, 46], [26, 90]]; // - - T : : . Z
const DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 21, 22, 23, 24, 25];

/** Whether `text` is `YYYY-MM-DDTHH:MM:SS.ffffffZ` naming a real instant of years 0001-9999 (no leap second). */
function isNormal(text: string): boolean {
  if (text.length !== 27) return false;
  for (const [i, c] of SEPARATORS) if (text.charCodeAt(i) !== c) return false;
  for (const i of DIGITS) {
    const d = text.charCodeAt(i) - DIGIT_0;
    if (d < 0 || d > 9) return false;
  }
  const n = (at: number, len: number) => {
    let v = 0;
    for (let i = at; i < at + len; i++) v = v * 10 + text.charCodeAt(i) - DIGIT_0;
    return v;
  };
  const year = n(0, 4);
  const month = n(5, 2);
  const day = n(8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1 || n(11, 2) > 23 || n(14, 2) > 59 || n(17, 2) > 59) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);
}

/**
 * `YYYY-MM-DDTHH:MM:SS.ffffffZ` for an ISO 8601 date-time with a zone; undefined when it is not one. Digits beyond
 * the microsecond are cut (never rounded up, so an inclusive bound never moves past a record). A leap second
 * (:60) becomes the last microsecond of its minute. The whole seconds shift through Date; the fraction never does.
 */
export function normalizeTimestamp(text: string): string | undefined {
  // Already in normal form (what the first-party connectors send), checked digit by digit: no Date, no regex.
  if (isNormal(text)) return text;
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
// the rest of a record's planning (a run creates hundreds of thousands of ids).
const POOL_SIZE = 16 * 256;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;

/** A version 7 UUID: time-ordered, so new records land at the right edge of the primary-key index. */
export function uuidv7(): string {
  if (poolOffset === POOL_SIZE) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  // The 48-bit Unix time in milliseconds, big-endian.
  const ms = Date.now();
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
