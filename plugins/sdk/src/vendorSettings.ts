// The settings every connector of a vendor's web API shares: where the API is (for tests and proxies), how long a
// rate limit is waited out, and the time-out of one request. callVendor takes the last two as they are.
import type { JsonSchema } from './types.js';

export interface VendorSettings {
  api_base_url?: string;
  max_retry_after_seconds: number;
  timeout_seconds: number;
}

export interface VendorSettingsWording {
  /** What api_base_url replaces, e.g. "The API origin, default https://api.example.com." */
  apiBaseUrl: string;
  /** What is waited out, and how: "A 429 is waited out for its Retry-After …". */
  maxRetryAfter: string;
}

/** The JSON Schema properties of the three settings, to spread into a connector's configSchema.properties. */
export function vendorSettingsSchema(wording: VendorSettingsWording): Record<keyof VendorSettings, JsonSchema> {
  return {
    api_base_url: { type: 'string', format: 'uri', pattern: '^https?://[^/?#]+/?$', description: wording.apiBaseUrl },
    max_retry_after_seconds: {
      type: 'integer',
      minimum: 0,
      maximum: 300,
      default: 30,
      description: `${wording.maxRetryAfter} Beyond this many seconds, the run fails as a quota error.`,
    },
    timeout_seconds: { type: 'integer', minimum: 1, maximum: 300, default: 60, description: 'Time-out of one request.' },
  };
}

/** The credentials of an API that takes one secret (an API key, an access token), named `field`. */
export function tokenCredentialsSchema(field: string, token: { description: string; pattern?: string }): JsonSchema {
  const value = token.pattern ? { type: 'string', pattern: token.pattern } : { type: 'string', minLength: 1 };
  return { type: 'object', additionalProperties: false, required: [field], properties: { [field]: { ...value, description: token.description } } };
}
