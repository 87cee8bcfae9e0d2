// PostgreSQL `timestamptz` values are kept as ISO 8601 UTC strings with six fractional digits, end to end.
// A JS Date holds milliseconds only, so a value must never round-trip through one.

const PG_TIMESTAMPTZ = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?|Z)?$/;

/** Turns PostgreSQL's text form of a timestamptz into `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
export function parseTimestamptz(text: string): string {
  // What a UTC session sends (`2026-03-04 05:06:07[.ffffff]+00`), without the regular expression: every timestamp
  // of every row goes through here, four per canonical record read.
  const n = text.length;
  if (n >= 22 && n <= 29 && text[4] === '-' && text[10] === ' ' && text.endsWith('+00') && (n === 22 || text[19] === '.')) {
    const micros = n === 22 ? '000000' : text.slice(20, n - 3).padEnd(6, '0');
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${micros}Z`;
  }
  const m = PG_TIMESTAMPTZ.exec(text);
  if (!m) return text; // infinity and other special values pass through unchanged
  const [, date, time, fraction = '', sign, hh = '00', mm = '00', ss = '00'] = m;
  const micros = fraction.padEnd(6, '0');
  if (!sign || (hh === '00' && mm === '00' && ss === '00')) {
    return `${date}T${time}.${micros}Z`;
  }
  // A non-UTC session: shift whole seconds through Date, keep the microseconds as they were.
  const offsetSeconds = (Number(hh) * 3600 + Number(mm) * 60 + Number(ss)) * (sign === '-' ? -1 : 1);
  const utcMs = Date.parse(`${date}T${time}Z`) - offsetSeconds * 1000;
  return `${new Date(utcMs).toISOString().slice(0, 19)}.${micros}Z`;
}
