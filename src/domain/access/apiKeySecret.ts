// The API key secret: `svc_` + 43 base64url characters (256 random bits). Only its SHA-256 is stored; a lookup by
// that hash reveals nothing about the key through timing, and the stored hash is compared in constant time.
import crypto from 'node:crypto';

export const KEY_PREFIX = 'svc_';
const KEY_PATTERN = /^svc_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): string {
  return KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

export function hashApiKey(key: string): Buffer {
  return crypto.createHash('sha256').update(key, 'utf8').digest();
}

export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** What lists show so a person can tell keys apart: the prefix and the first 4 characters of the secret. */
export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 4);
}

export function hashesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
