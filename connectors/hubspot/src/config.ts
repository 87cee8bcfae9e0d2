// The hubspot connector's settings, as JSON Schema and as types.
import type { JsonSchema } from '@sluice/connector-sdk';

export type Stage = 'prospecting' | 'qualification' | 'proposal' | 'negotiation' | 'closed_won' | 'closed_lost';

export interface HubspotConfig {
  /** Where the API is; default https://api.hubapi.com. For testing, and for proxy endpoints. */
  api_base_url?: string;
  /** Objects per search page (HubSpot allows up to 200). */
  page_size: number;
  /** Deal stage ids of your own pipelines, onto canonical stages (the default pipeline's are known). */
  deal_stages: Record<string, Stage>;
  /** The longest 429 wait honoured; a longer one fails the call as a quota error. */
  max_retry_after_seconds: number;
  timeout_seconds: number;
}

export interface HubspotCredentials {
  access_token: string;
}

const STAGES = ['prospecting', 'qualification', 'proposal', 'negotiation', 'closed_won', 'closed_lost'];

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    api_base_url: {
      type: 'string',
      format: 'uri',
      pattern: '^https?://[^/?#]+/?$',
      description: 'The API origin, default https://api.hubapi.com. For testing, and for proxy endpoints; an origin only (scheme, host, port).',
    },
    page_size: { type: 'integer', minimum: 1, maximum: 200, default: 100, description: 'Objects per search page (HubSpot allows at most 200).' },
    deal_stages: {
      type: 'object',
      default: {},
      maxProperties: 500,
      propertyNames: { minLength: 1, maxLength: 100 },
      additionalProperties: { type: 'string', enum: STAGES },
      description: 'Deal stage ids of your own pipelines (dealstage values) onto canonical stages; the default pipeline\'s stages need no entry.',
    },
    max_retry_after_seconds: {
      type: 'integer',
      minimum: 0,
      maximum: 300,
      default: 30,
      description: 'A 429 is waited out for its Retry-After (or HubSpot\'s window: 1 s for the search limit, 10 s for the ten-second one) up to this long, three times; beyond, the run fails as a quota error.',
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
      description: 'A private app access token (pat-…) with crm.objects.contacts.read, crm.objects.companies.read, crm.objects.deals.read and, for leads, crm.objects.leads.read.',
    },
  },
};
