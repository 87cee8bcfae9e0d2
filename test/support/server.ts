// A real Sluice HTTP server on a loopback socket over a fresh database, and clients for it: the generated
// typed client (every response checked against the contract) and a raw checked fetch for malformed requests.
import { Writable } from 'node:stream';
import crypto from 'node:crypto';
import { createSluiceClient } from '@sluice/client';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/http/rateLimit/slidingWindow.js';
import { startHttpServer, type HttpServerOptions, type RunningServer } from '../../src/http/server.js';
import { createLogger } from '../../src/log.js';
import { assembleContainer, type Services } from '../../src/container.js';
import { secretsFrom, type Secrets } from '../../src/secrets.js';
import type { Config } from '../../src/config.js';
import { createConnectorRuntime, type ConnectorRuntimeOptions } from '../../src/runtime/index.js';
import { DEFAULT_RUN_SETTINGS, type RunSettings } from '../../src/domain/runs/settings.js';
import { ownDatabaseEnv, ownDatabaseOf } from '../../src/egress/index.js';
import type { WebhookSettings } from '../../src/domain/webhooks/settings.js';
import { DEFAULT_CUSTOMER_LIMITS, type CustomerLimits } from '../../src/domain/customerLimits.js';
import { startWorkers } from '../../src/jobs/workers.js';
import { checkedFetch } from './contractCheck.js';
import { freshDatabase, type TestDatabase } from './database.js';

export interface TestServer {
  url: string;
  database: TestDatabase;
  knex: TestDatabase['db']['knex'];
  secrets: Secrets;
  /** Every log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** The raw text of everything logged. */
  logText(): string;
  /** The generated client, authenticated with `key`. */
  client(key?: string): ReturnType<typeof createSluiceClient>;
  /** fetch against the server (path relative to its URL), response checked against the contract. */
  request(path: string, init?: RequestInit & { key?: string }): Promise<Response>;
  server: RunningServer;
  /** The process's services (what the handlers are given). */
  services: Services;
  close(): Promise<void>;
}

export interface TestServerOptions {
  rateLimits?: Partial<RateLimits>;
  connectors?: ConnectorRuntimeOptions;
  /**
   * `worker`: a worker in the server's process (runs, webhook fan-out and delivery, pruning), so triggered runs
   * execute. `send` or nothing: no worker; triggers and retries insert their queued run, events their outbox row,
   * and nothing executes them.
   */
  queue?: 'worker' | 'send';
  /** Run settings for the worker (defaults, with a fast scheduler tick). */
  runs?: Partial<RunSettings>;
  /** The HTTP server's own time-outs (default: the production ones). */
  http?: HttpServerOptions;
  /** How webhook test sends and replays are made (default: the defaults). */
  webhooks?: WebhookSettings;
  /** SLUICE_SLOW_OPERATIONS_PER_CUSTOMER (default: its default). */
  slowOperationsPerCustomer?: number;
  /** SLUICE_PUBLIC_URL (default: http://127.0.0.1:<bound port>). */
  publicUrl?: string;
  /** SLUICE_REDIS_URL: rate-limit counters in that Redis (default: none). */
  redisUrl?: string;
  /** SLUICE_READ_AHEAD (default: on). */
  readAhead?: boolean;
  /** SLUICE_MAX_*_PER_CUSTOMER (default: the defaults). */
  customerLimits?: Partial<CustomerLimits>;
  /** SLUICE_METRICS_TOKEN and SLUICE_METRICS_PORT (default: /metrics open, on the API's port). */
  metrics?: Config['metrics'];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await freshDatabase();
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger('info', sink);
  const secrets = secretsFrom(crypto.randomBytes(32).toString('hex'));
  const config: Config = {
    databaseUrl: database.url,
    dataDir: '/nonexistent',
    port: 0,
    host: '127.0.0.1',
    secretKey: undefined,
    logLevel: 'info',
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    runs: { ...DEFAULT_RUN_SETTINGS, schedulerTickMs: 200, ...options.runs },
    webhooks: options.webhooks,
    slowOperationsPerCustomer: options.slowOperationsPerCustomer,
    publicUrl: options.publicUrl,
    redisUrl: options.redisUrl,
    readAhead: options.readAhead,
    customerLimits: { ...DEFAULT_CUSTOMER_LIMITS, ...options.customerLimits },
    metrics: options.metrics,
  };
  // Plugin logs go to the same log as the server's: tests read both.
  // Plugins learn where the server's own database is, as `sluice serve` tells them from DATABASE_URL.
  const connectors = options.connectors
    ? createConnectorRuntime(logger, { ...options.connectors, env: { ...options.connectors.env, ...ownDatabaseEnv(ownDatabaseOf(database.url)) } })
    : createConnectorRuntime(logger);
  // The database is the test's: the container closes its sender and connectors, and close() below drops the database.
  const container = assembleContainer(config, { db: database.db, secrets, logger, connectors }, async () => {});
  let stopQueue = async () => {};
  if (options.queue === 'worker') stopQueue = await startWorkers(container);
  const server = await startHttpServer(container, 0, '127.0.0.1', options.http);
  return {
    url: server.url,
    database,
    knex: database.db.knex,
    secrets,
    server,
    services: container.services,
    get logs() {
      return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    },
    logText: () => lines.join('\n'),
    client: (key?: string) => createSluiceClient({ baseUrl: server.url, apiKey: key, fetch: checkedFetch }),
    request(path, init = {}) {
      const { key, headers, ...rest } = init;
      const h = new Headers(headers);
      if (key) h.set('Authorization', `Bearer ${key}`);
      return checkedFetch(`${server.url}${path}`, { ...rest, headers: h });
    },
    async close() {
      await server.close();
      await stopQueue();
      await container.close();
      await database.drop();
    },
  };
}
