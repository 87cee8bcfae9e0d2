// Schedule labels and their intervals. `manual` flows never run on a schedule. Operators (and tests) may shorten
// intervals with SLUICE_SCHEDULE_INTERVALS, e.g. `every_5m=2` runs every_5m flows every 2 seconds: the process
// builds one ScheduleIntervals value from its configuration and hands it to whatever computes a next run.
export const SCHEDULES = ['every_5m', 'every_15m', 'every_30m', 'hourly', 'every_6h', 'daily', 'manual'] as const;
export type Schedule = (typeof SCHEDULES)[number];

const INTERVAL_SECONDS: Record<Schedule, number | null> = {
  every_5m: 300,
  every_15m: 900,
  every_30m: 1800,
  hourly: 3600,
  every_6h: 21600,
  daily: 86400,
  manual: null,
};

export type IntervalOverrides = Partial<Record<Exclude<Schedule, 'manual'>, number>>;

/** Seconds between the scheduled runs of each schedule label, overrides applied. */
export interface ScheduleIntervals {
  /** Null for `manual`: such a flow has no next run. */
  seconds(schedule: Schedule): number | null;
}

export function scheduleIntervals(overrides: IntervalOverrides = {}): ScheduleIntervals {
  const own = { ...overrides };
  return {
    seconds: (schedule) => (schedule === 'manual' ? null : (own[schedule] ?? INTERVAL_SECONDS[schedule])),
  };
}

/** The intervals the product documents, without overrides. */
export const STANDARD_INTERVALS: ScheduleIntervals = scheduleIntervals();

/** Parses `label=seconds,label=seconds`; throws with a precise message on anything else. */
export function parseIntervalOverrides(text: string): IntervalOverrides {
  const result: IntervalOverrides = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([a-z0-9_]+)=([1-9]\d*)$/.exec(part);
    const label = m?.[1] as Schedule | undefined;
    if (!m || !label || label === 'manual' || !(SCHEDULES as readonly string[]).includes(label)) {
      throw new Error(`'${part}' is not <schedule>=<seconds> with a schedule among ${SCHEDULES.filter((s) => s !== 'manual').join(', ')}`);
    }
    result[label as Exclude<Schedule, 'manual'>] = Number(m[2]);
  }
  return result;
}
