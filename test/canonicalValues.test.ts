// Normal forms of canonical values (src/domain/canonical/values.ts): timestamps in UTC with six fractional digits,
// refused when they are not real instants, and version 7 UUIDs.
import { describe, expect, it } from 'vitest';
import { normalizeTimestamp, uuidv7 } from '../src/domain/canonical/values.js';
import { isUtcDateTime, utcFastPath } from '../src/domain/canonical/utcTimestamp.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';

describe('normalizeTimestamp', () => {
  it.each([
    ['the normal form, unchanged', '2026-03-04T05:06:07.123456Z', '2026-03-04T05:06:07.123456Z'],
    ['the first instant of year 1', '0001-01-01T00:00:00.000000Z', '0001-01-01T00:00:00.000000Z'],
    ['the last microsecond of year 9999', '9999-12-31T23:59:59.999999Z', '9999-12-31T23:59:59.999999Z'],
    ['a leap day', '2024-02-29T12:00:00.000000Z', '2024-02-29T12:00:00.000000Z'],
    ['a leap day of a year divisible by 400', '2000-02-29T00:00:00.000000Z', '2000-02-29T00:00:00.000000Z'],
    ['no fraction', '2026-03-04T05:06:07Z', '2026-03-04T05:06:07.000000Z'],
    ['milliseconds padded', '2026-03-04T05:06:07.5Z', '2026-03-04T05:06:07.500000Z'],
    ['nanoseconds cut, not rounded', '2026-03-04T05:06:07.1234569Z', '2026-03-04T05:06:07.123456Z'],
    ['a lower-case z', '2026-03-04T05:06:07.123456z', '2026-03-04T05:06:07.123456Z'],
    ['an offset, the fraction kept', '2026-03-04T07:06:07.123456+02:00', '2026-03-04T05:06:07.123456Z'],
    ['a negative offset across midnight', '2026-03-03T23:06:07.000001-06:00', '2026-03-04T05:06:07.000001Z'],
    ['a leap second, as the last microsecond of its minute', '2016-12-31T23:59:60.000000Z', '2016-12-31T23:59:59.999999Z'],
  ])('%s', (_label, input, expected) => {
    expect(normalizeTimestamp(input)).toBe(expected);
  });

  it.each([
    ['February 30th', '2024-02-30T00:00:00.000000Z'],
    ['February 29th of a common year', '2025-02-29T00:00:00.000000Z'],
    ['February 29th of a century not divisible by 400', '2100-02-29T00:00:00.000000Z'],
    ['April 31st', '2026-04-31T00:00:00.000000Z'],
    ['day 0', '2026-04-00T00:00:00.000000Z'],
    ['a letter among the digits', '2026-04-0aT00:00:00.000000Z'],
    ['second 61', '2026-03-04T05:06:61.000000Z'],
    ['hour 24', '2026-03-04T24:00:00.000000Z'],
    ['minute 60', '2026-03-04T05:60:00.000000Z'],
    ['month 13', '2026-13-01T00:00:00.000000Z'],
    ['year 0', '0000-06-01T00:00:00.000000Z'],
    ['no zone', '2026-03-04T05:06:07.123456'],
    ['a date alone', '2026-03-04'],
    ['a space for the T', '2026-03-04 05:06:07.123456Z'],
    ['before year 1 once shifted to UTC', '0001-01-01T00:30:00.000000+01:00'],
  ])('refuses %s', (_label, input) => {
    expect(normalizeTimestamp(input)).toBeUndefined();
  });

  it('reads random date-times in UTC and at other offsets as an independent reading through Date does', () => {
    // Random digits in every position, so impossible months, days, hours and minutes come up often; fractions of
    // 0 to 9 digits; zones the fast path takes (Z, +00:00, -00:00) and ones it leaves to the general path.
    let seed = 7; // xorshift32: the same strings every run
    const random = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const two = (max: number) => String(random(max)).padStart(2, '0');
    const zones = ['Z', '+00:00', '-00:00', '+02:30', '-11:00', 'z'];
    for (let i = 0; i < 40_000; i++) {
      const whole = `${String(random(10_000)).padStart(4, '0')}-${two(14)}-${two(33)}T${two(26)}:${two(61)}:${two(60)}`;
      const digits = random(10);
      const fraction = digits === 0 ? '' : String(random(1_000_000_000)).padStart(9, '0').slice(0, digits);
      const zone = zones[random(zones.length)]!;
      const text = `${whole}${digits === 0 ? '' : `.${fraction}`}${zone}`;
      // The oracle: the whole seconds must read back through Date unchanged, then shift by the offset.
      const ms = Date.parse(`${whole}Z`);
      const real = Number(whole.slice(0, 4)) >= 1 && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === whole;
      const offsetMin = zone.length === 6 ? (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4))) : 0;
      const utc = new Date(ms - offsetMin * 60_000);
      const inRange = utc.getUTCFullYear() >= 1 && utc.getUTCFullYear() <= 9999;
      const expected = real && inRange ? `${utc.toISOString().slice(0, 19)}.${fraction.slice(0, 6).padEnd(6, '0')}Z` : undefined;
      expect(normalizeTimestamp(text), text).toBe(expected);
    }
  });
});

describe('uuidv7', () => {
  it('makes version 7, variant 10 UUIDs whose first 48 bits are the time in milliseconds', () => {
    const before = Date.now();
    const id = uuidv7();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it('never repeats, across many refills of its pool of random bytes', () => {
    const ids = Array.from({ length: 20_000 }, uuidv7);
    expect(new Set(ids).size).toBe(ids.length);
    // The random part differs too, not only the time.
    expect(new Set(ids.map((id) => id.slice(24))).size).toBe(ids.length);
  });
});

describe('the UTC fast path of the date-time check', () => {
  // entities.ts accepts a date-time the fast path accepts without asking ajv-formats: it must never accept one that
  // ajv-formats' own check refuses.
  it('accepts only date-times that ajv-formats accepts, and most UTC ones it is shown', () => {
    const general = (fullFormats['date-time'] as { validate: (s: string) => boolean }).validate;
    const years = ['0000', '0001', '1999', '2000', '2023', '2024', '2100', '9999'];
    const dates = ['01-01', '02-28', '02-29', '02-30', '04-30', '04-31', '12-31', '13-01', '00-10', '06-00'];
    const times = ['00:00:00', '23:59:59', '24:00:00', '12:60:00', '12:00:60', '23:59:60', '1:00:00'];
    const fractions = ['', '.5', '.123456', '.123456789', '.'];
    const zones = ['Z', 'z', '+00:00', '-00:00', '+01:00', '+0000', ''];
    let fast = 0;
    for (const y of years) for (const d of dates) for (const t of times) for (const f of fractions) for (const z of zones) {
      const text = `${y}-${d}T${t}${f}${z}`;
      expect(isUtcDateTime(text)).toBe(utcFastPath(text) !== undefined);
      if (!isUtcDateTime(text)) continue;
      fast += 1;
      expect([text, general(text)]).toEqual([text, true]);
    }
    expect(fast).toBeGreaterThan(300);
  });
});
