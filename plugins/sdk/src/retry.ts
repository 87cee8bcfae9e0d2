// Waiting out a target's rate limit inside one call of a connector: the pause that ends early when Sluice cancels
// the call, and the loop that retries a call refused with a QuotaError after the wait it names, giving up (with
// that QuotaError, so the run fails as a quota problem and not as a hang) once a wait is longer than the connector
// allows or the retries are used up. callVendor (vendor.ts) classifies and retries a vendor's answers itself;
// retryOnQuota is for a call whose errors the connector has already turned into the SDK's kinds.
import { QuotaError } from './errors.js';

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface QuotaRetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** The longest wait worth making, in seconds; a longer one gives up at once. */
  maxWaitSeconds: number;
  /** The wait, in seconds, when the QuotaError names none (default: 1 s). `attempt` counts from 0. */
  fallbackSeconds?: (attempt: number) => number;
  /** Told each wait before it starts (to log it). */
  onWait?: (seconds: number, attempt: number) => void;
}

/**
 * Runs `call`, and again after a wait each time it throws a QuotaError: the error's retryAfterSeconds, else the
 * fallback. Any other error, a QuotaError past the retries or with a wait over maxWaitSeconds, and the signal's
 * abort during a wait are thrown as they are.
 */
export async function retryOnQuota<T>(signal: AbortSignal, call: () => Promise<T>, options: QuotaRetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof QuotaError)) throw err;
      const wait = err.retryAfterSeconds ?? options.fallbackSeconds?.(attempt) ?? 1;
      if (attempt >= options.retries || wait > options.maxWaitSeconds) throw err;
      options.onWait?.(wait, attempt);
      await sleep(wait * 1000, signal);
    }
  }
}
