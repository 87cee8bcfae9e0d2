// Sliding-window counters in Redis (SLUICE_REDIS_URL), shared by every API process that points at the same Redis.
// The same semantics as the SQL store: one counter per bucket and window, a request is counted only while the
// estimate stays within the limit, and the check and the increment are one Lua script, which Redis runs atomically,
// so two processes can never both take the last slot. A counter expires two windows after its first request.
//
// Why it exists: with the counters in PostgreSQL every API request updates one row per key, and at a few hundred
// requests per second on one key those updates queue on the row's lock and cost PostgreSQL more than the request
// itself (BENCHMARKS.md). Redis does the same count in microseconds.
import { Redis } from 'ioredis';
import { HttpError } from '../httpError.js';
import { decide, previousWeight, windowStart, type RateLimitStore } from './slidingWindow.js';

// KEYS[1]: the current window's counter, KEYS[2]: the previous window's.
// ARGV[1]: the previous window's weight now, ARGV[2]: the limit, ARGV[3]: the counter's lifetime in milliseconds.
// Returns {allowed (1 or 0), previous count, current count (after this request when allowed)}.
const CONSUME_SCRIPT = `
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if previous * tonumber(ARGV[1]) + current + 1 <= tonumber(ARGV[2]) then
  current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
  return {1, previous, current}
end
return {0, previous, current}
`;

const RETRY_AFTER_SECONDS = 5;

type ConsumeReply = [number, number, number];
interface WithConsume {
  sluiceRateConsume(current: string, previous: string, weight: string, limit: number, ttlMs: number): Promise<ConsumeReply>;
}

/** The counter key of a bucket's window; the hash tag keeps both windows of a bucket on one Redis Cluster slot. */
export function counterKey(bucket: string, windowStartSeconds: number): string {
  return `sluice:rate:{${bucket}}:${windowStartSeconds}`;
}

export interface RedisRateLimitStore extends RateLimitStore {
  /** Resolves once Redis answers PING; rejects with a message naming the URL's host when it does not. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function redisRateLimitStore(url: string): RedisRateLimitStore {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A request must not wait for Redis to come back: without a connection the command fails at once and the
    // request answers 503 with Retry-After, as it does when the database is unreachable.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  // Reconnection is ioredis's job; an error between commands must not crash the process.
  redis.on('error', () => {});
  redis.defineCommand('sluiceRateConsume', { numberOfKeys: 2, lua: CONSUME_SCRIPT });
  const scripted = redis as unknown as WithConsume;
  const where = safeHost(url);

  return {
    async ready() {
      try {
        await redis.connect();
        await redis.ping();
      } catch (err) {
        redis.disconnect();
        throw new Error(`SLUICE_REDIS_URL: Redis at ${where} does not answer (${(err as Error).message})`);
      }
    },
    async consume(bucket, limit, windowSeconds, nowMs = Date.now()) {
      const startMs = windowStart(nowMs, windowSeconds);
      const startSeconds = startMs / 1000;
      const weight = previousWeight(nowMs, startMs, windowSeconds);
      let reply: ConsumeReply;
      try {
        reply = await scripted.sluiceRateConsume(
          counterKey(bucket, startSeconds),
          counterKey(bucket, startSeconds - windowSeconds),
          String(weight),
          limit,
          2 * windowSeconds * 1000,
        );
      } catch {
        throw new HttpError(503, 'service_unavailable', `the rate-limit store is unreachable; retry after ${RETRY_AFTER_SECONDS} seconds`, {
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
          expose: true,
        });
      }
      const [allowed, previous, current] = reply;
      return decide({ windowStartMs: startMs, previous: Number(previous), current: Number(current) }, allowed === 1, { nowMs, limit, windowSeconds });
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** host:port of a Redis URL, without its credentials, for messages. */
function safeHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}`;
  } catch {
    return '(an unparsable URL)';
  }
}
