// The retry schedule is data (docs/design.md "Events"): offsets from the first attempt, e.g. `30s,2m,10m,1h,6h,24h`.
// Attempt 1 runs at once; attempt k+1 is due at first attempt + offsets[k-1]; after the last offset, the delivery
// is failed.

export const DEFAULT_RETRY_SCHEDULE = '30s,2m,10m,1h,6h,24h';

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `250ms`, `30s`, `2m`, `1h`, `1d` (a bare number is seconds) to milliseconds. */
export function parseDuration(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!m) throw new Error(`'${text}' is not a duration (use e.g. 500ms, 30s, 2m, 1h)`);
  return Math.round(Number(m[1]) * UNIT_MS[m[2] ?? 's']!);
}

/** Parses a comma-separated schedule; offsets must be positive and strictly increasing. An empty one means no retries. */
export function parseRetrySchedule(text: string): number[] {
  if (text.trim() === '' || text.trim() === 'none') return [];
  const offsets = text.split(',').map(parseDuration);
  offsets.forEach((ms, i) => {
    if (ms <= 0) throw new Error(`retry offset ${i + 1} must be positive`);
    if (i > 0 && ms <= offsets[i - 1]!) throw new Error(`retry offsets must increase: ${text}`);
  });
  return offsets;
}

/** Attempts a delivery gets on the schedule (the first one plus one per offset). */
export function scheduledAttempts(schedule: readonly number[]): number {
  return schedule.length + 1;
}

/**
 * When scheduled attempt `next` (2, 3, …) is due, given when attempt 1 started; undefined when the schedule has no
 * such attempt, i.e. the delivery has failed.
 */
export function attemptDueAt(schedule: readonly number[], firstAttemptAt: Date, next: number): Date | undefined {
  const offset = schedule[next - 2];
  return offset === undefined ? undefined : new Date(firstAttemptAt.getTime() + offset);
}
