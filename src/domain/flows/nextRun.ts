// When a flow runs next: the one place next_run_at is computed, on the database's clock. A flow that is created,
// rescheduled or resumed runs one interval from now; the scheduler moves a due flow to its first slot after now on
// the flow's own grid (anchored at the slot it just took), so missed slots are skipped, not back-filled.
import type { Knex } from 'knex';
import type { ScheduleIntervals, Schedule } from './schedules.js';

/**
 * The next_run_at to write for a flow: null when it is paused or `manual`. With `after` (the slot just due), the
 * first slot after now on that slot's grid; otherwise one interval from now.
 */
export function nextRunAt(
  knex: Knex,
  intervals: ScheduleIntervals,
  flow: { schedule: Schedule; status: 'active' | 'paused' },
  after?: string,
): Knex.Raw | null {
  const seconds = intervals.seconds(flow.schedule);
  if (seconds === null || flow.status !== 'active') return null;
  if (after === undefined) return knex.raw('clock_timestamp() + make_interval(secs => ?)', [seconds]);
  return knex.raw('?::timestamptz + make_interval(secs => ? * (floor(extract(epoch FROM clock_timestamp() - ?::timestamptz) / ?) + 1))', [after, seconds, after, seconds]);
}
