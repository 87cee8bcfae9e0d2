// The stripe connector's settings, as JSON Schema and as types.
import { tokenCredentialsSchema, vendorSettingsSchema, type JsonSchema, type VendorSettings } from '@sluice/connector-sdk';

/** Its own settings, with api_base_url, max_retry_after_seconds and timeout_seconds (the SDK's VendorSettings). */
export interface StripeConfig extends VendorSettings {
  /** Objects per list request (Stripe allows 1-100). */
  page_size: number;
  /** A connected account to read (Stripe Connect), sent as the Stripe-Account header. */
  stripe_account?: string;
}

export interface StripeCredentials {
  api_key: string;
}

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page_size: { type: 'integer', minimum: 1, maximum: 100, default: 100, description: 'Objects per list request (Stripe allows at most 100).' },
    stripe_account: { type: 'string', pattern: '^acct_[A-Za-z0-9]+$', description: 'Read a connected account (Stripe Connect): sent as Stripe-Account.' },
    ...vendorSettingsSchema({
      apiBaseUrl: 'The API origin, default https://api.stripe.com. For testing, and for proxy endpoints; an origin only (scheme, host, port).',
      maxRetryAfter: 'A 429 is waited out for its Retry-After (or a back-off of 1, 2, 4 s without one), three times.',
    }),
  },
};

export const credentialsSchema: JsonSchema = tokenCredentialsSchema('api_key', {
  description: 'A secret key (sk_…) or a restricted key (rk_…) with read access to the objects read and to events.',
  pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9]+$',
});
