// When a flow runs next: the one place next_run_at is computed. Interval schedules use the database's clock: a
// flow that is created, rescheduled or resumed runs one interval from now, and the scheduler moves a due flow to its
// first slot after now on the flow's own grid (anchored at the slot it just took). Cron schedules run at their next
// occurrence in the flow's zone (cron.ts), never at or before the slot just taken, whatever this process's clock
// says. In both, missed slots are skipped, not back-filled.
import type { Knex } from 'knex';
import { cronRuns, isCron } from './cron.js';
import { DEFAULT_SCHEDULE_TIMEZONE, type ScheduleIntervals, type Schedule } from './schedules.js';

export interface Scheduled {
  schedule: Schedule;
  status: 'active' | 'paused';
  schedule_timezone?: string;
}

/**
 * The next_run_at to write for a flow: null when it is paused or `manual` (or a cron expression that never fires
 * again). With `after` (the slot just due), the first slot after now and after `after`; otherwise the first after now.
 */
export function nextRunAt(knex: Knex, intervals: ScheduleIntervals, flow: Scheduled, after?: string | Date): Knex.Raw | null {
  if (flow.status !== 'active') return null;
  if (isCron(flow.schedule)) {
    const now = new Date();
    const slot = after === undefined ? undefined : new Date(after);
    const [next] = cronRuns(flow.schedule, flow.schedule_timezone ?? DEFAULT_SCHEDULE_TIMEZONE, slot && slot > now ? slot : now, 1);
    return next ? knex.raw('?::timestamptz', [next.toISOString()]) : null;
  }
  const seconds = intervals.seconds(flow.schedule);
  if (seconds === null) return null;
  if (after === undefined) return knex.raw('clock_timestamp() + make_interval(secs => ?)', [seconds]);
  const slot = after instanceof Date ? after.toISOString() : after;
  return knex.raw('?::timestamptz + make_interval(secs => ? * (floor(extract(epoch FROM clock_timestamp() - ?::timestamptz) / ?) + 1))', [slot, seconds, slot, seconds]);
}

/** A Date as the API writes timestamps: UTC with six fractional digits. */
function micros(d: Date): string {
  return `${d.toISOString().slice(0, 23)}000Z`;
}

/** `at` (`YYYY-MM-DDTHH:MM:SS.ffffffZ`) moved by whole seconds, its microseconds kept (a Date holds milliseconds). */
function plusSeconds(at: string, seconds: number): string {
  return `${new Date(Date.parse(`${at.slice(0, 19)}Z`) + seconds * 1000).toISOString().slice(0, 19)}${at.slice(19)}`;
}

/** The next `count` run times from `nextRun` (the stored next_run_at) on, it first: [] for a paused or manual flow. */
export function upcomingRuns(intervals: ScheduleIntervals, flow: Scheduled, nextRun: string | null, count = 5): string[] {
  if (flow.status !== 'active' || nextRun === null) return [];
  if (isCron(flow.schedule)) {
    return [nextRun, ...cronRuns(flow.schedule, flow.schedule_timezone ?? DEFAULT_SCHEDULE_TIMEZONE, new Date(nextRun), count - 1).map(micros)];
  }
  const seconds = intervals.seconds(flow.schedule);
  if (seconds === null) return [];
  return Array.from({ length: count }, (_, i) => plusSeconds(nextRun, i * seconds));
}
