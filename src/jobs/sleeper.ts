// A poll loop's pause that can be cut short: `sleep` waits up to its time unless `wake` was called meanwhile (or
// just before, so a wake between two polls is never lost), and never waits once the loop is stopping.
export interface Sleeper {
  sleep(ms: number): Promise<void>;
  wake(): void;
}

export function createSleeper(stopping: () => boolean): Sleeper {
  let woken = false;
  let wakeSleeper: (() => void) | undefined;
  return {
    wake() {
      woken = true;
      wakeSleeper?.();
    },
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        if (woken || stopping()) {
          woken = false;
          resolve();
          return;
        }
        const done = () => {
          clearTimeout(timer);
          wakeSleeper = undefined;
          woken = false;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakeSleeper = done;
      }),
  };
}
