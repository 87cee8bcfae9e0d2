// The stripe connector's settings, as JSON Schema and as types.
import type { JsonSchema } from '@sluice/connector-sdk';

export interface StripeConfig {
  /** Where the Stripe API is; default https://api.stripe.com. For testing, and for proxy endpoints. */
  api_base_url?: string;
  /** Objects per list request (Stripe allows 1-100). */
  page_size: number;
  /** A connected account to read (Stripe Connect), sent as the Stripe-Account header. */
  stripe_account?: string;
  /** The longest Retry-After honoured by waiting; a longer one fails the call as a quota error. */
  max_retry_after_seconds: number;
  timeout_seconds: number;
}

export interface StripeCredentials {
  api_key: string;
}

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    api_base_url: {
      type: 'string',
      format: 'uri',
      pattern: '^https?://[^/?#]+/?$',
      description: 'The API origin, default https://api.stripe.com. For testing, and for proxy endpoints; an origin only (scheme, host, port).',
    },
    page_size: { type: 'integer', minimum: 1, maximum: 100, default: 100, description: 'Objects per list request (Stripe allows at most 100).' },
    stripe_account: { type: 'string', pattern: '^acct_[A-Za-z0-9]+$', description: 'Read a connected account (Stripe Connect): sent as Stripe-Account.' },
    max_retry_after_seconds: {
      type: 'integer',
      minimum: 0,
      maximum: 300,
      default: 30,
      description: 'A 429 is waited out for its Retry-After (or a back-off of 1, 2, 4 s without one) up to this long, three times; beyond, the run fails as a quota error.',
    },
    timeout_seconds: { type: 'integer', minimum: 1, maximum: 300, default: 60, description: 'Time-out of one request.' },
  },
};

export const credentialsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['api_key'],
  properties: {
    api_key: {
      type: 'string',
      pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9]+$',
      description: 'A secret key (sk_…) or a restricted key (rk_…) with read access to the objects read and to events.',
    },
  },
};
