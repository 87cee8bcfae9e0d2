// A bridged Airbyte source in a run whose worker is killed with SIGKILL mid-read: a new worker takes the run up
// as its second attempt and the source resumes from the last STATE the first attempt checkpointed. Every
// customer arrives exactly once, and the run's counts (saved with each checkpoint) add up to the records read once,
// which they could not if the second attempt had read from the start. Real worker processes (the built CLI), the
// test program behind the wall, a files destination.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { wallProblem } from '@sluice/connector-sdk/bridges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConnector } from '../src/domain/connectors/repository.js';
import { triggerRun } from '../src/domain/runs/service.js';
import { createRunWakeUp } from '../src/jobs/runWakeUp.js';
import { createLogger } from '../src/log.js';
import { secretsFrom } from '../src/secrets.js';
import { FIXTURES } from './fixtures/plugins/harness.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { seedDefinedFlow, seedTenant, type Tenant } from './support/seed.js';
import { killAllWorkers, startWorker, until } from './support/workerProcess.js';

const USERS = 40;
const problem = wallProblem();

describe.skipIf(!onPostgres || problem !== null)('a bridged source whose worker is killed mid-read', () => {
  let database: TestDatabase;
  let tenant: Tenant;
  let root: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await freshDatabase();
    tenant = await seedTenant(database.db.knex);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bridge-crash-'));
    env = {
      DATABASE_URL: database.url!,
      SLUICE_SECRET_KEY: crypto.randomBytes(32).toString('hex'),
      SLUICE_FILES_ROOT: root,
      SLUICE_DATA_DIR: path.join(root, '.sluice'),
      SLUICE_PLUGINS_DIR: path.join(FIXTURES, 'bridges'),
      SLUICE_PLUGIN_READ_ONLY: path.join(FIXTURES, '..', 'bridges'),
      SLUICE_RUN_HEARTBEAT_SECONDS: '1',
      SLUICE_RUN_STALE_SECONDS: '3',
      SLUICE_RUN_BATCH_SIZE: '2',
      LOG_LEVEL: 'info',
    };
  });
  afterAll(async () => {
    await killAllWorkers();
    await database?.drop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('resumes from the last checkpointed STATE on a new worker, and every customer arrives once', async () => {
    const { knex } = database.db;
    const secrets = secretsFrom(env.SLUICE_SECRET_KEY!);
    // 40 users, one every 100 ms, a STATE after every second one.
    const source = await insertConnector(knex, secrets, tenant.customerId, { name: 'Airbyte', type: 'test-airbyte', config: { users: USERS, sleep_ms: 100 }, credentials: { api_key: 'sk-crash-secret' } });
    const destination = await insertConnector(knex, secrets, tenant.customerId, { name: 'Files', type: 'files', config: { path: 'crash' } });
    const flow = await seedDefinedFlow(knex, tenant.customerId, { name: 'Airbyte to files', source_connector_id: source.id, destination_connector_id: destination.id, entities: ['customer'], schedule: 'manual' });

    const first = startWorker('first', env);
    await first.waitForLog('sluice worker running', 30_000);
    const runId = await triggerRun(knex, tenant.customerId, flow.id, createRunWakeUp({ url: database.url!, logger: createLogger('silent') }).enqueue);
    const saved = await until(async () => {
      const row = await knex('flow_checkpoints').where({ flow_id: flow.id, entity: 'customer' }).first('checkpoint');
      return row ? (row.checkpoint as unknown) : undefined;
    }, 30_000, 'a customer checkpoint saved', () => first.describe());
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const atKill = await knex('runs').where({ id: runId }).first('status', 'records_processed');
    expect(atKill.status).toBe('running');
    expect(atKill.records_processed, `killed before the end, at ${JSON.stringify(saved)}`).toBeLessThan(USERS);

    const second = startWorker('second', env);
    const final = await until(async () => {
      const run = await knex('runs').where({ id: runId }).first('status', 'attempts', 'records_processed', 'records_failed', 'errors');
      return run.status === 'running' || run.status === 'queued' ? undefined : run;
    }, 60_000, 'the resumed run finished', () => second.describe());
    expect(final, JSON.stringify(final.errors)).toMatchObject({ status: 'succeeded', attempts: 2, records_failed: 0, records_processed: USERS });
    const stored = await knex('canonical_external_ids').where({ customer_id: tenant.customerId, system: 'test-airbyte', entity: 'customer' }).pluck('external_id');
    expect(stored.map(Number).sort((a, b) => a - b)).toEqual([...Array(USERS).keys()]);
    const started = second.logs().find((l) => l.msg === 'run started' && l.run_id === runId);
    expect(started?.attempt).toBe(2);
  }, 120_000);
});
