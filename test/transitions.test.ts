// The four lifecycle tables (runs, flows, connectors, webhook deliveries), checked pair by pair without a database:
// every allowed move, every refused one, and the terminal states. docs/design.md describes the same tables.
import { describe, expect, it } from 'vitest';
import type { ConnectorStatus } from '../src/domain/connectors/repository.js';
import { nextConnectorStatus, transitionEvent, type CheckOutcome } from '../src/domain/connectors/transitions.js';
import { nextFlowStatus, type FlowAction, type FlowStatus } from '../src/domain/flows/transitions.js';
import type { RunStatus } from '../src/domain/runs/repository.js';
import { assertRunTransition, canTransition, IN_FLIGHT } from '../src/domain/runs/transitions.js';
import { isGone, retryAfterMs } from '../src/domain/webhooks/endpointAnswer.js';
import { afterAttempt, DELIVERY_TRANSITIONS, type DeliveryState, type DeliveryStatus } from '../src/domain/webhooks/transitions.js';

/** Every ordered pair of `values`, a pair with itself included. */
function pairs<T>(values: readonly T[]): Array<[T, T]> {
  return values.flatMap((from) => values.map((to): [T, T] => [from, to]));
}

describe('run transitions', () => {
  const STATUSES: readonly RunStatus[] = ['queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled'];
  const ALLOWED = new Set([
    'queued→running',
    'queued→failed',
    'queued→cancelled',
    'running→succeeded',
    'running→partial',
    'running→failed',
    'running→cancelled',
    // A run whose worker died goes back to the queue and resumes from its checkpoint.
    'running→queued',
  ]);

  it.each(pairs(STATUSES))('%s → %s is allowed only when listed', (from, to) => {
    const allowed = ALLOWED.has(`${from}→${to}`);
    expect(canTransition(from, to)).toBe(allowed);
    if (allowed) expect(() => assertRunTransition('run_1', from, to)).not.toThrow();
    else expect(() => assertRunTransition('run_1', from, to)).toThrow(`run run_1: illegal transition ${from} → ${to}`);
  });

  it('has no way out of succeeded, partial, failed and cancelled, and no status stays put through a transition', () => {
    const terminal = STATUSES.filter((from) => STATUSES.every((to) => !canTransition(from, to)));
    expect(terminal).toEqual(['succeeded', 'partial', 'failed', 'cancelled']);
    for (const s of STATUSES) expect(canTransition(s, s)).toBe(false);
  });

  it('counts queued and running, and only those, as in flight', () => {
    expect([...IN_FLIGHT].sort()).toEqual(['queued', 'running']);
  });
});

describe('flow transitions', () => {
  const CASES: Array<[FlowStatus, FlowAction, FlowStatus | null]> = [
    ['active', 'pause', 'paused'],
    ['paused', 'resume', 'active'],
    ['active', 'resume', null],
    ['paused', 'pause', null],
  ];

  it.each(CASES)('a %s flow asked to %s becomes %s (null: refused)', (current, action, next) => {
    expect(nextFlowStatus(current, action)).toBe(next);
  });
});

describe('connector transitions', () => {
  const STATUSES: readonly ConnectorStatus[] = ['pending', 'active', 'degraded'];
  const CASES: Array<[ConnectorStatus, CheckOutcome, ConnectorStatus]> = [
    ['pending', 'ok', 'active'],
    ['active', 'ok', 'active'],
    ['degraded', 'ok', 'active'],
    ['pending', 'degrading', 'degraded'],
    ['active', 'degrading', 'degraded'],
    ['degraded', 'degrading', 'degraded'],
    // A configuration or transient failure says nothing about the credentials: the status stays.
    ['pending', 'other', 'pending'],
    ['active', 'other', 'active'],
    ['degraded', 'other', 'degraded'],
  ];

  it.each(CASES)('a %s connector whose check ends %s becomes %s', (current, outcome, next) => {
    expect(nextConnectorStatus(current, outcome)).toBe(next);
  });

  it('never goes back to pending once a check passed or failed on credentials', () => {
    for (const s of STATUSES) {
      expect(nextConnectorStatus(s, 'ok')).not.toBe('pending');
      expect(nextConnectorStatus(s, 'degrading')).not.toBe('pending');
    }
  });

  it.each(pairs(STATUSES))('%s → %s emits the matching event, if any', (from, to) => {
    const expected = from !== 'degraded' && to === 'degraded' ? 'connector.degraded' : from === 'degraded' && to !== 'degraded' ? 'connector.recovered' : null;
    expect(transitionEvent(from, to)).toBe(expected);
  });
});

describe('webhook delivery transitions', () => {
  const STATUSES: readonly DeliveryStatus[] = ['pending', 'succeeded', 'failed'];
  // failed → pending: a recovery queues a failed delivery again with a fresh schedule.
  const ALLOWED = new Set(['pending→pending', 'pending→succeeded', 'pending→failed', 'failed→failed', 'failed→succeeded', 'failed→pending', 'succeeded→succeeded']);
  const SCHEDULE = [30_000, 120_000];
  const FIRST = '2026-01-01T00:00:00.000Z';
  const LATER = '2026-01-01T00:00:31.000Z';

  function state(status: DeliveryStatus, nextAttempt: number | null, firstAttemptAt: string | null = null): DeliveryState {
    return { status, next_attempt: nextAttempt, next_attempt_at: nextAttempt === null ? null : FIRST, first_attempt_at: firstAttemptAt };
  }

  it.each(pairs(STATUSES))('%s → %s is allowed only when listed', (from, to) => {
    expect(DELIVERY_TRANSITIONS[from].includes(to)).toBe(ALLOWED.has(`${from}→${to}`));
  });

  it('has succeeded as its only terminal status', () => {
    expect(STATUSES.filter((s) => DELIVERY_TRANSITIONS[s].every((to) => to === s))).toEqual(['succeeded']);
  });

  it('a first scheduled attempt that fails stays pending and schedules the next one from the first attempt', () => {
    const next = afterAttempt(state('pending', 1), { trigger: 'schedule', scheduledAttempt: 1, ok: false, startedAt: FIRST }, SCHEDULE);
    expect(next).toEqual({
      status: 'pending',
      next_attempt: 2,
      next_attempt_at: '2026-01-01T00:00:30.000Z',
      first_attempt_at: FIRST,
      schedule: { attempt: 2, at: new Date('2026-01-01T00:00:30.000Z') },
    });
  });

  it('a scheduled attempt that succeeds ends the delivery succeeded', () => {
    const next = afterAttempt(state('pending', 2, FIRST), { trigger: 'schedule', scheduledAttempt: 2, ok: true, startedAt: LATER }, SCHEDULE);
    expect(next).toEqual({ status: 'succeeded', next_attempt: null, next_attempt_at: null, first_attempt_at: FIRST });
  });

  it('the last scheduled attempt failing ends the delivery failed', () => {
    const next = afterAttempt(state('pending', 3, FIRST), { trigger: 'schedule', scheduledAttempt: 3, ok: false, startedAt: LATER }, SCHEDULE);
    expect(next).toEqual({ status: 'failed', next_attempt: null, next_attempt_at: null, first_attempt_at: FIRST });
  });

  it('a final failure (endpoint disabled) ends the delivery failed with retries left', () => {
    const next = afterAttempt(state('pending', 1), { trigger: 'schedule', scheduledAttempt: 1, ok: false, final: true, startedAt: FIRST }, SCHEDULE);
    expect(next).toEqual({ status: 'failed', next_attempt: null, next_attempt_at: null, first_attempt_at: FIRST });
  });

  it.each([
    ['a duplicate of an earlier attempt', state('pending', 2, FIRST), 1],
    ['an attempt on a succeeded delivery', state('succeeded', null, FIRST), 2],
    ['an attempt on a failed delivery', state('failed', null, FIRST), 3],
  ] as const)('a stale scheduled attempt (%s) changes nothing', (_what, before, attempt) => {
    expect(afterAttempt(before, { trigger: 'schedule', scheduledAttempt: attempt, ok: true, startedAt: LATER }, SCHEDULE)).toEqual(before);
  });

  it('a replay that succeeds turns a failed delivery succeeded; one that fails leaves it as it was', () => {
    const failed = state('failed', null, FIRST);
    expect(afterAttempt(failed, { trigger: 'replay', ok: true, startedAt: LATER }, SCHEDULE).status).toBe('succeeded');
    expect(afterAttempt(failed, { trigger: 'replay', ok: false, startedAt: LATER }, SCHEDULE)).toEqual(failed);
  });

  it('a Retry-After longer than the next offset delays the next attempt to it, counted as the attempts it passed', () => {
    const schedule = [30_000, 120_000, 600_000];
    // Asked for 5 minutes after the first attempt: attempt 3 (due at 2 min) is passed, attempt 4 is not yet due.
    const next = afterAttempt(state('pending', 1), { trigger: 'schedule', scheduledAttempt: 1, ok: false, retryAfterMs: 300_000, startedAt: FIRST }, schedule);
    expect(next.schedule).toEqual({ attempt: 3, at: new Date('2026-01-01T00:05:00.000Z') });
    expect(next.next_attempt).toBe(3);
  });

  it('a Retry-After shorter than the next offset changes nothing; one past the give-up is cut to it', () => {
    const shorter = afterAttempt(state('pending', 1), { trigger: 'schedule', scheduledAttempt: 1, ok: false, retryAfterMs: 5_000, startedAt: FIRST }, SCHEDULE);
    expect(shorter.schedule).toEqual({ attempt: 2, at: new Date('2026-01-01T00:00:30.000Z') });
    const longer = afterAttempt(state('pending', 1), { trigger: 'schedule', scheduledAttempt: 1, ok: false, retryAfterMs: 86_400_000, startedAt: FIRST }, SCHEDULE);
    expect(longer.schedule).toEqual({ attempt: 3, at: new Date('2026-01-01T00:02:00.000Z') });
  });

  it('refuses to turn a succeeded delivery back, naming both statuses', () => {
    expect(() => afterAttempt(state('succeeded', null, FIRST), { trigger: 'test', ok: false, startedAt: LATER }, SCHEDULE)).toThrow(
      'delivery cannot go from succeeded to failed',
    );
  });
});

describe('what an endpoint’s answer asks for', () => {
  const answer = (statusCode: number, retryAfter?: string) => ({ statusCode, responseHeaders: retryAfter === undefined ? {} : ({ 'retry-after': retryAfter } as Record<string, string>) });
  const NOW = Date.parse('2026-01-01T00:00:00.000Z');

  it.each([
    [429, '120', 120_000],
    [503, '1', 1_000],
    [429, 'Thu, 01 Jan 2026 00:01:00 GMT', 60_000],
    [429, undefined, undefined],
    [429, 'soon', undefined],
    [429, '0', undefined],
    [429, 'Wed, 31 Dec 2025 23:00:00 GMT', undefined],
    [500, '120', undefined],
    [200, '120', undefined],
  ] as const)('a %s with Retry-After %s asks for %s ms', (status, header, ms) => {
    expect(retryAfterMs(answer(status, header), NOW)).toBe(ms);
  });

  it('caps a Retry-After at a week', () => {
    expect(retryAfterMs(answer(429, String(30 * 86_400)), NOW)).toBe(7 * 86_400_000);
  });

  it('takes only 410 as gone', () => {
    expect([404, 410, 500].map((s) => isGone({ statusCode: s }))).toEqual([false, true, false]);
  });
});
