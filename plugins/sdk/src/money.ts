// Amounts as canonical money: integer minor units of the currency. Sources that send decimal strings ("12.50")
// convert them exactly, on the string, never through floating point (0.29 * 100 is 28.999999999999996).

const digitsCache = new Map<string, number>();

/** The currency's minor-unit digits (EUR 2, JPY 0, KWD 3); 2 for a code Intl does not know. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2; // an unknown code: the canonical currency check names it
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * A decimal amount ("12.5", 12.5) in minor units of `currency` (1250 for EUR), rounding half away from zero past
 * the currency's digits; null when it is not a decimal number. Without a currency, two digits.
 */
export function minorUnits(amount: unknown, currency: string | null | undefined): number | null {
  if (typeof amount !== 'string' && typeof amount !== 'number') return null;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(amount).trim());
  if (!m) return null;
  const digits = currency ? minorDigits(currency.toUpperCase()) : 2;
  const fraction = (m[3] ?? '').padEnd(digits + 1, '0');
  let units = Number(m[2]) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
  if (Number(fraction[digits]) >= 5) units += 1;
  return m[1] === '-' ? -units : units;
}
