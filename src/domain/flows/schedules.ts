// Schedule labels and their intervals. `manual` flows never run on a schedule.
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

export function intervalSeconds(schedule: Schedule): number | null {
  return INTERVAL_SECONDS[schedule];
}
