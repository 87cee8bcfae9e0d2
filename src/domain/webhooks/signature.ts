// Spec 6.4: `X-Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, no spaces. The HMAC
// key is the whole secret string (`whsec_…`) as UTF-8, as Stripe-compatible verifiers expect. While two secrets
// sign (after a rotation), the header carries one `v1=` per secret; a receiver accepts any one that matches.
import crypto from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, body: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string | Buffer): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${hmacHex(s, timestamp, body)}`)].join(',');
}

export type VerifyFailure = 'malformed_header' | 'timestamp_out_of_tolerance' | 'no_matching_signature';

/**
 * The receiver's check (docs/webhooks.md shows the same code): parse `t` and every `v1`, refuse a timestamp more
 * than `toleranceSeconds` away from now, and compare each signature to the expected one over the decoded bytes in
 * constant time. Returns null when the delivery is authentic.
 */
export function verifySignature(
  header: string,
  rawBody: string | Buffer,
  secret: string,
  { toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS, nowSeconds = Math.floor(Date.now() / 1000) } = {},
): VerifyFailure | null {
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return 'malformed_header';
    const key = part.slice(0, eq);
    const value = part.slice(eq + 1);
    if (key === 't') timestamp = /^\d+$/.test(value) ? Number(value) : undefined;
    else if (key === 'v1') candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) return 'malformed_header';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'timestamp_out_of_tolerance';
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  for (const candidate of candidates) {
    if (!/^[0-9a-f]{64}$/i.test(candidate)) continue;
    const given = Buffer.from(candidate, 'hex');
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return null;
  }
  return 'no_matching_signature';
}
