// A background pass repeated until stopped: at once, then every `intervalMs`, and again at once while a pass reports
// a full batch (more is waiting). A failed pass is reported and tried again after the interval; stop() ends the
// pause at once and resolves when the pass under way has finished.
import { createSleeper } from './sleeper.js';

export interface PollLoop {
  stop(): Promise<void>;
}

/** `pass` resolves true when it handled a full batch. */
export function startPollLoop(pass: () => Promise<boolean>, intervalMs: number, onError: (err: unknown) => void): PollLoop {
  let stopped = false;
  const sleeper = createSleeper(() => stopped);
  const loop = (async () => {
    while (!stopped) {
      let full = false;
      try {
        full = await pass();
      } catch (err) {
        if (stopped) break;
        onError(err);
      }
      if (!full) await sleeper.sleep(intervalMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      sleeper.wake();
      await loop;
    },
  };
}
