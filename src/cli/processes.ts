// `sluice start|serve|worker|migrate`: the long-running processes and their clean shutdown on SIGTERM/SIGINT.
import type { Config } from '../config.js';
import { DEFAULT_PORT, parsePort } from '../config.js';
import { MIGRATION_NAMES, migrateTo, migrateToLatest, migrationsCurrent } from '../db/migrate.js';
import { applyPartitionCount } from '../db/partitions.js';
import { startHttpServer, type RunningServer } from '../http/server.js';
import { defaultPublicUrl } from '../http/publicUrl.js';
import { createLoginLink, type LoginLink } from '../domain/access/loginLinks.js';
import { anyCustomer } from '../domain/access/service.js';
import { startProcessPruner, startWorkers } from '../jobs/workers.js';
import { watchPlugins } from '../jobs/pluginChanges.js';
import { migrateLegacyFiles } from '../runtime/legacyFiles.js';
import { openContainer, type Container } from '../container.js';
import { adminSocketPath } from './adminProtocol.js';
import { startAdminSocket, type AdminSocket } from './adminSocket.js';
import { parse, UsageError } from './args.js';
import { listenFailure } from './listenFailure.js';
import { startMetricsPort } from './metricsPort.js';
import { startTracing } from '../tracing/setup.js';
import { ensureDemo, type DemoSetup } from './demo.js';
import { flowDepsOf } from '../container.js';

function untilSignal(): Promise<string> {
  return new Promise((resolve) => {
    const on = (signal: string) => resolve(signal);
    process.once('SIGTERM', on);
    process.once('SIGINT', on);
  });
}

async function requireCurrentSchema(container: Container): Promise<void> {
  if (!(await migrationsCurrent(container.db.knex))) {
    throw new UsageError('the database schema is not current: run `sluice migrate` first (or `sluice start`, which migrates)');
  }
}

/** Before a worker runs flows: files of the shared files root's old layout move into their customer's folder. */
async function moveLegacyFiles(container: Container): Promise<void> {
  await migrateLegacyFiles(container.db.knex, container.services.connectors.options.env.SLUICE_FILES_ROOT, container.services.logger);
}

/** Plugins installed or removed while this process runs are discovered again (jobs/pluginChanges.ts). */
function watchPluginsOf({ db, services }: Container): () => Promise<void> {
  return watchPlugins({ connectors: services.connectors, logger: services.logger, url: db.kind === 'postgres' ? db.url : undefined });
}

interface ServeOptions {
  port: number;
  host: string;
  /** Whether this process also runs the workers (runs, deliveries, schedules); the pruner runs either way. */
  worker: boolean;
  /** What to print once the server listens. */
  banner?: (server: RunningServer) => Promise<void>;
}

/**
 * On the embedded database, which this process alone may open, the socket the admin commands reach it on
 * (adminSocket.ts); it makes sign-in links with the public URL of the server listening now.
 */
async function adminSocketOf(container: Container, server: RunningServer): Promise<AdminSocket | undefined> {
  const socketPath = container.db.kind === 'pglite' ? adminSocketPath(container.config.dataDir) : undefined;
  if (!socketPath) return undefined;
  const { knex } = container.db;
  const { customerLimits: limits, connectors } = container.services;
  return startAdminSocket({ knex, publicUrl: server.publicUrl, limits, connectors }, socketPath, container.services.logger);
}

async function serveUntilSignal(container: Container, { port, host, worker, banner }: ServeOptions): Promise<void> {
  const logger = container.services.logger;
  await container.services.connectors.load(); // loads the connector plugins now, so a refused one is logged at start
  const server = await startHttpServer(container, port, host).catch((err: unknown) => {
    throw listenFailure(err, port, host) ?? err;
  });
  // Bound in the same turn as the HTTP server's listen callback, before any request is answered: once /healthz
  // answers, so does the admin socket.
  const adminSocket = await adminSocketOf(container, server);
  const metricsPort = await startMetricsPort(container, host);
  if (worker) await moveLegacyFiles(container);
  // A process without the worker still prunes: its requests write the rate-limit counters and idempotency records.
  const stopBackground = worker ? await startWorkers(container) : startProcessPruner(container);
  const stopWatching = watchPluginsOf(container);
  logger.info({ url: server.url, worker, database: container.db.kind }, 'sluice listening');
  await banner?.(server);
  const signal = await untilSignal();
  logger.info({ signal }, 'shutting down: draining in-flight requests, handing running runs back to the queue');
  await adminSocket?.close();
  await server.close();
  await stopBackground();
  await stopWatching();
  await metricsPort?.close();
  logger.info('stopped');
}

export async function migrateCommand(config: Config, argv: string[]): Promise<void> {
  const { values } = parse(argv, { to: { type: 'string' } });
  const container = await openContainer(config);
  try {
    if (values.to !== undefined) {
      if (!MIGRATION_NAMES.includes(values.to)) throw new UsageError(`--to: no migration '${values.to}'; known: ${MIGRATION_NAMES.join(', ')}`);
      const { direction, names } = await migrateTo(container.db.knex, values.to);
      process.stdout.write(names.length ? `${direction === 'up' ? 'applied' : 'reverted'} ${names.join(', ')}\n` : `schema already at ${values.to}\n`);
      return;
    }
    const applied = await migrateToLatest(container.db.knex, { canonicalPartitions: config.canonicalPartitions });
    process.stdout.write(applied.length ? `applied ${applied.join(', ')}\n` : 'schema already current\n');
    if (config.canonicalPartitions !== undefined) {
      const rebuilt = await applyPartitionCount(container.db.knex, config.canonicalPartitions);
      if (rebuilt.length) process.stdout.write(`rebuilt ${rebuilt.join(', ')} with ${config.canonicalPartitions || 'no'} partitions\n`);
    }
  } finally {
    await container.close();
  }
}

/**
 * The container of a long-running process, with tracing started first when an OTLP endpoint is set (the `pg`
 * instrumentation must be in place before the first connection, tracing/setup.ts); closing it flushes the spans.
 */
async function openServiceContainer(config: Config): Promise<Container> {
  const tracing = startTracing();
  const container = await openContainer(config).catch(async (err: unknown) => {
    await tracing?.shutdown();
    throw err;
  });
  if (!tracing) return container;
  return {
    ...container,
    async close() {
      await container.close();
      await tracing.shutdown();
    },
  };
}

export async function serveCommand(config: Config, argv: string[]): Promise<void> {
  const { values } = parse(argv, { port: { type: 'string' }, host: { type: 'string' }, 'no-worker': { type: 'boolean' } });
  const port = values.port === undefined ? config.port : parsePort(values.port, '--port');
  const container = await openServiceContainer(config);
  try {
    await requireCurrentSchema(container);
    const worker = !values['no-worker'];
    await serveUntilSignal(container, { port, host: values.host ?? config.host, worker });
  } finally {
    await container.close();
  }
}

export async function workerCommand(config: Config, argv: string[]): Promise<void> {
  parse(argv, {});
  const container = await openServiceContainer(config);
  try {
    await requireCurrentSchema(container);
    await container.services.connectors.load(); // as serve does: plugins load now, not in the first run
    await moveLegacyFiles(container);
    const metricsPort = await startMetricsPort(container, config.host);
    const stop = await startWorkers(container);
    const stopWatching = watchPluginsOf(container);
    container.services.logger.info('sluice worker running');
    const signal = await untilSignal();
    container.services.logger.info({ signal }, 'shutting down: handing running runs back to the queue');
    await stop();
    await stopWatching();
    await metricsPort?.close();
  } finally {
    await container.close();
  }
}

/**
 * What `sluice users login-link` needs before it to make links to this server: nothing on the embedded database (the
 * command asks this server over its admin socket) or when its defaults give the same base; on PostgreSQL, where it
 * makes the link itself, the public URL or the port this server actually serves on.
 */
function linkSettings(config: Config, server: RunningServer): string {
  if (!config.databaseUrl || server.publicUrl === defaultPublicUrl(DEFAULT_PORT)) return '';
  return config.publicUrl ? `SLUICE_PUBLIC_URL=${server.publicUrl} ` : `PORT=${server.port} `;
}

/** What `sluice start` seeded: the demo, or nothing; `empty` when the database has no customer at all. */
interface StartSetup {
  demo: DemoSetup | undefined;
  empty: boolean;
}

function startBanner(config: Config, { demo, empty }: StartSetup, server: RunningServer, link: LoginLink | undefined): string {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  const url = server.url;
  const lines = [`Sluice is running at ${url} on ${where}.`];
  if (empty) {
    lines.push(`No customer yet: create one with \`npx sluice customers create --name NAME\`, then its owner (\`sluice users create\`) and a key (\`sluice keys create\`); or start with --demo for a demo customer.`);
  } else if (demo) {
    lines.push(
      '',
      `Created a demo customer ${demo.customerId} with an owner key. The key is shown once; keep it:`,
      '',
      `  ${demo.key}`,
      '',
      `Sign in to the console as ${demo.email} with this link (it works once, for 15 minutes;`,
      `make another with: ${linkSettings(config, server)}npx sluice users login-link ${demo.userId}):`,
      '',
      `  ${link?.url ?? '(no link)'}`,
      '',
      `The demo flow ${demo.flowId} (sample data to files) is running now, and every 15 minutes. Try it:`,
      '',
      `  curl -s -H 'Authorization: Bearer ${demo.key}' ${url}/v1/flows`,
      `  curl -s -H 'Authorization: Bearer ${demo.key}' ${url}/v1/runs`,
      `  curl -s -H 'Authorization: Bearer ${demo.key}' '${url}/api/public/data/order?limit=5'`,
      '',
    );
  } else {
    lines.push(`Create a key with: npx sluice keys create --customer CUS --user USR --scopes flows:read,runs:read`);
  }
  return `${lines.join('\n')}\n`;
}

export async function startCommand(config: Config, argv: string[]): Promise<void> {
  const { values } = parse(argv, { port: { type: 'string' }, host: { type: 'string' }, demo: { type: 'boolean' } });
  const port = values.port === undefined ? config.port : parsePort(values.port, '--port');
  const container = await openServiceContainer(config);
  try {
    await migrateToLatest(container.db.knex, { canonicalPartitions: config.canonicalPartitions });
    // The demo (an all-scope key, a flow running every 15 minutes) suits a laptop's embedded database, not a shared
    // PostgreSQL, where it is made only when asked for. Its first run is queued with it; the worker below takes it.
    const seed = values.demo === true || !config.databaseUrl;
    const demo = seed ? await ensureDemo(container.db.knex, container.services.secrets, container.services.runs.enqueue, flowDepsOf(container.services)) : undefined;
    const setup = { demo, empty: !seed && !(await anyCustomer(container.db.knex)) };
    const banner = async (server: RunningServer) => {
      // The link is made once the server listens: its base is the public URL, which may name the bound port.
      const link = demo ? await createLoginLink(container.db.knex, { userId: demo.userId, publicUrl: server.publicUrl }) : undefined;
      process.stdout.write(startBanner(config, setup, server, link));
    };
    await serveUntilSignal(container, { port, host: values.host ?? config.host, worker: true, banner });
  } finally {
    await container.close();
  }
}
