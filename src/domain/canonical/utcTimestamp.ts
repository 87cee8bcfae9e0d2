// The fast path for the timestamps most sources send: a date-time in UTC, checked and put in normal form digit by
// digit, with no Date and no regular expression. Shared by the normal form (values.ts) and the incoming records'
// "date-time" format check (entities.ts).

const DIGIT_0 = 48;
const DATE_TIME_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18];
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function digitsAt(text: string, at: number, len: number): number {
  let v = 0;
  for (let i = at; i < at + len; i++) v = v * 10 + text.charCodeAt(i) - DIGIT_0;
  return v;
}

/**
 * Where the fraction of a date-time in UTC (`Z`, `+00:00` or `-00:00`) naming a real instant of years 0001-9999 ends
 * (19 without a fraction), worked out digit by digit: no Date, no regex, nothing allocated. -1 for anything else
 * (another offset, a leap second, a lower-case z, or not a date-time at all), which the general path decides.
 */
function utcFractionEnd(text: string): number {
  const len = text.length;
  if (len < 20 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 84 || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return -1;
  for (const i of DATE_TIME_DIGITS) {
    const d = text.charCodeAt(i) - DIGIT_0;
    if (d < 0 || d > 9) return -1;
  }
  let end = 19;
  if (text.charCodeAt(19) === 46) {
    end = 20;
    while (end < len && text.charCodeAt(end) - DIGIT_0 >= 0 && text.charCodeAt(end) - DIGIT_0 <= 9) end++;
    if (end === 20) return -1;
  }
  const zone = len - end;
  if (!(zone === 1 && text.charCodeAt(end) === 90) && !(zone === 6 && (text.endsWith('+00:00') || text.endsWith('-00:00')))) return -1;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1 || digitsAt(text, 11, 2) > 23 || digitsAt(text, 14, 2) > 59 || digitsAt(text, 17, 2) > 59) return -1;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month]!) ? -1 : end;
}

/** Whether `text` is a date-time in UTC that utcFastPath puts in normal form. */
export function isUtcDateTime(text: string): boolean {
  return utcFractionEnd(text) >= 0;
}

/** The normal form (`YYYY-MM-DDTHH:MM:SS.ffffffZ`) of a date-time in UTC; undefined for anything else. */
export function utcFastPath(text: string): string | undefined {
  const end = utcFractionEnd(text);
  if (end < 0) return undefined;
  if (end === 26 && text.length === 27) return text; // already the normal form
  const fraction = end === 19 ? '' : text.slice(20, Math.min(end, 26));
  return `${text.slice(0, 19)}.${fraction.padEnd(6, '0')}Z`;
}
