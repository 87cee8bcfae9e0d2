// An embedded data directory opened in-process by a test while no Sluice process holds it: takes its lock as a
// Sluice process would, so a test can never read a store a running server is writing.
import path from 'node:path';
import type { Knex } from 'knex';
import { connect } from '../../src/db/connect.js';
import { lockDataDir } from '../../src/db/dataDirLock.js';

/** Opens the embedded database in `dataDir`, runs `fn` on it, and closes it and releases the lock. */
export async function inspectDataDir<T>(dataDir: string, fn: (knex: Knex) => Promise<T>): Promise<T> {
  const unlock = await lockDataDir(dataDir);
  try {
    const db = await connect({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      return await fn(db.knex);
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}
