// Calls `refresh` every `everyMs` while the page is visible (and once on coming back to it), so lists of runs and
// flows follow what the workers do without a reload. The lists re-render in place, keyed by id: scroll position
// and focus stay where they were.
import { useEffect } from 'preact/hooks';

export const REFRESH_MS = 5000;

export function useAutoRefresh(refresh: () => void, enabled = true, everyMs = REFRESH_MS): void {
  useEffect(() => {
    if (!enabled) return;
    const tick = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = setInterval(tick, everyMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [enabled, everyMs]);
}
