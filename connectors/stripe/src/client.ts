// The official Stripe client, pointed at the configured origin, with every call run through the SDK's callVendor:
// the client's errors are read as the statuses they stand for, so the SDK's status table classifies them. The
// client's own retries are off (it retries 409 and 5xx but never a 429): callVendor retries 429s for their
// Retry-After, so a rate limit is honoured and a longer wait fails the run as a quota error, not a hang.
import Stripe from 'stripe';
import { ConfigError, callVendor, egressError, isEgressRefusal, parseRetryAfter, type Context, type VendorFailure, type VendorReply } from '@sluice/connector-sdk';
import type { StripeConfig, StripeCredentials } from './config.js';

export type StripeContext = Context<StripeConfig, StripeCredentials>;

const RATE_LIMIT_RETRIES = 3;

export function stripeClient(ctx: StripeContext): Stripe {
  const base = new URL(ctx.config.api_base_url ?? 'https://api.stripe.com');
  return new Stripe(ctx.credentials.api_key, {
    host: base.hostname,
    port: base.port ? Number(base.port) : base.protocol === 'http:' ? 80 : 443,
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
    timeout: ctx.config.timeout_seconds * 1000,
    telemetry: false,
    appInfo: { name: 'Sluice stripe connector', version: '1.0.0' },
    ...(ctx.config.stripe_account ? { stripeAccount: ctx.config.stripe_account } : {}),
  });
}

interface StripeErrorLike {
  type?: string;
  statusCode?: number;
  message: string;
  code?: string;
  param?: string;
  headers?: Record<string, string>;
  detail?: unknown;
}

function isStripeError(err: unknown): err is StripeErrorLike {
  return typeof err === 'object' && err !== null && typeof (err as StripeErrorLike).type === 'string' && (err as StripeErrorLike).type!.startsWith('Stripe');
}

/** Whether a failed list call was refused because its cursor object no longer exists (deleted since). */
export function isMissingCursor(err: unknown): boolean {
  return err instanceof ConfigError && (err.cause as StripeErrorLike | undefined)?.code === 'resource_missing' && /starting_after|ending_before/.test(String((err.cause as StripeErrorLike).param));
}

/** The status each error type of the client stands for, where its own statusCode may be missing or misleading. */
const TYPE_STATUS: Record<string, number> = {
  StripeAuthenticationError: 401,
  StripePermissionError: 403,
  StripeRateLimitError: 429,
  StripeAPIError: 500,
  StripeIdempotencyError: 503,
};

/** A thrown error of the Stripe client as callVendor reads it. */
function stripeReply(err: unknown): VendorReply | 'network' | Error | undefined {
  if (!isStripeError(err)) return undefined;
  if (err.type === 'StripeConnectionError') return isEgressRefusal(err.detail) ? (egressError(err.detail) as Error) : 'network';
  const status = TYPE_STATUS[err.type!] ?? err.statusCode ?? 400;
  return { status, retryAfterSeconds: parseRetryAfter(err.headers?.['retry-after'] ?? null), detail: err.message };
}

/** The words of a failed Stripe call, by kind; the status shown is the one Stripe sent. */
function stripeMessage(failure: VendorFailure): string {
  const { what, detail } = failure;
  const code = (failure.cause as StripeErrorLike | undefined)?.statusCode ?? failure.status;
  if (failure.status === undefined) return `cannot reach Stripe for ${what}: ${(failure.cause as Error | undefined)?.message ?? 'no answer'}`;
  if (failure.kind === 'auth') return failure.status === 401 ? `Stripe refused the API key (${code}): ${detail}` : `the API key may not ${what} (${code}): ${detail}`;
  if (failure.kind === 'quota') return `Stripe answered 429 to ${what}: ${detail}`;
  if (failure.kind === 'transient') return `Stripe failed ${what}: ${detail}`;
  return `Stripe refused ${what}: ${detail}`;
}

/** Runs one Stripe call, waiting out 429s (Retry-After, else 1, 2, 4 s) up to max_retry_after_seconds each. */
export function call<T>(ctx: StripeContext, what: string, fn: () => Promise<T>): Promise<T> {
  return callVendor(() => fn(), {
    what,
    signal: ctx.signal,
    retries: RATE_LIMIT_RETRIES,
    maxRetryAfterSeconds: ctx.config.max_retry_after_seconds,
    fallbackSeconds: (attempt) => 2 ** attempt,
    errorOf: stripeReply,
    message: stripeMessage,
    onWait: (wait) => ctx.logger.warn('Stripe rate limit: waiting before retrying', { call: what, wait_seconds: wait }),
  });
}
