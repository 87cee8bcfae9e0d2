// A point in time shown with its zone, in UTC or in the browser's zone as the user chose (timeZone.ts), with the
// UTC value in `datetime` and on hover.
import { formatTime, useTimeZoneChoice } from '../timeZone';

export function Time({ value, empty = '—' }: { value: string | null | undefined; empty?: string }) {
  const choice = useTimeZoneChoice();
  if (!value) return <span>{empty}</span>;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  const utc = date.toISOString();
  return (
    <time dateTime={utc} title={utc}>
      {formatTime(date, choice)}
    </time>
  );
}

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds % 60)} s`;
}
