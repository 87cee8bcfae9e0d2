// Schedules: interval labels, `manual` (never runs on a schedule), or `cron:<expression>` (cron.ts). Operators (and
// tests) may shorten intervals with SLUICE_SCHEDULE_INTERVALS, e.g. `every_5m=2` runs every_5m flows every 2
// seconds: the process builds one ScheduleIntervals value from its configuration and hands it to whatever computes
// a next run. Cron schedules are not shortened.
import { cronProblem, isCron, zoneProblem, type CronSchedule } from './cron.js';

export const SCHEDULES = ['every_5m', 'every_15m', 'every_30m', 'hourly', 'every_6h', 'daily', 'manual'] as const;
export type ScheduleLabel = (typeof SCHEDULES)[number];
export type Schedule = ScheduleLabel | CronSchedule;

/** The zone a flow's schedule is evaluated in when none is given. */
export const DEFAULT_SCHEDULE_TIMEZONE = 'UTC';

const INTERVAL_SECONDS: Record<ScheduleLabel, number | null> = {
  every_5m: 300,
  every_15m: 900,
  every_30m: 1800,
  hourly: 3600,
  every_6h: 21600,
  daily: 86400,
  manual: null,
};

export type IntervalOverrides = Partial<Record<Exclude<ScheduleLabel, 'manual'>, number>>;

/** Seconds between the scheduled runs of each schedule label, overrides applied. */
export interface ScheduleIntervals {
  /** Null for `manual` (no next run) and for cron schedules (no fixed interval). */
  seconds(schedule: Schedule): number | null;
}

export function scheduleIntervals(overrides: IntervalOverrides = {}): ScheduleIntervals {
  const own = { ...overrides };
  return {
    seconds: (schedule) => (schedule === 'manual' || isCron(schedule) ? null : (own[schedule] ?? INTERVAL_SECONDS[schedule])),
  };
}

/** The intervals the product documents, without overrides. */
export const STANDARD_INTERVALS: ScheduleIntervals = scheduleIntervals();

/** Parses `label=seconds,label=seconds`; throws with a precise message on anything else. */
export function parseIntervalOverrides(text: string): IntervalOverrides {
  const result: IntervalOverrides = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([a-z0-9_]+)=([1-9]\d*)$/.exec(part);
    const label = m?.[1] as ScheduleLabel | undefined;
    if (!m || !label || label === 'manual' || !(SCHEDULES as readonly string[]).includes(label)) {
      throw new Error(`'${part}' is not <schedule>=<seconds> with a schedule among ${SCHEDULES.filter((s) => s !== 'manual').join(', ')}`);
    }
    result[label as Exclude<ScheduleLabel, 'manual'>] = Number(m[2]);
  }
  return result;
}

/**
 * What is wrong with a schedule and its zone, naming the body field at fault, or undefined when both are valid.
 * Interval labels ignore the zone, but it must still be a zone: it is kept for a later change to cron.
 */
export function scheduleProblem(schedule: string, zone: string): { field: 'schedule' | 'schedule_timezone'; message: string } | undefined {
  const badZone = zoneProblem(zone);
  if (badZone) return { field: 'schedule_timezone', message: badZone };
  if (isCron(schedule)) {
    const problem = cronProblem(schedule, zone);
    return problem ? { field: 'schedule', message: problem } : undefined;
  }
  if (!(SCHEDULES as readonly string[]).includes(schedule)) {
    return { field: 'schedule', message: `'${schedule}' is not a schedule: use one of ${SCHEDULES.join(', ')}, or cron: and a five-field expression` };
  }
  return undefined;
}
