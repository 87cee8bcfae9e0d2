// Cross-site request protection for requests a browser sends with the session cookie: beside SameSite=Strict, a
// request that changes anything must carry an Origin equal to Sluice's own (the origin of SLUICE_PUBLIC_URL, or its
// scheme with the request's Host), and must not say `Sec-Fetch-Site: cross-site`.
import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from './httpError.js';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function checkSameOrigin(headers: IncomingHttpHeaders, publicUrl: string): void {
  const own = new URL(publicUrl);
  const allowed = [own.origin];
  const host = headers.host;
  if (host && /^[A-Za-z0-9.\-:[\]]+$/.test(host)) allowed.push(`${own.protocol}//${host.toLowerCase()}`);
  const expected = allowed[0]!;
  if (headers['sec-fetch-site'] === 'cross-site') {
    throw new HttpError(403, 'forbidden', `cross-site request refused: the browser marked it cross-site (Sec-Fetch-Site); console requests must come from ${expected}`);
  }
  const origin = headers.origin;
  if (origin === undefined || origin === '') {
    throw new HttpError(403, 'forbidden', `cross-site request refused: no Origin header; a request that changes anything with a console session must come from ${expected}`);
  }
  if (origin === 'null') throw new HttpError(403, 'forbidden', `cross-site request refused: Origin is 'null'; expected ${expected}`);
  const normalised = origin.toLowerCase();
  if (!allowed.includes(normalised)) {
    throw new HttpError(403, 'forbidden', `cross-site request refused: Origin '${origin.slice(0, 200)}' is not ${expected}`);
  }
}
