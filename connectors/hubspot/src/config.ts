// The hubspot connector's settings, as JSON Schema and as types.
import { tokenCredentialsSchema, vendorSettingsSchema, type JsonSchema, type VendorSettings } from '@sluice/connector-sdk';

export type Stage = 'prospecting' | 'qualification' | 'proposal' | 'negotiation' | 'closed_won' | 'closed_lost';

/** Its own settings, with api_base_url, max_retry_after_seconds and timeout_seconds (the SDK's VendorSettings). */
export interface HubspotConfig extends VendorSettings {
  /** Objects per search page (HubSpot allows up to 200). */
  page_size: number;
  /** Deal stage ids of your own pipelines, onto canonical stages (the default pipeline's are known). */
  deal_stages: Record<string, Stage>;
}

export interface HubspotCredentials {
  access_token: string;
}

const STAGES = ['prospecting', 'qualification', 'proposal', 'negotiation', 'closed_won', 'closed_lost'];

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page_size: { type: 'integer', minimum: 1, maximum: 200, default: 100, description: 'Objects per search page (HubSpot allows at most 200).' },
    deal_stages: {
      type: 'object',
      default: {},
      maxProperties: 500,
      propertyNames: { minLength: 1, maxLength: 100 },
      additionalProperties: { type: 'string', enum: STAGES },
      description: 'Deal stage ids of your own pipelines (dealstage values) onto canonical stages; the default pipeline\'s stages need no entry.',
    },
    ...vendorSettingsSchema({
      apiBaseUrl: 'The API origin, default https://api.hubapi.com. For testing, and for proxy endpoints; an origin only (scheme, host, port).',
      maxRetryAfter: 'A 429 is waited out for its Retry-After (or HubSpot\'s window: 1 s for the search limit, 10 s for the ten-second one), three times.',
    }),
  },
};

export const credentialsSchema: JsonSchema = tokenCredentialsSchema('access_token', {
  description: 'A private app access token (pat-…) with crm.objects.contacts.read, crm.objects.companies.read, crm.objects.deals.read and, for leads, crm.objects.leads.read.',
});
