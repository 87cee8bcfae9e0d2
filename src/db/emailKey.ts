// The one form in which Sluice compares email addresses: users are stored with it (users.email_normalized, unique per
// customer), looked up by it at sign-in, and the sign-in throttle counts failures under it. Computed here in
// JavaScript only, never with PostgreSQL's lower(): the two lower-case differently (lower() depends on the
// database's locale, and JavaScript's toLowerCase turns `İ` into `i` plus a combining dot), and a second bucket for
// one address let the right password in while the address was locked. It lives in db/ because migration 019, which
// fills the column for existing users, must compute exactly what the running code does.

const COMBINING_DOT_ABOVE = /([ij])\u0307+/g;

/**
 * An address's comparison key: Unicode NFKC (full-width letters, ligatures and other compatibility forms become their
 * plain letters), trimmed, then case-folded: lower-, upper- and lower-cased again, which gives every letter with
 * several case forms one of them (ß, ẞ and SS; ς, Σ and σ; ı, I and i), and the dot that lower-casing `İ` leaves on
 * an i or j is dropped, since an i keeps its dot anyway. Applying it to its own result changes nothing.
 */
export function emailKey(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase().toUpperCase().toLowerCase().replace(COMBINING_DOT_ABOVE, '$1').normalize('NFKC');
}
