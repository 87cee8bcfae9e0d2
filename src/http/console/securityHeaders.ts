// The headers every answer carries, and the stricter set of the console's pages and files. The console is built
// ahead of time into files under one origin, so its policy allows nothing inline and nothing from elsewhere.

/** The policy of the console and the API reference: scripts, styles, images and requests from this origin only. */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** On every answer, JSON included: a JSON error rendered as a page can run nothing and cannot be framed. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export const API_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_HEADERS,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export const CONSOLE_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_HEADERS,
  'Content-Security-Policy': CONSOLE_CSP,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
