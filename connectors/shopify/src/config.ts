// The shopify connector's settings, as JSON Schema and as types.
import { tokenCredentialsSchema, vendorSettingsSchema, type JsonSchema, type VendorSettings } from '@sluice/connector-sdk';

/** Its own settings, with api_base_url, max_retry_after_seconds and timeout_seconds (the SDK's VendorSettings). */
export interface ShopifyConfig extends VendorSettings {
  /** The store's permanent domain, e.g. acme.myshopify.com. */
  shop: string;
  api_version: string;
  /** Objects per query (Shopify allows up to 250); queries with nested lists take fewer to stay under the cost limit. */
  page_size: number;
}

export interface ShopifyCredentials {
  access_token: string;
}

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['shop'],
  properties: {
    shop: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]{0,99}\\.myshopify\\.com$',
      description: 'The store\'s permanent myshopify.com domain, e.g. "acme.myshopify.com" (not a custom domain).',
    },
    api_version: {
      type: 'string',
      pattern: '^20[2-9][0-9]-(01|04|07|10)$',
      default: '2026-10',
      description: 'The Admin API version (YYYY-MM); 2025-04 or later (customers are read through defaultEmailAddress).',
    },
    page_size: { type: 'integer', minimum: 1, maximum: 250, default: 100, description: 'Objects per query (at most 250).' },
    ...vendorSettingsSchema({
      apiBaseUrl: 'An origin to send the Admin API requests to instead of https://<shop>: for testing, and for proxy endpoints.',
      maxRetryAfter: 'A throttled query (the GraphQL cost limit) or a 429 is waited out.',
    }),
  },
};

export const credentialsSchema: JsonSchema = tokenCredentialsSchema('access_token', {
  description: 'An Admin API access token (a custom app\'s shpat_…) with read_customers, read_products, read_orders, read_fulfillments, read_inventory and read_locations.',
});
