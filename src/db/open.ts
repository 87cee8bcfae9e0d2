// A process's database, opened the way every Sluice process opens it: the secret key resolved first (on the embedded
// database, generated into the data dir on first use), the data dir locked against a second process, and on
// PostgreSQL one statement at once, so an unreachable server is said in one line before anything starts. The
// container builds the rest of a process over it; an admin command needs nothing more.
import path from 'node:path';
import { resolveSecretKey, secretsFrom, type Secrets } from '../secrets.js';
import { connect, type Db } from './connect.js';
import { checkConnection } from './connectFailure.js';
import { lockDataDir } from './dataDirLock.js';

/** What opening needs of the configuration: the database, the data dir and the secret key. */
export type DatabaseConfig = Parameters<typeof resolveSecretKey>[0];

export interface OpenedDatabase {
  db: Db;
  secrets: Secrets;
  /** Closes the database, then releases the data dir. */
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<OpenedDatabase> {
  const secrets = secretsFrom(resolveSecretKey(config));
  const unlock = config.databaseUrl ? () => {} : await lockDataDir(config.dataDir);
  let db: Db | undefined;
  try {
    db = await connect({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
    if (config.databaseUrl) await checkConnection(db.knex, config.databaseUrl);
  } catch (err) {
    await db?.close();
    unlock();
    throw err;
  }
  const opened = db;
  return {
    db: opened,
    secrets,
    async close() {
      await opened.close();
      unlock();
    },
  };
}
