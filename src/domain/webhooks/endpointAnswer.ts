// What an endpoint's answer asks of the sender beyond success or failure: `410 Gone` means the endpoint is gone
// for good (disable it, retry nothing); `429` or `503` with `Retry-After` asks for at least that long before the
// next attempt.
import type { SendOutcome } from './sender.js';

/** The longest wait a Retry-After is taken at its word for; the schedule's give-up caps it anyway. */
const MAX_RETRY_AFTER_MS = 7 * 24 * 3_600_000;

export function isGone(outcome: Pick<SendOutcome, 'statusCode'>): boolean {
  return outcome.statusCode === 410;
}

/** Retry-After of a 429 or 503, as delay-seconds or an HTTP date, in ms from `now`; undefined when absent or unusable. */
export function retryAfterMs(outcome: Pick<SendOutcome, 'statusCode' | 'responseHeaders'>, now = Date.now()): number | undefined {
  if (outcome.statusCode !== 429 && outcome.statusCode !== 503) return undefined;
  const raw = outcome.responseHeaders?.['retry-after']?.trim();
  if (!raw) return undefined;
  let ms: number;
  if (/^\d+$/.test(raw)) ms = Number(raw) * 1000;
  else {
    const at = Date.parse(raw);
    if (Number.isNaN(at)) return undefined;
    ms = at - now;
  }
  return ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}
