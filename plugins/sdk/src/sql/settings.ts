// The settings of a SQL database connector: where the database is, one stream per entity read by keyset (a
// cursor column and a primary key), and how a destination names and updates its tables. The postgres and mysql
// connectors share them; each words its identifiers and tables in its own dialect.
import { ConfigError } from '../errors.js';
import type { JsonSchema } from '../types.js';

export interface SqlStream {
  entity: string;
  table: string;
  primary_key: string;
  cursor_column: string;
  /** A column that marks a row deleted (non-null and not false or 0); such rows are read as deletions. */
  soft_delete_column?: string;
  mapping: Record<string, string>;
  batch_size: number;
}

export interface SqlSettings {
  host: string;
  port: number;
  database: string;
  ssl: boolean;
  connect_timeout_seconds: number;
  streams: SqlStream[];
  table_prefix: string;
  on_delete: 'mark' | 'delete';
}

export interface SqlCredentials {
  user: string;
  password?: string;
}

/** What differs between dialects: identifiers, tables, the database, and the words for columns and users. */
export interface SqlDialect {
  defaultPort: number;
  /** The schema of a column name. */
  identifier: JsonSchema;
  /** The schemas of the database and table settings. */
  database: JsonSchema;
  table: JsonSchema;
  /** The descriptions of cursor_column and soft_delete_column. */
  cursorColumn: string;
  softDeleteColumn: string;
  /** The user's longest name, and the descriptions of user and password. */
  user: { maxLength: number; description: string };
  password: string;
}

function streamsSchema(d: SqlDialect): JsonSchema {
  return {
    type: 'array',
    default: [],
    description: 'Source: one table or view per entity, read incrementally in (cursor_column, primary_key) order.',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['entity', 'table', 'primary_key', 'cursor_column', 'mapping'],
      properties: {
        entity: { type: 'string', minLength: 1 },
        table: d.table,
        primary_key: { ...d.identifier, description: 'A column that identifies a row; it becomes the external id.' },
        cursor_column: { ...d.identifier, description: d.cursorColumn },
        soft_delete_column: { ...d.identifier, description: d.softDeleteColumn },
        mapping: { type: 'object', minProperties: 1, additionalProperties: { ...d.identifier }, description: '{canonical_field: column}.' },
        batch_size: { type: 'integer', minimum: 1, maximum: 50_000, default: 1000 },
      },
    },
  };
}

/** The JSON Schema properties of SqlSettings, to spread into a connector's configSchema.properties. */
export function sqlSettingsSchema(d: SqlDialect): Record<keyof SqlSettings, JsonSchema> {
  return {
    host: { type: 'string', minLength: 1, maxLength: 255 },
    port: { type: 'integer', minimum: 1, maximum: 65535, default: d.defaultPort },
    database: d.database,
    ssl: { type: 'boolean', default: false, description: 'Require TLS, verifying the server certificate.' },
    connect_timeout_seconds: { type: 'integer', minimum: 1, maximum: 120, default: 10 },
    streams: streamsSchema(d),
    table_prefix: { type: 'string', maxLength: 40, pattern: '^[a-z0-9_]*$', default: 'sluice_', description: 'Destination: entity tables are <prefix><entity>.' },
    on_delete: {
      type: 'string',
      enum: ['mark', 'delete'],
      default: 'mark',
      description:
        'Destination: what a deleted canonical record does to its row. mark (default): the row stays, with its last values, _sluice_deleted_at set and merged_into naming the survivor of a merge; delete: the row is removed.',
    },
  };
}

/** The JSON Schema of SqlCredentials: a refused user is an auth failure. */
export function sqlCredentialsSchema(d: SqlDialect): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['user'],
    properties: {
      user: { type: 'string', minLength: 1, maxLength: d.user.maxLength, description: d.user.description },
      password: { type: 'string', description: d.password },
    },
  };
}

/** The stream configured for `entity`, or ConfigError saying there is none. */
export function streamFor(settings: Pick<SqlSettings, 'streams'>, entity: string): SqlStream {
  const stream = settings.streams.find((s) => s.entity === entity);
  if (!stream) throw new ConfigError(`no stream configured for '${entity}' (config.streams)`);
  return stream;
}

/** Where and as whom to connect, under the names the pg and mysql2 drivers both take. */
export function connectionTarget(settings: SqlSettings, credentials: SqlCredentials) {
  return { host: settings.host, port: settings.port, database: settings.database, user: credentials.user, password: credentials.password };
}

/**
 * What a kept connection is shared by (ConnectionReuse.key): the target, the user and password, TLS and the connect
 * time-out; two contexts with the same key may use one connection.
 */
export function connectionKey(settings: SqlSettings, credentials: SqlCredentials): string {
  return JSON.stringify([connectionTarget(settings, credentials), settings.ssl, settings.connect_timeout_seconds]);
}
