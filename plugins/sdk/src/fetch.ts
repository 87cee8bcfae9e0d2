// The context's fetch: aborts with the call, and turns HTTP and network failures into the SDK's error kinds, so a
// 401, a 429 and a DNS failure reach the customer as three different things.
import { egressError, isEgressRefusal } from './egress.js';
import { AuthError, QuotaError, TransientError } from './errors.js';
import { sleep } from './retry.js';
import type { ConnectorFetch, FetchOptions } from './types.js';

const DEFAULT_RETRIES = 2;
const DEFAULT_MAX_RETRY_AFTER_SECONDS = 30;
/** Without a Retry-After, a 429 is retried after this many seconds. */
const DEFAULT_WAIT_SECONDS = 1;

/**
 * Retry-After in whole seconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. Fractional
 * seconds ("2.0", as Shopify sends) are rounded up.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Where a request went, without its query string (which may carry a token). */
function describeUrl(url: string | URL): string {
  try {
    const u = new URL(String(url));
    return `${u.origin}${u.pathname}`;
  } catch {
    return 'the URL';
  }
}

function networkCause(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err as Error).message ?? String(err);
}

export function classifyingFetch(signal: AbortSignal, base: typeof fetch = fetch): ConnectorFetch {
  return async (url, init: FetchOptions = {}) => {
    const { retries = DEFAULT_RETRIES, maxRetryAfterSeconds = DEFAULT_MAX_RETRY_AFTER_SECONDS, ...rest } = init;
    const where = describeUrl(url);
    const combined = rest.signal ? AbortSignal.any([signal, rest.signal]) : signal;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await base(url, { ...rest, signal: combined });
      } catch (err) {
        if (signal.aborted) throw err; // Sluice cancelled the call: not a failure of the system
        // The egress policy refused the target: the customer's configuration must change, and nothing was sent.
        if (isEgressRefusal(err)) throw egressError(err);
        if (combined.aborted) throw new TransientError(`request to ${where} timed out or was aborted`, { cause: err });
        throw new TransientError(`request to ${where} failed: ${networkCause(err)}`, { cause: err });
      }
      if (res.status === 401 || res.status === 403) {
        await res.body?.cancel();
        throw new AuthError(`${where} answered ${res.status} ${res.statusText || (res.status === 401 ? 'Unauthorized' : 'Forbidden')}`);
      }
      const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
      const retryable = res.status === 429 || (res.status === 503 && retryAfter !== undefined);
      if (retryable) {
        const wait = retryAfter ?? DEFAULT_WAIT_SECONDS;
        if (attempt < retries && wait <= maxRetryAfterSeconds) {
          await res.body?.cancel();
          await sleep(wait * 1000, combined);
          continue;
        }
        await res.body?.cancel();
        const after = retryAfter === undefined ? '' : `; retry after ${retryAfter} s`;
        if (res.status === 429) {
          throw new QuotaError(`${where} answered 429 Too Many Requests${after}`, { retryAfterSeconds: retryAfter });
        }
        throw new TransientError(`${where} answered 503 Service Unavailable${after}`);
      }
      if (res.status >= 500) {
        await res.body?.cancel();
        throw new TransientError(`${where} answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
      }
      return res;
    }
  };
}
