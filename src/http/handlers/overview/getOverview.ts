import { emptyRunBucket, runsByBucket } from '../../../domain/runs/overview.js';
import { attemptsByBucket } from '../../../domain/webhooks/overview.js';
import type { Handler } from '../../handler.js';

/** Each range's bucket length and count: 24 hours by the hour, 7 days by 6 hours. */
const RANGES = { '24h': { seconds: 3600, count: 24 }, '7d': { seconds: 21_600, count: 28 } } as const;

export const getOverview: Handler<'getOverview'> = async ({ query }, ctx) => {
  const range = query.range ?? '24h';
  const { seconds, count } = RANGES[range];
  // Buckets on whole multiples of their length since the epoch (UTC hours); the last one holds now.
  const last = Math.floor(Date.now() / 1000 / seconds) * seconds;
  const first = last - (count - 1) * seconds;
  const from = new Date(first * 1000);
  const customerId = ctx.principal.customerId;
  const [runs, attempts] = await Promise.all([runsByBucket(ctx.db, customerId, from, seconds), attemptsByBucket(ctx.db, customerId, from, seconds)]);
  const buckets = Array.from({ length: count }, (_, i) => {
    const start = first + i * seconds;
    const { recordsMoved, ...byStatus } = runs.get(start) ?? emptyRunBucket();
    return { start: new Date(start * 1000).toISOString(), runs: byStatus, records_moved: recordsMoved, webhook_attempts: attempts.get(start) ?? { succeeded: 0, failed: 0 } };
  });
  return { status: 200, body: { range, bucket_seconds: seconds, from: from.toISOString(), to: new Date((last + seconds) * 1000).toISOString(), buckets } };
};
