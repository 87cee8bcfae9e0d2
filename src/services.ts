// Opens what a Sluice process needs (database, secret key, logger) once, from the configuration.
import path from 'node:path';
import type { Config } from './config.js';
import { connect, type Db } from './db/connect.js';
import { lockDataDir } from './db/dataDirLock.js';
import { migrationsCurrent } from './db/migrate.js';
import type { Services } from './http/handler.js';
import { createLogger, type Logger } from './log.js';
import { resolveSecretKey, secretsFrom } from './secrets.js';
import { createConnectorRuntime } from './runtime/index.js';
import { setIntervalOverrides } from './domain/flows/schedules.js';

export interface Runtime {
  config: Config;
  db: Db;
  services: Services;
  close(): Promise<void>;
}

export async function openRuntime(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<Runtime> {
  const secrets = secretsFrom(resolveSecretKey(config));
  // Schedules shortened by SLUICE_SCHEDULE_INTERVALS apply to every process: the API computes next_run_at too.
  setIntervalOverrides(config.runs?.scheduleIntervals ?? {});
  const connectors = createConnectorRuntime(logger);
  const unlock = config.databaseUrl ? () => {} : await lockDataDir(config.dataDir);
  let db: Db;
  try {
    db = await connect({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
  } catch (err) {
    unlock();
    throw err;
  }
  return {
    config,
    db,
    services: { db: db.knex, secrets, logger, webhooks: config.webhooks, connectors, checkReady: readinessCheck(db) },
    async close() {
      await connectors.close();
      await db.close();
      unlock();
    },
  };
}

export function readinessCheck(db: Db): Services['checkReady'] {
  let migrated = false; // once current, a running build's schema stays current
  return async () => {
    try {
      await db.knex.raw('select 1');
    } catch {
      return { database: 'error', migrations: 'unknown' };
    }
    if (!migrated) migrated = await migrationsCurrent(db.knex).catch(() => false);
    return { database: 'ok', migrations: migrated ? 'current' : 'pending' };
  };
}
