// Opaque identifiers: a type prefix and a time-sortable random body (48-bit millisecond time, 80 random bits,
// Crockford base32), so ids created later sort later and never collide in practice.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export type IdPrefix = 'cus' | 'usr' | 'key' | 'ses' | 'con' | 'flw' | 'run' | 'whk' | 'evt' | 'del' | 'req' | 'rej';

export function newId(prefix: IdPrefix, now = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const random = randomBytes(10);
  let body = '';
  // 80 bits -> 16 base32 characters
  let acc = 0n;
  for (const byte of random) acc = (acc << 8n) | BigInt(byte);
  for (let i = 0; i < 16; i++) {
    body = ALPHABET[Number(acc & 31n)] + body;
    acc >>= 5n;
  }
  return `${prefix}_${time}${body}`;
}
