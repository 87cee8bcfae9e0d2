// The composition root: everything a Sluice process needs is built here once, from the configuration, and handed
// down as one Services value (HTTP handlers, workers and CLI commands all take it). Every member is required, so no
// caller builds a missing piece on the fly; close() closes what was opened, in reverse.
import type { Knex } from 'knex';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import { openDatabase } from './db/open.js';
import { migrationsCurrent } from './db/migrate.js';
import { PageReadAhead, poolHasRoom } from './domain/canonical/readAhead.js';
import { scheduleIntervals, type ScheduleIntervals } from './domain/flows/schedules.js';
import type { FlowDeps } from './domain/flows/definition.js';
import { DEFAULT_CUSTOMER_LIMITS, type CustomerLimits } from './domain/customerLimits.js';
import { createSender, type Sender } from './domain/webhooks/sender.js';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './domain/webhooks/settings.js';
import { createRunWakeUp, type RunWakeUp } from './jobs/runWakeUp.js';
import { createLogger, type Logger } from './log.js';
import { registerGauges } from './metrics/databaseGauges.js';
import { createMetrics, type Metrics } from './metrics/registry.js';
import { pluginWatcher } from './metrics/plugins.js';
import { pluginSpans } from './tracing/pluginSpans.js';
import { createConnectorRuntime, type ConnectorRuntime } from './runtime/index.js';
import type { Secrets } from './secrets.js';

export interface Services {
  db: Knex;
  secrets: Secrets;
  logger: Logger;
  /** How webhooks are sent: by the worker's deliveries and by the API's test sends and replays. */
  webhooks: WebhookSettings;
  /** The one webhook sender (and so one connection pool) of the process. */
  sender: Sender;
  /** The connector plugins (the plugin host, src/runtime/) and their isolated calls. */
  connectors: ConnectorRuntime;
  /** Where created runs are handed to the workers; a process without a worker hands over the queued row only. */
  runs: RunWakeUp;
  /** Schedule intervals with this process's SLUICE_SCHEDULE_INTERVALS applied (flows' next_run_at and interval_seconds). */
  scheduleIntervals: ScheduleIntervals;
  /** The most connectors, flows, webhook endpoints, live API keys and members one customer may hold (SLUICE_MAX_*_PER_CUSTOMER). */
  customerLimits: CustomerLimits;
  /** Data API pages read ahead for clients paging through them (off on the embedded database or when configured off). */
  readAhead: PageReadAhead;
  /** The process's metrics (src/metrics/), served at /metrics. */
  metrics: Metrics;
  /** Whether the schema is current; used by readiness. */
  checkReady(): Promise<{ database: 'ok' | 'error'; migrations: 'current' | 'pending' | 'unknown' }>;
}

export interface Container {
  config: Config;
  db: Db;
  services: Services;
  close(): Promise<void>;
}

/** What a container is built over: opened by openContainer, or by a test over its own database. */
export interface ContainerParts {
  db: Db;
  secrets: Secrets;
  logger: Logger;
  connectors: ConnectorRuntime;
}

/**
 * Builds the services of a process over parts already opened. close() closes the sender and the connector host,
 * then calls `release` (which closes what the caller opened, e.g. the database).
 */
export function assembleContainer(config: Config, parts: ContainerParts, release: () => Promise<void>): Container {
  const { db, secrets, logger, connectors } = parts;
  const webhooks = config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS;
  const sender = createSender(webhooks);
  const metrics = createMetrics(config.metrics?.enabled !== false);
  if (metrics.enabled) {
    registerGauges(metrics, { knex: db.knex, kind: db.kind, plugins: () => connectors.processStats() });
    connectors.watch(pluginWatcher(metrics));
  }
  connectors.watch(pluginSpans());
  return {
    config,
    db,
    services: {
      db: db.knex,
      secrets,
      logger,
      webhooks,
      sender,
      connectors,
      runs: createRunWakeUp(db.url ? { url: db.url, logger } : undefined),
      // Schedules shortened by SLUICE_SCHEDULE_INTERVALS apply to every process: the API computes next_run_at too.
      scheduleIntervals: scheduleIntervals(config.runs?.scheduleIntervals),
      customerLimits: config.customerLimits ?? DEFAULT_CUSTOMER_LIMITS,
      readAhead: new PageReadAhead(config.readAhead !== false && db.kind === 'postgres' ? () => poolHasRoom(db.knex) : () => false),
      metrics,
      checkReady: readinessCheck(db),
    },
    async close() {
      sender.close();
      await connectors.close();
      await release();
    },
  };
}

export async function openContainer(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<Container> {
  const { db, secrets, close } = await openDatabase(config);
  const connectors = createConnectorRuntime(logger);
  return assembleContainer(config, { db, secrets, logger, connectors }, close);
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

/** What defining a flow needs from the process: the connector types installed here, the schedule intervals and the bound on flows. */
export function flowDepsOf(services: Services): FlowDeps {
  return {
    resolveType: (type, version) => services.connectors.resolve(type, version),
    intervals: services.scheduleIntervals,
    maxFlows: services.customerLimits.flows,
  };
}
