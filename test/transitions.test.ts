// The four lifecycle tables (runs, flows, connectors, webhook deliveries), checked pair by pair without a database:
// every allowed move, every refused one, and the terminal states. docs/design.md describes the same tables.
import { describe, expect, it } from 'vitest';
import type { ConnectorStatus } from '../src/domain/connectors/repository.js';
import { nextConnectorStatus, transitionEvent, type CheckOutcome } from '../src/domain/connectors/transitions.js';
import { nextFlowStatus, type FlowAction, type FlowStatus } from '../src/domain/flows/transitions.js';
import type { RunStatus } from '../src/domain/runs/repository.js';
import { assertRunTransition, canTransition, IN_FLIGHT } from '../src/domain/runs/transitions.js';
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
  const ALLOWED = new Set(['pending→pending', 'pending→succeeded', 'pending→failed', 'failed→failed', 'failed→succeeded', 'succeeded→succeeded']);
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

  it('refuses to turn a succeeded delivery back, naming both statuses', () => {
    expect(() => afterAttempt(state('succeeded', null, FIRST), { trigger: 'test', ok: false, startedAt: LATER }, SCHEDULE)).toThrow(
      'delivery cannot go from succeeded to failed',
    );
  });
});
