// Endpoint signing secrets: `whsec_` and the standard base64 of 24 random bytes (32 characters, no padding), so that
// Standard Webhooks libraries can decode them (secrets issued before used base64url; standardSignature.ts accepts
// both). Shown once, stored sealed under the 'webhook-secrets' subkey. After a rotation the previous secret keeps
// signing until its overlap ends.
import crypto from 'node:crypto';
import { seal, unseal } from '../../crypto/sealed.js';
import type { Secrets } from '../../secrets.js';

export const SECRET_PREFIX = 'whsec_';

export function generateSigningSecret(): string {
  return SECRET_PREFIX + crypto.randomBytes(24).toString('base64');
}

export function sealSigningSecret(secrets: Secrets, secret: string): string {
  return seal(secrets.subkey('webhook-secrets'), secret);
}

export interface SealedSecrets {
  secret_ciphertext: string;
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: string | null;
}

/** The secrets that sign right now: the current one first, then the previous one while its overlap lasts. */
export function signingSecrets(secrets: Secrets, row: SealedSecrets, now = Date.now()): string[] {
  const key = secrets.subkey('webhook-secrets');
  const active = [unseal(key, row.secret_ciphertext)];
  if (row.previous_secret_ciphertext && row.previous_secret_expires_at && Date.parse(row.previous_secret_expires_at) > now) {
    active.push(unseal(key, row.previous_secret_ciphertext));
  }
  return active;
}
