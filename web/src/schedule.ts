// A flow's schedule in words: the interval labels as phrases, and a `cron:` schedule described by cronstrue (with
// its time zone), so a list reads "Every 15 minutes" or "At 06:00 AM, Monday through Friday (UTC)" rather than
// `every_15m` or `cron:0 6 * * 1-5`. The raw value stays available for a tooltip.
import cronstrue from 'cronstrue';

const INTERVALS: Record<string, string> = {
  every_5m: 'Every 5 minutes',
  every_15m: 'Every 15 minutes',
  every_30m: 'Every 30 minutes',
  hourly: 'Every hour',
  every_6h: 'Every 6 hours',
  daily: 'Every day',
  manual: 'Manual only',
};

export function scheduleInWords(schedule: string, timezone = 'UTC'): string {
  if (schedule.startsWith('cron:')) {
    try {
      return `${cronstrue.toString(schedule.slice('cron:'.length), { use24HourTimeFormat: true, verbose: false })} (${timezone})`;
    } catch {
      return schedule;
    }
  }
  return INTERVALS[schedule] ?? schedule;
}
