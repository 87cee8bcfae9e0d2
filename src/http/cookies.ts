// Reading the Cookie header (RFC 6265 §5.4 as browsers send it: `a=1; b="2"`), and the session cookie's Set-Cookie.
// A name may appear more than once (cookies set for different paths or by a sibling domain): every value is kept,
// in order, so the caller can try each.
import { SESSION_MAX_AGE_SECONDS } from '../domain/access/sessions.js';

export const SESSION_COOKIE = 'sluice_session';

/** Every value of cookie `name` in a Cookie header, in order, quotes removed; malformed pairs are skipped. */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const out: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (value) out.push(value);
  }
  return out;
}

function attributes(secure: boolean, maxAge: number): string {
  return `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(secure, SESSION_MAX_AGE_SECONDS)}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; ${attributes(secure, 0)}`;
}

/** The challenge of a 401 that only a console session answers (the contract asks every 401 for WWW-Authenticate). */
export const SESSION_CHALLENGE = `Cookie realm="sluice", cookie-name="${SESSION_COOKIE}"`;
