// Bearer tokens of sessions and sign-in links: 32 random bytes, base64url (43 characters). Only their SHA-256 is
// stored, so a copy of the database signs nobody in.
import crypto from 'node:crypto';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token, 'utf8').digest();
}

export function looksLikeToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
