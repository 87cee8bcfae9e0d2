// The context's fetch: callVendor (vendor.ts) around fetch. It aborts with the call, and turns HTTP and network
// failures into the SDK's error kinds, so a 401, a 429 and a DNS failure reach the customer as three different
// things; a status the table does not make a failure (a 404, by default) comes back to the caller.
import { REASON_PHRASES, type StatusTable } from './statuses.js';
import type { ConnectorFetch, FetchOptions } from './types.js';
import { callVendor, networkCause, type VendorFailure, type VendorReply } from './vendor.js';

/** ctx.fetch's table: the SDK's, except that a 4xx other than 401, 403 and 429 is the caller's to read. */
const FETCH_STATUSES: StatusTable = { '4xx': 'return' };

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
export function describeUrl(url: string | URL): string {
  try {
    const u = new URL(String(url));
    return `${u.origin}${u.pathname}`;
  } catch {
    return 'the URL';
  }
}

/** A Response as callVendor reads it. */
export function responseReply(res: Response): VendorReply {
  return {
    status: res.status,
    retryAfterSeconds: parseRetryAfter(res.headers.get('retry-after')),
    detail: res.statusText || REASON_PHRASES[res.status],
    discard: async () => {
      await res.body?.cancel();
    },
  };
}

/**
 * ctx.fetch's wording, `what` being the URL: `https://api.example.com/v1/x answered 429 Too Many Requests; retry
 * after 5 s`, or the network failure. `callerAborted`: the request's own signal ended it.
 */
export function fetchFailureMessage(failure: VendorFailure, callerAborted = false): string {
  const where = failure.what;
  if (failure.status === undefined) {
    if (failure.timedOut || callerAborted) return `request to ${where} timed out or was aborted`;
    return `request to ${where} failed: ${networkCause(failure.cause)}`;
  }
  const detail = failure.detail ? ` ${failure.detail}` : '';
  const after = failure.retryAfterSeconds === undefined ? '' : `; retry after ${failure.retryAfterSeconds} s`;
  return `${where} answered ${failure.status}${detail}${after}`;
}

export function classifyingFetch(signal: AbortSignal, base: typeof fetch = fetch): ConnectorFetch {
  return (url, init: FetchOptions = {}) => {
    const { retries, maxRetryAfterSeconds, timeoutMs, statuses, message, ...rest } = init;
    const where = describeUrl(url);
    const own = rest.signal ?? undefined;
    return callVendor((attempt) => base(url, { ...rest, signal: own ? AbortSignal.any([attempt, own]) : attempt }), {
      what: where,
      signal,
      timeoutMs,
      retries,
      maxRetryAfterSeconds,
      statuses: { ...FETCH_STATUSES, ...statuses },
      replyOf: responseReply,
      message: message ?? ((failure) => fetchFailureMessage(failure, own?.aborted === true)),
    });
  };
}
