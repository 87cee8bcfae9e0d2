// What one run may read from a source that never ends: SLUICE_RUN_MAX_RECORDS and SLUICE_RUN_MAX_BYTES fail it at
// `extract` with `run_record_limit` or `run_byte_limit` once what it read before the limit is stored and written, and
// the next run reads on from there. And a source that stops answering is ended by the run's own deadline
// (SLUICE_RUN_MAX_SECONDS), not by the far longer plugin time-out. Real server, worker and plugin processes (the
// `bounds` fixtures: an endless source and a sink).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { ended, expectJson, getRun, triggerFlow, waitForRun, type Json } from './support/longRuns.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { runsWithTitle } from './support/process.js';
import { startTestServer, type TestServer } from './support/server.js';

const PER_BATCH = 100;

function runServer(runs: { maxSeconds?: number; maxRecords?: number; maxBytes?: number }, callTimeoutMs = 20_000): Promise<TestServer> {
  return startTestServer({
    queue: 'worker',
    connectors: runtimeOptions({ fixtures: 'bounds', callTimeoutMs }),
    rateLimits: { trigger: 100_000, write: 100_000, read: 100_000 },
    runs: { heartbeatSeconds: 1, staleSeconds: 5, ...runs },
  });
}

/** A manual flow from an endless source (`config` its settings) to the sink; returns its id. */
async function endlessFlow(t: TestServer, tenant: Tenant, config: Record<string, unknown>): Promise<string> {
  const post = async (path: string, body: unknown) =>
    expectJson(await t.request(path, { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), 201);
  const source = await post('/v1/connectors', { name: 'endless', type: 'endless-source', config: { per_batch: PER_BATCH, ...config } });
  const sink = await post('/v1/connectors', { name: 'sink', type: 'sink', config: {} });
  const flow = await post('/v1/flows', { name: 'endless', source_connector_id: source.id, destination_connector_id: sink.id, entities: ['customer'], schedule: 'manual' });
  return flow.id as string;
}

/** Every canonical customer of the tenant, through the data API. */
async function canonicalCustomers(t: TestServer, tenant: Tenant): Promise<string[]> {
  const emails: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await expectJson(await t.request(`/api/public/data/customer?${query}`, { key: tenant.key }), 200)) as { data: Json[]; next_cursor: string | null };
    emails.push(...page.data.map((r) => r.email as string));
    cursor = page.next_cursor;
  } while (cursor);
  return emails;
}

async function runToEnd(t: TestServer, tenant: Tenant, flowId: string): Promise<Json> {
  return waitForRun(t, tenant, await triggerFlow(t, tenant, flowId), ended, 60_000, 'ended');
}

describe('SLUICE_RUN_MAX_RECORDS and SLUICE_RUN_MAX_BYTES', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await runServer({ maxRecords: 1000, maxBytes: 300_000 });
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  it('a source that never ends fails its run with run_record_limit after exactly the most records allowed', async () => {
    const tenant = await seedTenant(t.knex);
    const flowId = await endlessFlow(t, tenant, {});
    const run = await runToEnd(t, tenant, flowId);
    expect(run.status).toBe('failed');
    expect(run.stage).toBe('extract');
    expect(run.errors.at(-1)).toEqual({
      code: 'run_record_limit',
      message:
        'the run read more than 1000 records and deletions from its source, the most one run may read (SLUICE_RUN_MAX_RECORDS); what it read before the limit was stored and written, and the next run reads on from there',
      stage: 'extract',
      record_ref: null,
    });
    // Ten batches of 100 fit; the eleventh would have passed the limit and was not stored.
    expect(run.records_processed).toBe(1000);
    expect(run.records_succeeded).toBe(1000);

    // The next run reads on from the checkpoint the first one reached: 1,000 new customers, none read twice.
    const next = await runToEnd(t, tenant, flowId);
    expect(next.errors.at(-1).code).toBe('run_record_limit');
    expect(next.records_processed).toBe(1000);
    const emails = await canonicalCustomers(t, tenant);
    expect(emails).toHaveLength(2000);
    expect(new Set(emails).size).toBe(2000);
    expect(emails).toContain('customer2000@endless.example');
  }, 120_000);

  it('larger records fail the run with run_byte_limit first, after whole batches below the limit', async () => {
    const tenant = await seedTenant(t.knex);
    // About 400 bytes a record: 300,000 bytes is reached in the eighth batch, well before 1,000 records.
    const run = await runToEnd(t, tenant, await endlessFlow(t, tenant, { padding: 300 }));
    expect(run.status).toBe('failed');
    expect(run.stage).toBe('extract');
    expect(run.errors.at(-1)).toEqual({
      code: 'run_byte_limit',
      message:
        'the run read more than 300000 bytes of records from its source, the most one run may read (SLUICE_RUN_MAX_BYTES); what it read before the limit was stored and written, and the next run reads on from there',
      stage: 'extract',
      record_ref: null,
    });
    expect(run.records_processed).toBeGreaterThan(0);
    expect(run.records_processed).toBeLessThan(1000);
    expect(run.records_processed % PER_BATCH).toBe(0);
  }, 120_000);

  it('the run.failed event names the stage and the limit', async () => {
    const tenant = await seedTenant(t.knex);
    const run = await runToEnd(t, tenant, await endlessFlow(t, tenant, {}));
    const events = (await t.knex('events').whereRaw(`data->>'run_id' = ?`, [run.id]).where('type', 'like', 'run.%').orderBy('created_at').select('type', 'data')) as Json[];
    expect(events.map((e) => e.type)).toEqual(['run.started', 'run.failed']);
    expect(events[1].data).toMatchObject({ run_id: run.id, stage: 'extract', error: { code: 'run_record_limit' } });
  }, 120_000);
});

describe('a source that stops answering, and SLUICE_RUN_MAX_SECONDS', () => {
  let t: TestServer;

  beforeAll(async () => {
    // The plugin time-out is ten minutes: only the run's own deadline can end the stalled read within the test.
    t = await runServer({ maxSeconds: 3 }, 600_000);
  }, 60_000);
  afterAll(() => t?.close(), 60_000);


  it('fails the run with timed_out at extract at its deadline, and the silent plugin process is gone', async () => {
    const tenant = await seedTenant(t.knex);
    const runId = await triggerFlow(t, tenant, await endlessFlow(t, tenant, { stall: true }));
    const run = await waitForRun(t, tenant, runId, ended, 60_000, 'ended');
    expect(run.status).toBe('failed');
    expect(run.stage).toBe('extract');
    expect(run.errors.at(-1)).toEqual({ code: 'timed_out', message: 'the run ran longer than 3 s (SLUICE_RUN_MAX_SECONDS)', stage: null, record_ref: null });
    // Not before the deadline. The duration is measured on the database's clock and the deadline on the worker's: on
    // PGlite, on a loaded machine, the two were seen to disagree by up to 16 ms (2,984 ms), hence the 100 ms allowed
    // (a run ended by anything but its deadline would end right after its one batch, long before).
    expect(run.duration_ms).toBeGreaterThanOrEqual(2900);
    // Ended by the deadline, not by the ten-minute plugin time-out.
    expect(run.duration_ms).toBeLessThan(60_000);
    // The batch it gave before going silent was stored.
    expect((await getRun(t, tenant, runId)).records_processed).toBeLessThanOrEqual(PER_BATCH);
    const started = t.logs.find((l) => l.msg === 'plugin: endless-source read started');
    const title = (started?.plugin_fields as { title?: string } | undefined)?.title;
    expect(title).toMatch(/^sluice-test-/);
    expect(runsWithTitle(title!)).toBe(false);
  }, 90_000);
});

describe('SLUICE_RUN_MAX_RECORDS and SLUICE_RUN_MAX_BYTES as configured', () => {
  it('default to 10,000,000 records and 10 GB', () => {
    expect(loadConfig({}).runs).toMatchObject({ maxRecords: 10_000_000, maxBytes: 10_000_000_000 });
    expect(loadConfig({ SLUICE_RUN_MAX_RECORDS: '500', SLUICE_RUN_MAX_BYTES: '1048576' }).runs).toMatchObject({ maxRecords: 500, maxBytes: 1_048_576 });
  });

  it('refuse a value that is not a whole number from 1, naming it', () => {
    expect(() => loadConfig({ SLUICE_RUN_MAX_RECORDS: '0' })).toThrow(
      "SLUICE_RUN_MAX_RECORDS must be a whole number of records between 1 and 9007199254740991; got '0'",
    );
    expect(() => loadConfig({ SLUICE_RUN_MAX_BYTES: '10GB' })).toThrow(
      "SLUICE_RUN_MAX_BYTES must be a whole number of bytes between 1 and 9007199254740991; got '10GB'",
    );
  });
});
