// Passwords: scrypt (N=2^15, r=8, p=1, 32-byte key) with a per-user random salt, stored as a self-describing string
// `scrypt$15$8$1$<salt b64>$<hash b64>` so the cost can be raised later without breaking stored hashes. Checked in
// constant time; an unknown account is checked against a fixed dummy hash so timing does not reveal which emails exist.
import crypto from 'node:crypto';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MAX_MEM = 64 * 1024 * 1024;

/** scrypt's cost parameters (N = 2^logN) and the key length: stored with each hash. */
interface Cost {
  logN: number;
  r: number;
  p: number;
  keylen: number;
}

function scrypt(password: string, salt: Buffer, { logN, r, p, keylen }: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFC'), salt, keylen, { N: 2 ** logN, r, p, maxmem: MAX_MEM }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Why a password cannot be set, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `a password needs at least ${MIN_PASSWORD_LENGTH} characters; this one has ${password.length}`;
  if (password.length > MAX_PASSWORD_LENGTH) return `a password has at most ${MAX_PASSWORD_LENGTH} characters`;
  return undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, { logN: LOG_N, r: R, p: P, keylen: KEY_LENGTH });
  return `scrypt$${LOG_N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const STORED = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Whether `password` matches `stored`; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(m[4]!, 'base64');
  const expected = Buffer.from(m[5]!, 'base64');
  if (expected.length < 16 || expected.length > 64) return false;
  const actual = await scrypt(password.slice(0, MAX_PASSWORD_LENGTH + 1), salt, { logN, r, p, keylen: expected.length });
  return crypto.timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** Spends the time of a real check when there is no account to check against; always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(crypto.randomBytes(18).toString('base64'));
  await verifyPassword(password, await dummy);
  return false;
}
