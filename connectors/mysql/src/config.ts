// The mysql connector's settings, the same shape as the postgres connector's. The user and its password are
// credentials: a refused user is an auth failure.
import type { JsonSchema } from '@sluice/connector-sdk';

export interface Stream {
  entity: string;
  table: string;
  primary_key: string;
  cursor_column: string;
  /** A column that marks a row deleted (non-null and not 0/false); such rows are read as deletions. */
  soft_delete_column?: string;
  mapping: Record<string, string>;
  batch_size: number;
}

export interface MysqlConfig {
  host: string;
  port: number;
  database: string;
  ssl: boolean;
  connect_timeout_seconds: number;
  streams: Stream[];
  table_prefix: string;
  on_delete: 'mark' | 'delete';
}

export interface MysqlCredentials {
  user: string;
  password?: string;
}

/** A MySQL identifier: at most 64 characters, none of them NUL (quoted with backticks wherever used). */
const IDENT = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000]+$' };

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['host', 'database'],
  properties: {
    host: { type: 'string', minLength: 1, maxLength: 255 },
    port: { type: 'integer', minimum: 1, maximum: 65535, default: 3306 },
    database: { ...IDENT, description: 'The database (schema) of the source tables, and of the destination tables.' },
    ssl: { type: 'boolean', default: false, description: 'Require TLS, verifying the server certificate.' },
    connect_timeout_seconds: { type: 'integer', minimum: 1, maximum: 120, default: 10 },
    streams: {
      type: 'array',
      default: [],
      description: 'Source: one table or view per entity, read incrementally in (cursor_column, primary_key) order.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['entity', 'table', 'primary_key', 'cursor_column', 'mapping'],
        properties: {
          entity: { type: 'string', minLength: 1 },
          table: { ...IDENT, description: 'A table or view of the database.' },
          primary_key: { ...IDENT, description: 'A column that identifies a row; it becomes the external id.' },
          cursor_column: {
            ...IDENT,
            description: 'A NOT NULL column that grows when a row changes (e.g. updated_at DATETIME(6), read as UTC); rows are read after the saved value.',
          },
          soft_delete_column: {
            ...IDENT,
            description:
              'Optional: a column marking a deleted row (e.g. deleted_at or is_deleted). A row whose value is non-null and not 0 is read as a deletion, in cursor order like any change, so setting it must also move the cursor column. A DATETIME or TIMESTAMP value is the deletion time (UTC).',
          },
          mapping: { type: 'object', minProperties: 1, additionalProperties: { ...IDENT }, description: '{canonical_field: column}.' },
          batch_size: { type: 'integer', minimum: 1, maximum: 50_000, default: 1000 },
        },
      },
    },
    table_prefix: { type: 'string', maxLength: 40, pattern: '^[a-z0-9_]*$', default: 'sluice_', description: 'Destination: entity tables are <prefix><entity>.' },
    on_delete: {
      type: 'string',
      enum: ['mark', 'delete'],
      default: 'mark',
      description:
        'Destination: what a deleted canonical record does to its row. mark (default): the row stays, with its last values, _sluice_deleted_at set and merged_into naming the survivor of a merge; delete: the row is removed.',
    },
  },
};

export const credentialsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: { type: 'string', minLength: 1, maxLength: 80, description: 'The user to connect as.' },
    password: { type: 'string', description: 'Its password (omit for a user without one).' },
  },
};
