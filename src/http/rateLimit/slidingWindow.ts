// The sliding-window counter. A request at time t in the window starting at ws is counted against
//   estimate(t) = previous_window_count * (1 - (t - ws) / W) + current_window_count
// so the limit applies to any 60-second span, not to calendar minutes: a burst at the end of one window still
// counts, nearly whole, at the start of the next (a fixed window would let twice the limit through there).

export type RateClass = 'read' | 'write' | 'trigger';

export interface RateLimits {
  windowSeconds: number;
  read: number;
  write: number;
  trigger: number;
  /**
   * Writes (the write and trigger classes) of one customer per window, across all its keys and sessions, on top of
   * each key's own limits (SLUICE_RATE_LIMIT_CUSTOMER_WRITE). Absent: customerWriteLimit's default.
   */
  customerWrite?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { windowSeconds: 60, read: 600, write: 120, trigger: 60 };

/**
 * The customer's write limit: as set, or three keys' worth of writes. Derived rather than fixed, so that raising the
 * per-key write limit (as tests and benches do) raises the customer's with it.
 */
export function customerWriteLimit(limits: Pick<RateLimits, 'write' | 'customerWrite'>): number {
  return limits.customerWrite ?? 3 * limits.write;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix second at which the next request would be allowed. */
  resetAt: number;
  /** Seconds to wait before retrying (only meaningful when not allowed). */
  retryAfter: number;
}

export interface WindowCounts {
  windowStartMs: number;
  previous: number;
  /** Count in the current window after this request, if it was allowed. */
  current: number;
}

export function windowStart(nowMs: number, windowSeconds: number): number {
  const w = windowSeconds * 1000;
  return Math.floor(nowMs / w) * w;
}

export function previousWeight(nowMs: number, windowStartMs: number, windowSeconds: number): number {
  return 1 - (nowMs - windowStartMs) / (windowSeconds * 1000);
}

/** When (ms) the estimate first leaves room for one more request. */
function nextFreeMs(nowMs: number, counts: WindowCounts, limit: number, windowSeconds: number): number {
  const w = windowSeconds * 1000;
  const { windowStartMs: ws, previous, current } = counts;
  if (current <= limit - 1) {
    if (previous === 0) return nowMs;
    // previous * (1 - (t - ws) / w) <= limit - 1 - current
    const t = ws + w * (1 - (limit - 1 - current) / previous);
    return Math.max(nowMs, t);
  }
  // The current window alone is full: wait until it becomes the previous one and decays enough.
  return ws + w + w * (1 - (limit - 1) / current);
}

/** The moment a count is taken, and the limit and window it is taken against. */
export interface CountAt {
  nowMs: number;
  limit: number;
  windowSeconds: number;
}

export function decide(counts: WindowCounts, allowed: boolean, { nowMs, limit, windowSeconds }: CountAt): RateDecision {
  const weight = previousWeight(nowMs, counts.windowStartMs, windowSeconds);
  const used = counts.previous * weight + counts.current;
  const free = nextFreeMs(nowMs, counts, limit, windowSeconds);
  return {
    allowed,
    limit,
    remaining: Math.max(0, Math.floor(limit - used)),
    resetAt: Math.ceil(free / 1000),
    retryAfter: Math.max(1, Math.ceil((free - nowMs) / 1000)),
  };
}

export interface RateLimitStore {
  /** Counts one request in `bucket` if the limit allows it. */
  consume(bucket: string, limit: number, windowSeconds: number, nowMs?: number): Promise<RateDecision>;
  /**
   * Stores in the database only: looks an API key up (`lookupCte`, a CTE named `key_row` with an `id` column) and
   * counts one request in its bucket `key:<id>:<suffix>` in the same statement. Null when no key matched (nothing
   * counted).
   */
  consumeForKey?(
    lookup: { lookupCte: string; bindings: Record<string, unknown> },
    suffix: string,
    window: { limit: number; windowSeconds: number; nowMs?: number },
  ): Promise<{ row: Record<string, unknown>; decision: RateDecision } | null>;
  close?(): void;
}
