// Authenticated encryption for secrets at rest (connector credentials, webhook signing secrets):
// AES-256-GCM with a random 96-bit nonce. Format: `v1.<nonce>.<ciphertext>.<tag>`, base64url parts.
import crypto from 'node:crypto';

export function seal(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), ct.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, ct, tag] = sealed.split('.');
  if (version !== 'v1' || iv === undefined || ct === undefined || tag === undefined) {
    throw new Error('unrecognised sealed value');
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}
