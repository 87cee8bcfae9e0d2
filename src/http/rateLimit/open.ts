// Which store holds a process's rate-limit counters: Redis when SLUICE_REDIS_URL is set (shared by every process on
// that Redis, cheapest per request), else PostgreSQL when Sluice runs on it (shared by every process on the
// database), else process memory (the embedded default runs one process).
import type { Container } from '../../container.js';
import { memoryRateLimitStore } from './memoryStore.js';
import { redisRateLimitStore } from './redisStore.js';
import type { RateLimitStore } from './slidingWindow.js';
import { sqlRateLimitStore } from './sqlStore.js';

export interface OpenedRateLimitStore {
  store: RateLimitStore;
  close(): Promise<void>;
}

export async function openRateLimitStore(container: Container): Promise<OpenedRateLimitStore> {
  const redisUrl = container.config.redisUrl;
  if (redisUrl) {
    const store = redisRateLimitStore(redisUrl);
    await store.ready();
    return { store, close: () => store.close() };
  }
  const store = container.db.kind === 'postgres' ? sqlRateLimitStore(container.db.knex) : memoryRateLimitStore();
  return { store, close: async () => {} };
}
