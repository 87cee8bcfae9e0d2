// Sliding-window counters in process memory: the embedded default runs one process, so nothing needs sharing.
import { decide, previousWeight, windowStart, type RateLimitStore } from './slidingWindow.js';

interface Counter {
  startMs: number;
  previous: number;
  current: number;
}

export function memoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, Counter>();
  let lastSweep = 0;
  return {
    async consume(bucket, limit, windowSeconds, nowMs = Date.now()) {
      const startMs = windowStart(nowMs, windowSeconds);
      const windowMs = windowSeconds * 1000;
      if (nowMs - lastSweep > windowMs) {
        for (const [key, c] of counters) if (c.startMs < startMs - windowMs) counters.delete(key);
        lastSweep = nowMs;
      }
      let c = counters.get(bucket);
      if (!c || c.startMs < startMs - windowMs) c = { startMs, previous: 0, current: 0 };
      else if (c.startMs < startMs) c = { startMs, previous: c.current, current: 0 };
      counters.set(bucket, c);
      const allowed = c.previous * previousWeight(nowMs, startMs, windowSeconds) + c.current + 1 <= limit;
      if (allowed) c.current += 1;
      return decide({ windowStartMs: startMs, previous: c.previous, current: c.current }, allowed, { nowMs, limit, windowSeconds });
    },
  };
}
