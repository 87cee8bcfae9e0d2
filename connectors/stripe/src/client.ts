// The official Stripe client, pointed at the configured origin, with every call classified into the SDK's error
// kinds. The client's own retries are off (it retries 409 and 5xx but never a 429): this module retries 429s for
// their Retry-After, so a rate limit is honoured and a longer wait fails the run as a quota error, not a hang.
import Stripe from 'stripe';
import { AuthError, ConfigError, QuotaError, TransientError, egressError, isEgressRefusal, parseRetryAfter, retryOnQuota, type Context } from '@sluice/connector-sdk';
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

/** The SDK's error for a failed Stripe call; `what` names the call ("GET /v1/customers"). */
export function classify(err: unknown, what: string): Error {
  if (!isStripeError(err)) return err as Error;
  const detail = `${what}: ${err.message}`;
  switch (err.type) {
    case 'StripeAuthenticationError':
      return new AuthError(`Stripe refused the API key (${err.statusCode ?? 401}): ${err.message}`, { cause: err });
    case 'StripePermissionError':
      return new AuthError(`the API key may not ${what} (${err.statusCode ?? 403}): ${err.message}`, { cause: err });
    case 'StripeRateLimitError':
      return new QuotaError(`Stripe answered 429 to ${detail}`, { cause: err, retryAfterSeconds: parseRetryAfter(err.headers?.['retry-after'] ?? null) });
    case 'StripeConnectionError':
      if (isEgressRefusal(err.detail)) return egressError(err.detail) as Error;
      return new TransientError(`cannot reach Stripe for ${what}: ${err.message}`, { cause: err });
    case 'StripeAPIError':
    case 'StripeIdempotencyError':
      return new TransientError(`Stripe failed ${detail}`, { cause: err });
    default:
      // StripeInvalidRequestError and the rest: the request itself is wrong for this account.
      if ((err.statusCode ?? 0) >= 500) return new TransientError(`Stripe failed ${detail}`, { cause: err });
      return new ConfigError(`Stripe refused ${detail}`, { cause: err });
  }
}

/** Runs one Stripe call, waiting out 429s (Retry-After, else 1, 2, 4 s) up to max_retry_after_seconds each. */
export function call<T>(ctx: StripeContext, what: string, fn: () => Promise<T>): Promise<T> {
  return retryOnQuota(
    ctx.signal,
    async () => {
      try {
        return await fn();
      } catch (raw) {
        throw classify(raw, what);
      }
    },
    {
      retries: RATE_LIMIT_RETRIES,
      maxWaitSeconds: ctx.config.max_retry_after_seconds,
      fallbackSeconds: (attempt) => 2 ** attempt,
      onWait: (wait) => ctx.logger.warn('Stripe rate limit: waiting before retrying', { call: what, wait_seconds: wait }),
    },
  );
}
