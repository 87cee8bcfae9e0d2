// Cron schedules: `cron:<minute> <hour> <day-of-month> <month> <day-of-week>` evaluated in the flow's IANA time zone,
// with croner (pinned in package.json) doing the calendar arithmetic. Daylight-saving changes follow Vixie cron's
// rule, as croner applies it with fixedTimeRule "no-wildcard": a job at fixed times (no `*` or step in the minute
// and hour fields) whose time does not exist on the day clocks go forward (02:30 in Berlin on the last Sunday of
// March) runs at the first instant after the gap (03:00 local), and one whose time happens twice when they go back
// runs once, the first time. A job every n minutes or hours follows the wall clock: it skips the missing hour and
// runs in both repeated ones.
import { Cron } from 'croner';

export const CRON_PREFIX = 'cron:';

export type CronSchedule = `cron:${string}`;

export function isCron(schedule: string): schedule is CronSchedule {
  return schedule.startsWith(CRON_PREFIX);
}

/** Whether `zone` is an IANA time zone this runtime knows (its ICU data), e.g. `Europe/Berlin` or `UTC`. */
export function zoneProblem(zone: string): string | undefined {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return undefined;
  } catch {
    return `'${zone}' is not an IANA time zone (for example UTC, Europe/Berlin, America/New_York)`;
  }
}

function pattern(schedule: CronSchedule): string {
  return schedule.slice(CRON_PREFIX.length).trim();
}

function cronOf(schedule: CronSchedule, zone: string): Cron {
  // Sunday is 0 or 7 (as in Vixie cron); a day-of-month and a day-of-week both restricted means either matches.
  return new Cron(pattern(schedule), { timezone: zone, paused: true, mode: '5-part', domAndDow: false, fixedTimeRule: 'no-wildcard' });
}

/** What is wrong with a cron schedule, or undefined when it is a five-field expression that fires. */
export function cronProblem(schedule: CronSchedule, zone = 'UTC'): string | undefined {
  const fields = pattern(schedule).split(/\s+/).filter(Boolean);
  if (fields.length !== 5) {
    return `'${schedule}' must have five fields after 'cron:' (minute hour day-of-month month day-of-week, e.g. cron:0 6 * * 1-5); it has ${fields.length}`;
  }
  let next: Date | null;
  try {
    next = cronOf(schedule, zone).nextRun();
  } catch (err) {
    return `'${schedule}' is not a valid cron expression: ${(err as Error).message}`;
  }
  if (next === null) return `'${schedule}' never fires (no date matches it)`;
  return undefined;
}

/** The next `count` run times strictly after `after`; [] when there are none. */
export function cronRuns(schedule: CronSchedule, zone: string, after: Date, count: number): Date[] {
  return cronOf(schedule, zone).nextRuns(count, after);
}
