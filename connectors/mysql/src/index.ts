// The mysql connector (MySQL and MariaDB), the same shape as the postgres connector. Source: tables or views read
// incrementally by a cursor column, each row mapped onto a canonical entity ({canonical_field: column}), rows
// marked by a soft_delete_column read as deletions. Destination: canonical records upserted into a table per
// entity, where a record the database refuses (a duplicate key, a value too long) is rejected on its own, not
// the whole batch; deleted records are marked or removed.
import { AuthError, defineConnector } from '@sluice/connector-sdk';
import { CANONICAL_ENTITIES } from '@sluice/connector-sdk/canonical';
import { streamFor } from '@sluice/connector-sdk/sql';
import type mysql from 'mysql2/promise';
import { configSchema, credentialsSchema, type MysqlConfig, type MysqlCredentials } from './config.js';
import { withConnection } from './connection.js';
import { writeRecords } from './destination.js';
import { checkStream, readStream } from './source.js';

export default defineConnector<MysqlConfig, MysqlCredentials>({
  manifest: {
    id: 'mysql',
    name: 'MySQL / MariaDB',
    version: '1.0.0',
    kind: 'both',
    description:
      'Reads MySQL or MariaDB tables or views incrementally by a cursor column, mapping columns onto a canonical entity, with rows marked by a soft-delete column read as deletions; writes canonical records into a table per entity (INSERT … ON DUPLICATE KEY UPDATE by canonical_id), rejecting the records the database refuses, and marks deleted records (_sluice_deleted_at) or removes them (on_delete: delete).',
    entities: [...CANONICAL_ENTITIES],
    reportsDeletions: true,
    configSchema,
    credentialsSchema,
  },

  async check(ctx) {
    await withConnection(ctx, async (connection) => {
      await connection.query('SELECT 1');
      for (const stream of ctx.config.streams) await checkStream(connection, stream);
      if (ctx.config.streams.length === 0) {
        // A destination: it must be able to create its tables in the database.
        // The CREATE privilege, granted globally or on the database (information_schema shows a user its own).
        const [rows] = await connection.query<mysql.RowDataPacket[]>(
          `SELECT 1 FROM information_schema.USER_PRIVILEGES WHERE PRIVILEGE_TYPE = 'CREATE' AND GRANTEE = @me
           UNION ALL
           SELECT 1 FROM information_schema.SCHEMA_PRIVILEGES WHERE PRIVILEGE_TYPE = 'CREATE' AND GRANTEE = @me AND TABLE_SCHEMA = DATABASE()`.replace(
            /@me/g,
            "CONCAT('''', SUBSTRING_INDEX(CURRENT_USER(), '@', 1), '''@''', SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''')",
          ),
        );
        const canCreate = rows.length > 0;
        if (!canCreate) throw new AuthError(`user '${ctx.credentials.user}' may not create tables in database '${ctx.config.database}'`);
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
