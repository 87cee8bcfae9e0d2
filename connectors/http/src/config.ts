// The http connector's settings, as JSON Schema and as types.
import type { JsonSchema } from '@sluice/connector-sdk';

export interface Pagination {
  type: 'none' | 'cursor' | 'page';
  cursor_param: string;
  next_cursor_path: string;
  page_param: string;
  size_param: string;
  page_size: number;
  start_page: number;
}

export interface Stream {
  entity: string;
  path: string;
  query?: Record<string, string>;
  records_path: string;
  id_field: string;
  mapping?: Record<string, string>;
  pagination: Pagination;
}

export interface Destination {
  path: string;
  method: 'POST' | 'PUT';
  mode: 'batch' | 'record';
  results_path: string;
}

export interface HttpConfig {
  base_url: string;
  headers?: Record<string, string>;
  auth: { header: string; scheme: string };
  streams: Stream[];
  destination?: Destination;
  check_path?: string;
  timeout_seconds: number;
}

export interface HttpCredentials {
  token?: string;
}

const PATH = { type: 'string', minLength: 1, maxLength: 2000, description: 'Resolved against base_url.' };
const DOTTED = { type: 'string', maxLength: 500 };

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['base_url'],
  properties: {
    base_url: { type: 'string', format: 'uri', pattern: '^https?://', description: 'The API root, e.g. https://api.example.com/v2.' },
    headers: { type: 'object', additionalProperties: { type: 'string' }, description: 'Extra, non-secret request headers.' },
    auth: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description: 'How credentials.token is sent: `<header>: <scheme> <token>` (no scheme: the token alone).',
      properties: {
        header: { type: 'string', minLength: 1, default: 'Authorization' },
        scheme: { type: 'string', default: 'Bearer' },
      },
    },
    streams: {
      type: 'array',
      default: [],
      description: 'Source: one endpoint per entity.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['entity', 'path'],
        properties: {
          entity: { type: 'string', minLength: 1 },
          path: PATH,
          query: { type: 'object', additionalProperties: { type: 'string' } },
          records_path: { ...DOTTED, default: 'data', description: 'Dotted path of the record array in the response ("" for a bare array).' },
          id_field: { ...DOTTED, minLength: 1, default: 'id', description: 'Dotted path of a record’s id.' },
          mapping: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: '{canonical_field: dotted source path}; without it, fields with canonical names are taken as they are.',
          },
          pagination: {
            type: 'object',
            additionalProperties: false,
            default: {},
            properties: {
              type: { type: 'string', enum: ['none', 'cursor', 'page'], default: 'none' },
              cursor_param: { type: 'string', minLength: 1, default: 'cursor' },
              next_cursor_path: { ...DOTTED, minLength: 1, default: 'next_cursor' },
              page_param: { type: 'string', minLength: 1, default: 'page' },
              size_param: { type: 'string', minLength: 1, default: 'per_page' },
              page_size: { type: 'integer', minimum: 1, maximum: 10_000, default: 100 },
              start_page: { type: 'integer', minimum: 0, default: 1 },
            },
          },
        },
      },
    },
    destination: {
      type: 'object',
      additionalProperties: false,
      required: ['path'],
      properties: {
        path: PATH,
        method: { type: 'string', enum: ['POST', 'PUT'], default: 'POST' },
        mode: { type: 'string', enum: ['batch', 'record'], default: 'batch', description: 'batch: one request {entity, records}; record: one request per record.' },
        results_path: { ...DOTTED, default: 'results', description: 'batch: dotted path of the per-record results array in the response.' },
      },
    },
    check_path: { ...PATH, description: 'What check requests (GET); default the first stream, else the destination.' },
    timeout_seconds: { type: 'integer', minimum: 1, maximum: 600, default: 30 },
  },
};

export const credentialsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    token: { type: 'string', minLength: 1, description: 'Sent in the auth header.' },
  },
};
