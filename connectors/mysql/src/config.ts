// The mysql connector's settings: the SDK's SQL settings (the same as the postgres connector's), in MySQL's
// words. The user and its password are credentials: a refused user is an auth failure.
import type { JsonSchema } from '@sluice/connector-sdk';
import { sqlCredentialsSchema, sqlSettingsSchema, type SqlCredentials, type SqlDialect, type SqlSettings, type SqlStream } from '@sluice/connector-sdk/sql';

export type Stream = SqlStream;
export type MysqlConfig = SqlSettings;
export type MysqlCredentials = SqlCredentials;

/** A MySQL identifier: at most 64 characters, none of them NUL (quoted with backticks wherever used). */
const IDENT = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000]+$' };

const MYSQL: SqlDialect = {
  defaultPort: 3306,
  identifier: IDENT,
  database: { ...IDENT, description: 'The database (schema) of the source tables, and of the destination tables.' },
  table: { ...IDENT, description: 'A table or view of the database.' },
  cursorColumn: 'A NOT NULL column that grows when a row changes (e.g. updated_at DATETIME(6), read as UTC); rows are read after the saved value.',
  softDeleteColumn:
    'Optional: a column marking a deleted row (e.g. deleted_at or is_deleted). A row whose value is non-null and not 0 is read as a deletion, in cursor order like any change, so setting it must also move the cursor column. A DATETIME or TIMESTAMP value is the deletion time (UTC).',
  user: { maxLength: 80, description: 'The user to connect as.' },
  password: 'Its password (omit for a user without one).',
};

export const configSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['host', 'database'],
  properties: sqlSettingsSchema(MYSQL),
};

export const credentialsSchema: JsonSchema = sqlCredentialsSchema(MYSQL);
