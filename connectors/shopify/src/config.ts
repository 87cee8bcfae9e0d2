// The shopify connector's settings, as JSON Schema and as types.
import type { JsonSchema } from '@sluice/connector-sdk';

export interface ShopifyConfig {
  /** The store's permanent domain, e.g. acme.myshopify.com. */
  shop: string;
  api_version: string;
  /** Objects per query (Shopify allows up to 250); queries with nested lists take fewer to stay under the cost limit. */
  page_size: number;
  /** Where the Admin API is instead of https://<shop>: for testing, and for proxy endpoints. */
  api_base_url?: string;
  /** The longest wait honoured for a throttle or a Retry-After; a longer one fails the call as a quota error. */
  max_retry_after_seconds: number;
  timeout_seconds: number;
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
    api_base_url: {
      type: 'string',
      format: 'uri',
      pattern: '^https?://[^/?#]+/?$',
      description: 'An origin to send the Admin API requests to instead of https://<shop>: for testing, and for proxy endpoints.',
    },
    max_retry_after_seconds: {
      type: 'integer',
      minimum: 0,
      maximum: 300,
      default: 30,
      description: 'A throttled query (the GraphQL cost limit) or a 429 is waited out up to this long; beyond, the run fails as a quota error.',
    },
    timeout_seconds: { type: 'integer', minimum: 1, maximum: 300, default: 60, description: 'Time-out of one request.' },
  },
};

export const credentialsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['access_token'],
  properties: {
    access_token: {
      type: 'string',
      minLength: 1,
      description: 'An Admin API access token (a custom app\'s shpat_…) with read_customers, read_products, read_orders, read_fulfillments, read_inventory and read_locations.',
    },
  },
};
