// The postgres connector's settings: the SDK's SQL settings, in PostgreSQL's words, and the schema a destination
// writes its tables in. The role and its password are credentials: a wrong role is an auth failure.
import type { JsonSchema } from '@sluice/connector-sdk';
import { sqlCredentialsSchema, sqlSettingsSchema, type SqlCredentials, type SqlDialect, type SqlSettings, type SqlStream } from '@sluice/connector-sdk/sql';

export type Stream = SqlStream;
export type PgCredentials = SqlCredentials;

export interface PgConfig extends SqlSettings {
  schema: string;
}

const IDENT = { type: 'string', minLength: 1, maxLength: 63 };

const POSTGRES: SqlDialect = {
  defaultPort: 5432,
  identifier: IDENT,
  database: IDENT,
  table: { type: 'string', minLength: 1, maxLength: 127, description: 'A table or view, optionally schema-qualified ("sales.orders").' },
  cursorColumn: 'A NOT NULL column that grows when a row changes (e.g. updated_at); rows are read after the saved value.',
  softDeleteColumn:
    'Optional: a column marking a deleted row (e.g. deleted_at or is_deleted). A row whose value is non-null and not false is read as a deletion, in cursor order like any change, so setting it must also move the cursor column. A timestamptz value is the deletion time. Rows deleted outright are found by a resync.',
  user: { maxLength: 63, description: 'The role to connect as.' },
  password: 'Its password (omit for trust or peer authentication).',
};

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['host', 'database'],
  properties: {
    ...sqlSettingsSchema(POSTGRES),
    schema: { ...IDENT, default: 'public', description: 'Destination: the schema of the entity tables.' },
  },
};

export const credentialsSchema: JsonSchema = sqlCredentialsSchema(POSTGRES);
