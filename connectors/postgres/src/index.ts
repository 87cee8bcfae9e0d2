// The postgres connector. Source: tables or views read incrementally by a cursor column, each row mapped onto a
// canonical entity ({canonical_field: column}), rows marked by a soft_delete_column read as deletions.
// Destination: canonical records upserted into a table per entity, where a record the database refuses (a
// constraint, a bad value) is rejected on its own, not the whole batch; deleted records are marked or removed.
import { AuthError, ConfigError, defineConnector } from '@sluice/connector-sdk';
import { CANONICAL_ENTITIES } from '@sluice/connector-sdk/canonical';
import { streamFor } from '@sluice/connector-sdk/sql';
import { configSchema, credentialsSchema, type PgConfig, type PgCredentials } from './config.js';
import { withClient } from './connection.js';
import { writeRecords } from './destination.js';
import { checkStream, readStream } from './source.js';

export default defineConnector<PgConfig, PgCredentials>({
  manifest: {
    id: 'postgres',
    name: 'PostgreSQL',
    version: '1.0.0',
    kind: 'both',
    description:
      'Reads tables or views incrementally by a cursor column, mapping columns onto a canonical entity, with rows marked by a soft-delete column read as deletions; writes canonical records into a table per entity (upsert by canonical_id), rejecting the records the database refuses, and marks deleted records (_sluice_deleted_at) or removes them (on_delete: delete).',
    entities: [...CANONICAL_ENTITIES],
    reportsDeletions: true,
    configSchema,
    credentialsSchema,
  },

  async check(ctx) {
    await withClient(ctx, async (client) => {
      await client.query('SELECT 1');
      for (const stream of ctx.config.streams) await checkStream(client, stream);
      if (ctx.config.streams.length === 0) {
        // A destination: it must be able to create its tables.
        const found = await client.query<{ oid: string }>('SELECT oid::text FROM pg_namespace WHERE nspname = $1', [ctx.config.schema]);
        const oid = found.rows[0]?.oid;
        if (!oid) throw new ConfigError(`schema '${ctx.config.schema}' does not exist`);
        const privilege = await client.query<{ can: boolean }>("SELECT has_schema_privilege(current_user, $1::oid, 'CREATE') AS can", [oid]);
        if (!privilege.rows[0]?.can) throw new AuthError(`role '${ctx.credentials.user}' may not create tables in schema '${ctx.config.schema}'`);
      }
    });
  },

  read(ctx, request) {
    return readStream(ctx, streamFor(ctx.config, request.entity), request.cursor, request.schema);
  },

  write(ctx, request) {
    return writeRecords(ctx, request.entity, request.records, request.schema);
  },
});
