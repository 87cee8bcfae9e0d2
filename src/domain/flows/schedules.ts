// Schedule labels and their intervals. `manual` flows never run on a schedule. Operators (and tests) may shorten
// intervals with SLUICE_SCHEDULE_INTERVALS, e.g. `every_5m=2` runs every_5m flows every 2 seconds.
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

let overrides: IntervalOverrides = {};

export function setIntervalOverrides(next: IntervalOverrides): void {
  overrides = { ...next };
}

export function intervalSeconds(schedule: Schedule): number | null {
  if (schedule === 'manual') return null;
  return overrides[schedule] ?? INTERVAL_SECONDS[schedule];
}

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
