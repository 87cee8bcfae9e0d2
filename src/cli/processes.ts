// `sluice start|serve|worker|migrate`: the long-running processes and their clean shutdown on SIGTERM/SIGINT.
import type { Config } from '../config.js';
import { parsePort } from '../config.js';
import { migrateToLatest, migrationsCurrent } from '../db/migrate.js';
import { startHttpServer } from '../http/server.js';
import { startWorkers } from '../jobs/workers.js';
import { openRuntime, type Runtime } from '../services.js';
import { parse, UsageError } from './args.js';
import { ensureDemo } from './demo.js';

function untilSignal(): Promise<string> {
  return new Promise((resolve) => {
    const on = (signal: string) => resolve(signal);
    process.once('SIGTERM', on);
    process.once('SIGINT', on);
  });
}

async function requireCurrentSchema(runtime: Runtime): Promise<void> {
  if (!(await migrationsCurrent(runtime.db.knex))) {
    throw new UsageError('the database schema is not current: run `sluice migrate` first (or `sluice start`, which migrates)');
  }
}

async function serveUntilSignal(runtime: Runtime, port: number, host: string, worker: boolean, banner?: (url: string) => void): Promise<void> {
  const logger = runtime.services.logger;
  await runtime.services.connectors?.load(); // loads the connector plugins now, so a refused one is logged at start
  const server = await startHttpServer(runtime, port, host);
  const stopWorker = worker ? await startWorkers(runtime) : undefined;
  logger.info({ url: server.url, worker, database: runtime.db.kind }, 'sluice listening');
  banner?.(server.url);
  const signal = await untilSignal();
  logger.info({ signal }, 'shutting down: draining in-flight requests');
  await server.close();
  await stopWorker?.();
  logger.info('stopped');
}

export async function migrateCommand(config: Config, argv: string[]): Promise<void> {
  parse(argv, {});
  const runtime = await openRuntime(config);
  try {
    const applied = await migrateToLatest(runtime.db.knex);
    process.stdout.write(applied.length ? `applied ${applied.join(', ')}\n` : 'schema already current\n');
  } finally {
    await runtime.close();
  }
}

export async function serveCommand(config: Config, argv: string[]): Promise<void> {
  const { values } = parse(argv, { port: { type: 'string' }, host: { type: 'string' }, 'no-worker': { type: 'boolean' } });
  const port = values.port === undefined ? config.port : parsePort(values.port, '--port');
  const runtime = await openRuntime(config);
  try {
    await requireCurrentSchema(runtime);
    await serveUntilSignal(runtime, port, values.host ?? config.host, !values['no-worker']);
  } finally {
    await runtime.close();
  }
}

export async function workerCommand(config: Config, argv: string[]): Promise<void> {
  parse(argv, {});
  const runtime = await openRuntime(config);
  try {
    await requireCurrentSchema(runtime);
    const stop = await startWorkers(runtime);
    runtime.services.logger.info('sluice worker running');
    await untilSignal();
    await stop();
  } finally {
    await runtime.close();
  }
}

export async function startCommand(config: Config, argv: string[]): Promise<void> {
  const { values } = parse(argv, { port: { type: 'string' }, host: { type: 'string' } });
  const port = values.port === undefined ? config.port : parsePort(values.port, '--port');
  const runtime = await openRuntime(config);
  try {
    await migrateToLatest(runtime.db.knex);
    const demo = await ensureDemo(runtime.db.knex, runtime.services.secrets);
    await serveUntilSignal(runtime, port, values.host ?? config.host, true, (url) => {
      const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
      const lines = [`Sluice is running at ${url} on ${where}.`];
      if (demo) {
        lines.push(
          '',
          `Created a demo customer ${demo.customerId} with an owner key. The key is shown once; keep it:`,
          '',
          `  ${demo.key}`,
          '',
          'Try it:',
          '',
          `  curl -s -H 'Authorization: Bearer ${demo.key}' ${url}/v1/flows`,
          '',
        );
      } else {
        lines.push(`Create a key with: npx sluice keys create --customer CUS --user USR --scopes flows:read,runs:read (stop the server first on the embedded database)`);
      }
      process.stdout.write(`${lines.join('\n')}\n`);
    });
  } finally {
    await runtime.close();
  }
}
