// Standard Webhooks (https://www.standardwebhooks.com) headers, sent beside the spec's X-Service-* ones:
// `webhook-id` (the delivery id), `webhook-timestamp` (Unix seconds, the `t=` of X-Service-Signature) and
// `webhook-signature`: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">`, one per signing secret,
// space-separated. The HMAC key is not the secret string (as in X-Service-Signature) but the bytes its base64 part
// (after `whsec_`) encodes. Secrets are issued in standard base64; those issued earlier are base64url, so either
// alphabet is decoded here (Buffer's base64 decoder accepts both).
import crypto from 'node:crypto';
import { SECRET_PREFIX } from './signingSecrets.js';

/** The Standard Webhooks HMAC key of a `whsec_…` secret: the bytes of the base64 (or base64url) after the prefix. */
export function standardWebhooksKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('a signing secret must encode at least one byte');
  return key;
}

/** One Standard Webhooks signature, `v1,<base64>`, of `<id>.<timestamp>.<body>` under `key`. */
export function standardSignature(key: Buffer, id: string, timestamp: number, body: string | Buffer): string {
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

export type StandardWebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** The three headers for one attempt, signed with every active secret (current one first). */
export function standardWebhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string | Buffer,
): StandardWebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => standardSignature(standardWebhooksKey(s), id, timestamp, body)).join(' '),
  };
}
