// The contract's date-time and date formats, narrowed to the years 0001–9999 (in UTC, offset applied): PostgreSQL
// has no year 0 and answers year-0000 input with an error, and the microsecond ISO form every timestamp is kept
// in has four year digits. ajv-formats' own checks (real month and day, time fields) still apply first.
import { fullFormats } from 'ajv-formats/dist/formats.js';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):\d{2}(?:\.\d+)?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?)$/;

function dateTimeInRange(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [, y, mo, d, hh, mi, sign, oh = '0', om = '0'] = m;
  const year = Number(y);
  if (year < 1) return false;
  // Only the first and last day of the range can cross it once the offset moves the instant to UTC.
  const minutes = Number(hh) * 60 + Number(mi) - (sign === '-' ? -1 : sign ? 1 : 0) * (Number(oh) * 60 + Number(om));
  if (year === 1 && mo === '01' && d === '01' && minutes < 0) return false;
  if (year === 9999 && mo === '12' && d === '31' && minutes >= 24 * 60) return false;
  return true;
}

type FormatDef = { validate: (s: string) => boolean; compare?: (a: string, b: string) => number | undefined };

export function addDateRangeFormats(ajv: { addFormat(name: string, format: never): unknown }): void {
  const dateTime = fullFormats['date-time'] as FormatDef;
  const date = fullFormats.date as FormatDef;
  ajv.addFormat('date-time', { ...dateTime, validate: (s: string) => dateTime.validate(s) && dateTimeInRange(s) } as never);
  ajv.addFormat('date', { ...date, validate: (s: string) => date.validate(s) && Number(s.slice(0, 4)) >= 1 } as never);
}
