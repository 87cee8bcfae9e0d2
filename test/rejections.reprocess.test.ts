// Rejected records reprocessed: once a flow's mapping is fixed (or its source connector's settings change, or
// reprocessing is asked for), its next run, triggered or scheduled, puts exactly the records rejected before through
// the canonical layer and into the destination: none lost, none written twice, the rejection list empty after. One
// rejected again stays, with its new reason and run; a resync closes what it stores and drops what the source no
// longer has. Each test has a customer of its own, so that its records (matched by source id and email) are its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { expectError } from './support/expectError.js';
import { filesFlows } from './support/filesFlows.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const UPDATED = '2024-05-01T10:00:00Z';
const person = (n: number, firstName = `Person ${n}`) => ({ id: `c${n}`, email: `person${n}@example.com`, first_name: firstName, updated_at: UPDATED });
/** Maps each customer's email from its first name: rejected unless the first name is an email. */
const BROKEN = { customer: { email: 'first_name' } };
const FIXED = { customer: { email: 'email' } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reprocessing rejected records', () => {
  let t: TestServer;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-reprocess-'));
    const options = runtimeOptions();
    t = await startTestServer({
      queue: 'worker',
      connectors: runtimeOptions({ env: { ...options.env, SLUICE_FILES_ROOT: root } }),
      rateLimits: { trigger: 100_000, write: 100_000, read: 100_000 },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  const tenantFiles = async () => filesFlows(t, root, await seedTenant(t.knex));

  it('reprocesses exactly the rejected records in the run after the mapping is fixed, once each', async () => {
    const files = await tenantFiles();
    const flow = await files.create(['customer'], BROKEN);
    // Three first names that are no email (rejected), three that are.
    files.write(flow, 'customer', [person(1), person(2), person(3), person(4, 'x4@example.com'), person(5, 'x5@example.com'), person(6, 'x6@example.com')]);
    const first = await files.run(flow);
    expect(first).toMatchObject({ status: 'partial', records_processed: 6, records_succeeded: 3, records_failed: 3 });
    expect((await files.rejections(`runs/${first.id}`)).items.map((r) => r.external_id).sort()).toEqual(['c1', 'c2', 'c3']);

    // Nothing changed: the next run reads nothing new and reprocesses nothing.
    expect(await files.run(flow)).toMatchObject({ status: 'succeeded', records_processed: 0 });
    expect((await files.rejections(`flows/${flow.id}`)).total).toBe(3);

    await files.remap(flow, FIXED);
    const second = await files.run(flow);
    expect(second).toMatchObject({ status: 'succeeded', trigger: 'manual', records_processed: 3, records_succeeded: 3, records_failed: 0 });
    expect((await files.rejections(`flows/${flow.id}`)).total).toBe(0);
    expect((await files.rejections(`runs/${first.id}`)).total).toBe(0);
    expect(files.writtenPerId(flow, 'customer')).toEqual({ c1: 1, c2: 1, c3: 1, c4: 1, c5: 1, c6: 1 });
    const stored = await files.api.records('customer');
    expect(stored.filter((c) => ['c1', 'c2', 'c3'].includes((c.external_ids as Record<string, string>).files!)).map((c) => c.email).sort()).toEqual([
      'person1@example.com',
      'person2@example.com',
      'person3@example.com',
    ]);
    expect(await files.run(flow)).toMatchObject({ status: 'succeeded', records_processed: 0 });
  });

  it('reprocesses them in the next scheduled run too', async () => {
    const files = await tenantFiles();
    const flow = await files.create(['customer'], BROKEN);
    files.write(flow, 'customer', [1, 2, 3, 4].map((n) => person(n)));
    expect(await files.run(flow)).toMatchObject({ status: 'failed', stage: 'transform', records_failed: 4 });
    await files.remap(flow, FIXED);
    // The flow's slot comes: the workers' scheduler queues its run.
    await t.knex('flows').where({ id: flow.id }).update({ next_run_at: t.knex.raw('now()') });
    const deadline = Date.now() + 30_000;
    let scheduled: string | undefined;
    while (!scheduled && Date.now() < deadline) {
      scheduled = (await t.knex('runs').where({ flow_id: flow.id, trigger: 'schedule' }).first('id'))?.id;
      if (!scheduled) await sleep(100);
    }
    expect(scheduled, 'no scheduled run was queued').toBeDefined();
    expect(await files.api.finished(scheduled!)).toMatchObject({ status: 'succeeded', records_processed: 4, records_succeeded: 4 });
    expect(files.writtenPerId(flow, 'customer')).toEqual({ c1: 1, c2: 1, c3: 1, c4: 1 });
    expect((await files.rejections(`flows/${flow.id}`)).total).toBe(0);
  });

  it('reprocesses after a change to the source connector’s settings, and keeps a record rejected again with its new reason', async () => {
    const files = await tenantFiles();
    const flow = await files.create(['customer'], BROKEN);
    files.write(flow, 'customer', [1, 2].map((n) => person(n)));
    const first = await files.run(flow);
    // Another mapping, still wrong: the reason changes once the source's settings change too.
    await files.remap(flow, { customer: { accepts_marketing: 'first_name' } });
    const { response } = await t.client(files.key).PATCH('/v1/connectors/{id}', { params: { path: { id: flow.sourceId } }, body: { config: { path: path.basename(flow.sourceDir), batch_size: 100 } } as never });
    expect(response.status).toBe(200);
    const second = await files.run(flow);
    expect(second).toMatchObject({ status: 'failed', stage: 'transform', records_processed: 2, records_failed: 2 });
    const { items } = await files.rejections(`flows/${flow.id}`);
    expect(items.map((r) => [r.external_id, r.run_id, r.reason])).toEqual(
      expect.arrayContaining([
        ['c1', second.id, '/accepts_marketing must be boolean'],
        ['c2', second.id, '/accepts_marketing must be boolean'],
      ]),
    );
    expect(items).toHaveLength(2);
    expect(items.every((r) => r.rejected_at > r.first_rejected_at)).toBe(true);
    expect((await files.rejections(`runs/${first.id}`)).total).toBe(0);
    expect(files.written(flow, 'customer')).toEqual([]);
  });

  it('reprocesses them in the run POST /v1/flows/{id}/rejections/reprocess queues, refusing while a run is in flight', async () => {
    const files = await tenantFiles();
    // Lines of an order the source does not have yet: rejected until the order is stored.
    const flow = await files.create(['order', 'order_line_item']);
    const line = (n: number) => ({ id: `l${n}`, order_id: 'o1', name: `Item ${n}`, quantity: 1, unit_price_cents: 100, total_cents: 100, currency: 'EUR', updated_at: UPDATED });
    files.write(flow, 'order_line_item', [1, 2, 3].map(line));
    const first = await files.run(flow);
    expect(first).toMatchObject({ status: 'failed', stage: 'transform', records_failed: 3 });
    files.write(flow, 'order', [{ id: 'o1', order_number: 'SO-1', status: 'paid', total_cents: 300, currency: 'EUR', placed_at: UPDATED, updated_at: UPDATED }]);
    // A plain run reads the order; the rejections are not due (nothing about the flow changed).
    expect(await files.run(flow)).toMatchObject({ status: 'succeeded', records_processed: 1 });
    expect((await files.rejections(`runs/${first.id}`)).total).toBe(3);

    const post = () => t.request(`/v1/flows/${flow.id}/rejections/reprocess`, { method: 'POST', key: files.key });
    const accepted = await post();
    expect(accepted.status).toBe(202);
    const { run_id: runId } = (await accepted.json()) as { run_id: string };
    await expectError(await post(), 409, 'run_in_progress');
    expect(await files.api.finished(runId)).toMatchObject({ status: 'succeeded', trigger: 'manual', records_processed: 3, records_succeeded: 3 });
    expect((await files.rejections(`flows/${flow.id}`)).total).toBe(0);
    expect(files.writtenPerId(flow, 'order_line_item')).toEqual({ l1: 1, l2: 1, l3: 1 });

    await t.request(`/v1/flows/${flow.id}/pause`, { method: 'POST', key: files.key });
    await expectError(await post(), 409, 'conflict', `flow '${flow.id}' is paused; resume it before running it`);
  });

  it('writes a record read again and stored once, not again from its rejection', async () => {
    const files = await tenantFiles();
    const flow = await files.create(['customer'], BROKEN);
    files.write(flow, 'customer', [1, 2, 3].map((n) => person(n)));
    await files.run(flow);
    await files.remap(flow, FIXED);
    // The source has a newer copy of c1: the run stores that one, and reprocesses c2 and c3 only.
    files.write(flow, 'customer', [{ ...person(1, 'Ada'), updated_at: '2024-06-01T10:00:00Z' }]);
    expect(await files.run(flow)).toMatchObject({ status: 'succeeded', records_processed: 3, records_succeeded: 3 });
    expect(files.writtenPerId(flow, 'customer')).toEqual({ c1: 1, c2: 1, c3: 1 });
    expect(files.written(flow, 'customer').find((l) => l.external_ids.files === 'c1')).toMatchObject({ first_name: 'Ada' });
    expect((await files.rejections(`flows/${flow.id}`)).total).toBe(0);
  });

  it('closes in a resync the rejections of records it stores, and drops those of records the source no longer has', async () => {
    const files = await tenantFiles();
    const flow = await files.create(['customer'], BROKEN);
    files.write(flow, 'customer', [1, 2, 3].map((n) => person(n)));
    await files.run(flow);
    await files.remap(flow, FIXED);
    files.write(flow, 'customer', [person(1), person(3)], { replace: true });
    expect(await files.run(flow, files.api.resync)).toMatchObject({ status: 'succeeded', trigger: 'resync', records_processed: 2, records_succeeded: 2 });
    expect((await files.rejections(`flows/${flow.id}`)).total).toBe(0);
    expect(files.writtenPerId(flow, 'customer')).toEqual({ c1: 1, c3: 1 });
  });

  it('drops the rejections of a flow that reads another source', async () => {
    const files = await tenantFiles();
    const flow = await files.create(['customer'], BROKEN);
    files.write(flow, 'customer', [person(1)]);
    await files.run(flow);
    const other = await files.api.createConnector({ name: 'other source', type: 'files', config: { path: 'elsewhere' }, credentials: {} });
    const { response } = await t.client(files.key).PATCH('/v1/flows/{id}', { params: { path: { id: flow.id } }, body: { source_connector_id: other } as never });
    expect(response.status).toBe(200);
    expect((await files.rejections(`flows/${flow.id}`)).total).toBe(0);
  });
});
