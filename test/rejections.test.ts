// Rejected records kept, not skipped: a run whose mapping makes the canonical layer reject records stores each
// rejection with its reason and the source record (redacted, bounded), lists them per run and per flow, fails when it
// rejected every record it processed (stage transform, the top reasons named, `run.failed` sent), and another
// customer sees none of it. Rows go with their flow, and after their retention.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptCopy, MAX_KEPT_RECORD_BYTES } from '../src/domain/rejections/keep.js';
import { pruneRejections } from '../src/domain/rejections/retention.js';
import { pruneOnce } from '../src/jobs/pruner.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { expectError } from './support/expectError.js';
import { filesFlows } from './support/filesFlows.js';
import { seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const UPDATED = '2024-05-01T10:00:00Z';
/** A customer line of the files source: its email, and a first name that is no email. */
const person = (n: number) => ({ id: `c${n}`, email: `person${n}@example.com`, first_name: `Person ${n}`, updated_at: UPDATED });
/** Maps each customer's email from its first name: the canonical layer rejects every one. */
const BROKEN = { customer: { email: 'first_name' } };

describe('rejected records', () => {
  let t: TestServer;
  let root: string;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-rejections-'));
    const options = runtimeOptions();
    t = await startTestServer({
      queue: 'worker',
      connectors: runtimeOptions({ env: { ...options.env, SLUICE_FILES_ROOT: root } }),
      rateLimits: { trigger: 100_000, write: 100_000, read: 100_000 },
    });
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps each rejected record with its reason, lists it per run and per flow, and fails a run that rejected all', async () => {
    const files = filesFlows(t, root, a);
    const flow = await files.create(['customer'], BROKEN);
    files.write(flow, 'customer', [1, 2, 3, 4, 5].map(person));
    const run = await files.run(flow);

    expect(run).toMatchObject({ status: 'failed', stage: 'transform', records_processed: 5, records_succeeded: 0, records_failed: 5 });
    expect(run.entities).toEqual([{ entity: 'customer', records_processed: 5, records_succeeded: 0, records_failed: 5, records_deleted: 0 }]);
    const reason = run.errors.at(-1)!;
    expect(reason).toMatchObject({ code: 'all_records_rejected', stage: 'transform', record_ref: null });
    expect(reason.message).toBe('all 5 records the run processed were rejected; top reasons: invalid_record: /email must match format "email" (5)');
    // run.failed says so too, at the stage where the records were rejected.
    const event = await t.knex('events').where({ customer_id: a.customerId, type: 'run.failed' }).whereRaw("data->>'run_id' = ?", [run.id]).first('data');
    expect(event.data).toMatchObject({ stage: 'transform', error: { code: 'all_records_rejected', message: reason.message } });

    const ofRun = await files.rejections(`runs/${run.id}`);
    expect(ofRun.total).toBe(5);
    expect(ofRun.items.map((r) => r.external_id).sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    const c1 = ofRun.items.find((r) => r.external_id === 'c1')!;
    expect(c1).toMatchObject({
      flow_id: flow.id,
      run_id: run.id,
      entity: 'customer',
      stage: 'transform',
      code: 'invalid_record',
      reason: '/email must match format "email"',
      record_kept: true,
      record: { external_id: 'c1', data: { email: 'person1@example.com', first_name: 'Person 1' }, raw: { id: 'c1', email: 'person1@example.com', first_name: 'Person 1' } },
    });
    expect(c1.rejected_at).toBe(c1.first_rejected_at);
    expect((await files.rejections(`flows/${flow.id}`)).items.map((r) => r.id).sort()).toEqual(ofRun.items.map((r) => r.id).sort());
    // Nothing reached the canonical layer or the destination.
    expect(files.written(flow, 'customer')).toEqual([]);
  });

  it('counts a rejected record in its own entity’s records_failed, beside the entities it did not touch', async () => {
    const files = filesFlows(t, root, a);
    // Listed orders first: the run moves customers first all the same, and reports them in that order.
    const flow = await files.create(['order', 'customer']);
    files.write(flow, 'customer', [person(1), { ...person(2), accepts_marketing: 'yes' }, person(3)]);
    const order = (n: number) => ({ id: `o${n}`, order_number: `SO-${n}`, status: 'paid', total_cents: 100 * n, currency: 'EUR', placed_at: UPDATED, updated_at: UPDATED });
    files.write(flow, 'order', [order(1), order(2)]);
    const run = await files.run(flow);

    expect(run).toMatchObject({ status: 'partial', records_processed: 5, records_succeeded: 4, records_failed: 1 });
    expect(run.errors).toEqual([expect.objectContaining({ code: 'invalid_record', stage: 'transform', record_ref: 'customer:c2' })]);
    expect(run.entities).toEqual([
      { entity: 'customer', records_processed: 3, records_succeeded: 2, records_failed: 1, records_deleted: 0 },
      { entity: 'order', records_processed: 2, records_succeeded: 2, records_failed: 0, records_deleted: 0 },
    ]);
    // What landed matches: the two customers stored and written, the third kept as the run's one rejection.
    expect(Object.keys(files.writtenPerId(flow, 'customer')).sort()).toEqual(['c1', 'c3']);
    expect(Object.keys(files.writtenPerId(flow, 'order')).sort()).toEqual(['o1', 'o2']);
    expect((await files.rejections(`runs/${run.id}`)).items.map((r) => [r.entity, r.external_id])).toEqual([['customer', 'c2']]);
  });

  it('pages the lists with cursors, newest first', async () => {
    const files = filesFlows(t, root, a);
    const flow = await files.create(['customer'], BROKEN);
    files.write(flow, 'customer', [1, 2, 3, 4, 5, 6, 7].map(person));
    await files.run(flow);
    const paged = await files.rejections(`flows/${flow.id}`, 3);
    expect(paged.total).toBe(7);
    expect(new Set(paged.items.map((r) => r.external_id)).size).toBe(7);
    const order = paged.items.map((r) => [r.first_rejected_at, r.id].join(' '));
    expect(order).toEqual([...order].sort().reverse());
  });

  it('keeps the reason of a record too large to keep, and says its record was not kept', async () => {
    const files = filesFlows(t, root, a);
    const flow = await files.create(['customer'], BROKEN);
    const big = { ...person(1), company_name: 'x'.repeat(MAX_KEPT_RECORD_BYTES) };
    files.write(flow, 'customer', [big, person(2)]);
    await files.run(flow);
    const { items } = await files.rejections(`flows/${flow.id}`);
    const large = items.find((r) => r.external_id === 'c1')!;
    expect(large).toMatchObject({ record_kept: false, record: null });
    expect(large.record_bytes).toBeGreaterThan(MAX_KEPT_RECORD_BYTES);
    expect(large.reason).toContain('/email must match format "email"');
    expect(items.find((r) => r.external_id === 'c2')).toMatchObject({ record_kept: true });
  });

  it('replaces secret values of the source credentials in the kept copy, wherever they appear', () => {
    const secret = 'sk_live_abcdef123456';
    const record = { external_id: 'c1', data: { email: 'x' }, raw: { note: `token ${secret} here`, nested: [{ deep: secret }], n: 42 } };
    const copy = keptCopy(record, [secret]);
    expect(copy.record).not.toContain(secret);
    expect(JSON.parse(copy.record!)).toEqual({ external_id: 'c1', data: { email: 'x' }, raw: { note: 'token [redacted] here', nested: [{ deep: '[redacted]' }], n: 42 } });
    // What jsonb cannot hold is not kept, rather than failing the batch.
    expect(keptCopy({ external_id: 'c1', data: { first_name: 'a\u0000b' } }, []).record).toBeNull();
  });

  it('shows another customer none of it: its runs and flows are not found, and it cannot reprocess them', async () => {
    const files = filesFlows(t, root, a);
    const flow = await files.create(['customer'], BROKEN);
    files.write(flow, 'customer', [person(1)]);
    const run = await files.run(flow);
    await expectError(await t.request(`/v1/runs/${run.id}/rejections`, { key: b.key }), 404, 'run_not_found', `run '${run.id}' does not exist`);
    await expectError(await t.request(`/v1/flows/${flow.id}/rejections`, { key: b.key }), 404, 'flow_not_found', `flow '${flow.id}' does not exist`);
    const post = await t.request(`/v1/flows/${flow.id}/rejections/reprocess`, { method: 'POST', key: b.key });
    await expectError(post, 404, 'flow_not_found', `flow '${flow.id}' does not exist`);
    expect((await files.rejections(`flows/${flow.id}`)).total).toBe(1);
    // Copies of source records are data: a key without data:read may not list them.
    const { key } = await seedKey(t.knex, a, ['runs:read', 'flows:read']);
    await expectError(await t.request(`/v1/runs/${run.id}/rejections`, { key }), 403, 'forbidden');
  });

  it('deletes a flow’s rejections with the flow, and those past their retention', async () => {
    const files = filesFlows(t, root, a);
    const gone = await files.create(['customer'], BROKEN);
    const kept = await files.create(['customer'], BROKEN);
    for (const flow of [gone, kept]) files.write(flow, 'customer', [1, 2, 3].map(person));
    await files.run(gone);
    await files.run(kept);
    const res = await t.request(`/v1/flows/${gone.id}`, { method: 'DELETE', key: a.key });
    expect(res.status).toBe(204);
    expect(Number((await t.knex('record_rejections').where({ flow_id: gone.id }).count({ n: '*' }))[0]!.n)).toBe(0);

    // Two of the flow's rejections were last made 31 days ago: every process's pruner deletes those and keeps the third.
    await t.knex('record_rejections').where({ flow_id: kept.id }).whereIn('external_id', ['c1', 'c2']).update({ updated_at: t.knex.raw("now() - interval '31 days'") });
    expect((await pruneOnce(t.knex, 60)).rejections).toBe(2);
    expect((await files.rejections(`flows/${kept.id}`)).items.map((r) => r.external_id)).toEqual(['c3']);
    expect(await pruneRejections(t.knex)).toBe(0);
  });
});
