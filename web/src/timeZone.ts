// Which zone the console shows times in: UTC (the default, the same for everyone reading a run together) or the
// browser's own. The choice is kept in this browser (localStorage) and every <Time> follows it at once.
import { useEffect, useState } from 'preact/hooks';

export type TimeZoneChoice = 'utc' | 'browser';

const KEY = 'sluice.timeZone';
const EVENT = 'sluice-time-zone';

export function timeZoneChoice(): TimeZoneChoice {
  try {
    return localStorage.getItem(KEY) === 'browser' ? 'browser' : 'utc';
  } catch {
    return 'utc';
  }
}

export function setTimeZoneChoice(choice: TimeZoneChoice): void {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // A browser refusing storage keeps the choice for this page only.
  }
  window.dispatchEvent(new CustomEvent(EVENT, { detail: choice }));
}

/** The zone chosen now, following changes. */
export function useTimeZoneChoice(): TimeZoneChoice {
  const [choice, setChoice] = useState(timeZoneChoice);
  useEffect(() => {
    const follow = (e: Event) => setChoice((e as CustomEvent<TimeZoneChoice>).detail);
    window.addEventListener(EVENT, follow);
    return () => window.removeEventListener(EVENT, follow);
  }, []);
  return choice;
}

/** The browser's zone by name, e.g. `Europe/Berlin`. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `date` as the console writes it: `2026-11-26 21:39:42 UTC`, or in the browser's zone with its abbreviation. */
export function formatTime(date: Date, choice: TimeZoneChoice): string {
  if (choice === 'utc') return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  // dateStyle and timeStyle cannot be combined with timeZoneName: the fields are named one by one.
  return date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });
}
