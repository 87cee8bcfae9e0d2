import fs from 'node:fs';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

const ALL = ['test/**/*.test.ts', 'src/**/*.test.ts'];

// The files whose behaviour depends on Sluice's own store: on a run with PostgreSQL (TEST_DATABASE_URL) the
// `embedded` project runs these again on PGlite. Left out are files that never touch the store (pure functions,
// plugins and their SDK, the egress policy, process isolation, the embedded lock, the browser pages and SDK tours
// that drive the API the files below cover), files that drive the built CLI on an embedded data dir whichever
// store is set (cli, console.cli, lifecycle, runtime.restart: the postgres project runs them on PGlite already),
// and files about the real PostgreSQL server itself.
const STORE_SENSITIVE = [
  // tenants, keys, sessions, rate limits, idempotency
  'auth', 'auth.oneStatement', 'console.apiKeys', 'console.crossSite', 'console.files', 'console.members', 'console.session',
  'idempotency', 'rateLimit', 'rateLimit.customer', 'recentKeys', 'hostileInput', 'errors', 'contract.bodies', 'pagination', 'timestamps',
  // what one customer may hold
  'quotas',
  // the canonical store: dedupe, sync, reads
  'canonicalApi', 'canonicalCascades', 'canonicalDedupe', 'canonicalLayout', 'canonicalPagination', 'canonicalPlans',
  'canonicalReadAhead', 'canonicalSync', 'canonicalValues', 'statementName',
  // flows, runs, their queue and claims
  'connectors.api', 'connectors.postgres', 'connectors.readmes', 'engine.pipeline', 'flowDefinition', 'flows.commerce',
  'flows.mysql', 'runCancel', 'runCaps', 'runFairness', 'runLifecycle', 'runRow', 'runWorkers', 'runsApi', 'scheduler',
  'scheduler.depth', 'schedules.cron', 'smoke', 'retention.runs', 'rejections', 'rejections.reprocess',
  // webhook deliveries: the outbox, the queue's claims and fairness, recovery
  'webhooks.catalog', 'webhooks.crash', 'webhooks.delivery', 'webhooks.endpointApi', 'webhooks.endpoints',
  'webhooks.fairness', 'webhooks.health', 'webhooks.queue', 'webhooks.recordsChanged', 'webhooks.safety',
  'webhooks.standard',
].map((name) => `test/${name}.test.ts`);
for (const file of STORE_SENSITIVE) {
  if (!fs.existsSync(file)) throw new Error(`vitest.config.ts: ${file} is listed for the embedded project but does not exist`);
}

// Files that replace a module with vi.mock (a module another file of the worker already imported cannot be
// replaced), or that register process-wide state before the first database connection (tracing: the `pg`
// instrumentation), run in workers of their own (`isolate: true`), in a project beside each store's.
const MOCKING = ['test/runRow.test.ts', 'test/tracing.otlp.test.ts'];
const EMBEDDED_ENV = { TEST_DATABASE_URL: '', DATABASE_URL: '' };

// The main paths again on a schema whose canonical tables are hash-partitioned by customer (docs/scaling.md): the
// data API's reads, the upsert and its dedupe, cascades, a flow's runs end to end, the key rule. (canonicalPagination
// is not among them: its plan test asserts no Sort, and on a partition with fresh statistics the planner may sort the
// last few hundred rows of a walk instead of reading them in index order, which is as cheap.)
const PARTITIONED = ['canonicalApi', 'canonicalCascades', 'canonicalDedupe', 'canonicalSync', 'flows.commerce', 'schemaKeys']
  .map((name) => `test/${name}.test.ts`);

/** A store's project, and the project that runs its files in MOCKING isolated. */
function storeProjects(name: string, include: string[], env: Record<string, string>): TestProjectConfiguration[] {
  const mocking = MOCKING.filter((file) => include === ALL || include.includes(file));
  return [
    { extends: true, test: { name, include, exclude: [...configDefaults.exclude, ...MOCKING], env } },
    { extends: true, test: { name: `${name}-isolated`, include: mocking, env, isolate: true } },
  ];
}

const projects: TestProjectConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      ...storeProjects('postgres', ALL, {}),
      ...storeProjects('embedded', STORE_SENSITIVE, EMBEDDED_ENV),
      { extends: true, test: { name: 'partitioned', include: PARTITIONED, env: { TEST_CANONICAL_PARTITIONS: '4' } } },
    ]
  : // Without PostgreSQL every file runs on PGlite (the PostgreSQL-only parts skip themselves).
    storeProjects('embedded', ALL, { DATABASE_URL: '' });

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/databaseTemplates.ts'],
    pool: 'forks',
    // Four workers on two cores: many files spend much of their time waiting (leases, retries, child processes,
    // the browser), and the extra workers fill those waits: measured 585 s against 698 s with two; with four, the
    // PostgreSQL project alone took 345 s against 355 s with three and the embedded one 91 s against 95 s (the
    // suite is then bound by CPU, not by waits).
    maxWorkers: 4,
    // Files share their worker's modules: importing the application (koa, knex, openapi-backend, ajv, PGlite) and
    // compiling the contract happen once per worker instead of once per file, about a third of the suite's CPU.
    // Each file still opens its own database and servers and closes them; nothing in src/ keeps state between them.
    isolate: false,
    projects,
  },
});
