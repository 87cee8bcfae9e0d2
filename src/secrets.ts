// The service's secret key and what is derived from it. SLUICE_SECRET_KEY is never used directly: each purpose
// gets its own subkey through HKDF, so a cursor signature can never be replayed as, say, a credential ciphertext.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { ConfigError } from './configError.js';

export type SecretPurpose = 'cursor' | 'credentials' | 'webhook-secrets' | 'webhook-headers' | 'idempotency';

export interface Secrets {
  subkey(purpose: SecretPurpose): Buffer;
}

export function secretsFrom(secretKey: string): Secrets {
  const cache = new Map<SecretPurpose, Buffer>();
  return {
    subkey(purpose) {
      let key = cache.get(purpose);
      if (!key) {
        key = Buffer.from(crypto.hkdfSync('sha256', secretKey, 'sluice', purpose, 32));
        cache.set(purpose, key);
      }
      return key;
    },
  };
}

/**
 * SLUICE_SECRET_KEY when set. Without it, the embedded default keeps a generated key in its data dir (mode 0600);
 * a process using DATABASE_URL refuses to start, because several processes must share one key.
 */
export function resolveSecretKey(config: Config): string {
  if (config.secretKey) return config.secretKey;
  if (config.databaseUrl) {
    throw new ConfigError(
      'SLUICE_SECRET_KEY is required when DATABASE_URL is set (every process sharing the database needs the same key). ' +
        'Generate one with: openssl rand -hex 32',
    );
  }
  const file = path.join(config.dataDir, 'secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = crypto.randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw err;
  }
}
