// The official HubSpot client, pointed at the configured origin, with every call run through the SDK's callVendor,
// which classifies the client's errors by their status. The client's own retries are off (they ignore Retry-After
// and log to the console); callVendor waits out a 429 for its Retry-After, or for the window HubSpot names (one
// second for the search limit, ten for the rolling ten-second limit), and the limiter keeps searches under
// HubSpot's five a second.
import { Client } from '@hubspot/api-client';
import { callVendor, parseRetryAfter, type Context, type VendorFailure, type VendorReply } from '@sluice/connector-sdk';
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

/** A thrown error of the HubSpot client as callVendor reads it. */
function hubspotReply(err: unknown): VendorReply | 'network' | undefined {
  if (isApiError(err)) {
    const retryAfterSeconds = err.code === 429 ? rateLimitWait(err) : parseRetryAfter(err.headers?.['retry-after'] ?? null);
    return { status: err.code, retryAfterSeconds, detail: bodyMessage(err) };
  }
  const e = err as { name?: string; code?: string } | null;
  return e?.name === 'FetchError' || e?.name === 'AbortError' || typeof e?.code === 'string' ? 'network' : undefined;
}

/** The words of a failed HubSpot call, by kind. */
function hubspotMessage(failure: VendorFailure, timeoutSeconds: number): string {
  const { what, status, detail } = failure;
  if (failure.timedOut) return `HubSpot did not answer ${what} within ${timeoutSeconds} s`;
  if (status === undefined) return `cannot reach HubSpot to ${what}: ${(failure.cause as Error | undefined)?.message ?? String(failure.cause)}`;
  if (status === 401) return `HubSpot refused the access token (401): ${detail}`;
  if (failure.kind === 'quota') return `HubSpot answered 429 to ${what}: ${detail}`;
  if (failure.kind === 'transient') return `HubSpot failed to ${what} (${status}): ${detail}`;
  return `HubSpot refused to ${what} (${status}): ${detail}`;
}

/** Runs one HubSpot call with a time-out, waiting out 429s up to max_retry_after_seconds each. */
export function call<T>(ctx: HubspotContext, what: string, fn: () => Promise<T>): Promise<T> {
  return callVendor(() => fn(), {
    what,
    signal: ctx.signal,
    timeoutMs: ctx.config.timeout_seconds * 1000,
    retries: RATE_LIMIT_RETRIES,
    maxRetryAfterSeconds: ctx.config.max_retry_after_seconds,
    errorOf: hubspotReply,
    message: (failure) => hubspotMessage(failure, ctx.config.timeout_seconds),
    onWait: (wait) => ctx.logger.warn('HubSpot rate limit: waiting before retrying', { call: what, wait_seconds: wait }),
  });
}
