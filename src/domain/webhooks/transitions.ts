// A delivery's life, written down once. `pending` while scheduled attempts remain; `succeeded` after any 2xx;
// `failed` once the schedule is exhausted (or its endpoint was disabled or answered 410 Gone). A replay can turn
// `failed` into `succeeded`, a recovery (POST /v1/webhooks/{id}/recover) back into `pending` with a fresh schedule;
// nothing turns `succeeded` back.
import { attemptDueAt } from './retrySchedule.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type AttemptTrigger = 'schedule' | 'replay' | 'test';

export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  pending: ['pending', 'succeeded', 'failed'],
  failed: ['failed', 'succeeded', 'pending'],
  succeeded: ['succeeded'],
};

export interface DeliveryState {
  status: DeliveryStatus;
  next_attempt: number | null;
  next_attempt_at: string | null;
  first_attempt_at: string | null;
}

export interface AttemptFacts {
  trigger: AttemptTrigger;
  /** For a scheduled attempt: which one (1 = the first). */
  scheduledAttempt?: number | undefined;
  ok: boolean;
  /** Ends the delivery without retries (e.g. the endpoint was disabled). */
  final?: boolean;
  /** The endpoint asked for this much time before the next attempt (429 or 503 with Retry-After). */
  retryAfterMs?: number | undefined;
  startedAt: string;
}

export interface NextState extends DeliveryState {
  /** The scheduled attempt to queue, if any. */
  schedule?: { attempt: number; at: Date };
}

/** The state after an attempt. A scheduled attempt that is no longer the one expected changes nothing. */
export function afterAttempt(state: DeliveryState, facts: AttemptFacts, retrySchedule: readonly number[]): NextState {
  const next = decide(state, facts, retrySchedule);
  if (!DELIVERY_TRANSITIONS[state.status].includes(next.status)) {
    throw new Error(`delivery cannot go from ${state.status} to ${next.status}`);
  }
  return next;
}

function decide(state: DeliveryState, facts: AttemptFacts, retrySchedule: readonly number[]): NextState {
  const done = (status: DeliveryStatus): NextState => ({ ...state, status, next_attempt: null, next_attempt_at: null });
  if (facts.trigger === 'test') return done(facts.ok ? 'succeeded' : 'failed');
  if (facts.trigger === 'replay') return facts.ok ? done('succeeded') : state;
  // A scheduled attempt.
  const n = facts.scheduledAttempt ?? 0;
  if (state.status !== 'pending' || state.next_attempt !== n) return state; // stale: a replay or a duplicate got there first
  const first = state.first_attempt_at ?? facts.startedAt;
  const started = { ...state, first_attempt_at: first };
  if (facts.ok) return { ...done('succeeded'), first_attempt_at: first };
  const next = facts.final ? undefined : nextScheduled(retrySchedule, new Date(first), n, earliest(facts));
  if (!next) return { ...done('failed'), first_attempt_at: first };
  return { ...started, status: 'pending', next_attempt: next.attempt, next_attempt_at: next.at.toISOString(), schedule: next };
}

function earliest(facts: AttemptFacts): Date | undefined {
  return facts.retryAfterMs === undefined ? undefined : new Date(Date.parse(facts.startedAt) + facts.retryAfterMs);
}

/**
 * The attempt after scheduled attempt `n`: the schedule's next one, or, when the endpoint asked to wait until
 * `notBefore`, that time (never past the schedule's last attempt), counted as the latest scheduled attempt due by
 * then, so the attempts it skipped are not made in a burst afterwards.
 */
export function nextScheduled(schedule: readonly number[], first: Date, n: number, notBefore?: Date): { attempt: number; at: Date } | undefined {
  const due = attemptDueAt(schedule, first, n + 1);
  if (!due) return undefined;
  if (!notBefore || notBefore <= due) return { attempt: n + 1, at: due };
  const last = schedule.length + 1;
  const giveUp = attemptDueAt(schedule, first, last)!;
  const at = notBefore < giveUp ? notBefore : giveUp;
  let attempt = n + 1;
  while (attempt < last && attemptDueAt(schedule, first, attempt + 1)! <= at) attempt += 1;
  return { attempt, at };
}
