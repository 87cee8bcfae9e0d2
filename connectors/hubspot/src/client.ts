// The official HubSpot client, pointed at the configured origin, with every call classified into the SDK's error
// kinds. The client's own retries are off (they ignore Retry-After and log to the console); this module waits out a
// 429 for its Retry-After, or for the window HubSpot names (one second for the search limit, ten for the rolling
// ten-second limit), and its limiter keeps searches under HubSpot's five a second.
import { Client } from '@hubspot/api-client';
import { AuthError, ConfigError, QuotaError, TransientError, egressError, isEgressRefusal, parseRetryAfter, retryOnQuota, type Context } from '@sluice/connector-sdk';
import type { HubspotConfig, HubspotCredentials } from './config.js';

export type HubspotContext = Context<HubspotConfig, HubspotCredentials>;

const RATE_LIMIT_RETRIES = 3;

export function hubspotClient(ctx: HubspotContext): Client {
  return new Client({
    accessToken: ctx.credentials.access_token,
    basePath: (ctx.config.api_base_url ?? 'https://api.hubapi.com').replace(/\/+$/, ''),
    numberOfApiCallRetries: 0,
    // One request at a time, at most about four a second: under the search API's five per second per token.
    limiterOptions: { maxConcurrent: 1, minTime: 250 },
  });
}

interface ApiErrorLike {
  code: number;
  body?: { message?: string; category?: string; policyName?: string; errors?: Array<{ message?: string; context?: { requiredGranularScopes?: string[] } }> } | string;
  headers?: Record<string, string>;
}

function isApiError(err: unknown): err is ApiErrorLike {
  return typeof err === 'object' && err !== null && typeof (err as ApiErrorLike).code === 'number' && 'body' in err;
}

function bodyMessage(err: ApiErrorLike): string {
  if (typeof err.body === 'string') return err.body.slice(0, 300);
  return err.body?.message ?? `HTTP ${err.code}`;
}

/** How long HubSpot asks to wait after a 429: its Retry-After, or the window of the limit it names. */
function rateLimitWait(err: ApiErrorLike): number {
  const after = parseRetryAfter(err.headers?.['retry-after'] ?? null);
  if (after !== undefined) return after;
  const body = typeof err.body === 'object' ? err.body : undefined;
  return body?.policyName === 'TEN_SECONDLY_ROLLING' ? 10 : 1;
}

/** The SDK's error for a failed HubSpot call; `what` names it ("search contacts"). */
export function classify(err: unknown, what: string): Error {
  if (isEgressRefusal(err)) return egressError(err) as Error;
  if (!isApiError(err)) {
    const e = err as { name?: string; code?: string; message?: string };
    if (e?.name === 'FetchError' || e?.name === 'AbortError' || typeof e?.code === 'string') {
      return new TransientError(`cannot reach HubSpot to ${what}: ${e.message ?? String(err)}`, { cause: err });
    }
    return err as Error;
  }
  const message = bodyMessage(err);
  if (err.code === 401) return new AuthError(`HubSpot refused the access token (401): ${message}`, { cause: err });
  if (err.code === 403) return new AuthError(`HubSpot refused to ${what} (403): ${message}`, { cause: err });
  if (err.code === 429) return new QuotaError(`HubSpot answered 429 to ${what}: ${message}`, { cause: err, retryAfterSeconds: rateLimitWait(err) });
  if (err.code >= 500) return new TransientError(`HubSpot failed to ${what} (${err.code}): ${message}`, { cause: err });
  return new ConfigError(`HubSpot refused to ${what} (${err.code}): ${message}`, { cause: err });
}

/** Runs one HubSpot call with a time-out, waiting out 429s up to max_retry_after_seconds each. */
export function call<T>(ctx: HubspotContext, what: string, fn: () => Promise<T>): Promise<T> {
  return retryOnQuota(
    ctx.signal,
    async () => {
      try {
        return await withTimeout(fn(), ctx.config.timeout_seconds * 1000, what);
      } catch (raw) {
        throw classify(raw, what);
      }
    },
    {
      retries: RATE_LIMIT_RETRIES,
      maxWaitSeconds: ctx.config.max_retry_after_seconds,
      onWait: (wait) => ctx.logger.warn('HubSpot rate limit: waiting before retrying', { call: what, wait_seconds: wait }),
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransientError(`HubSpot did not answer ${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
