// A delivery's life, written down once. `pending` while scheduled attempts remain; `succeeded` after any 2xx;
// `failed` once the schedule is exhausted (or its endpoint was disabled). A replay can turn `failed` into
// `succeeded`; nothing turns `succeeded` back.
import { attemptDueAt } from './retrySchedule.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type AttemptTrigger = 'schedule' | 'replay' | 'test';

export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  pending: ['pending', 'succeeded', 'failed'],
  failed: ['failed', 'succeeded'],
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
  const due = facts.final ? undefined : attemptDueAt(retrySchedule, new Date(first), n + 1);
  if (!due) return { ...done('failed'), first_attempt_at: first };
  return { ...started, status: 'pending', next_attempt: n + 1, next_attempt_at: due.toISOString(), schedule: { attempt: n + 1, at: due } };
}
