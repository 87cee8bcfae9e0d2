// records.changed: a run that changed canonical records ends with one event per entity it changed, recorded with the
// run's end, counting what it created, updated and deleted, and whose `updated_since` makes the data API return
// exactly the records the run changed. Real runs: a files source (small batches, so one record can be changed by two
// batches of a run) into a files destination, through the worker of the test server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import AjvModule from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCatalog } from '../src/http/eventCatalog.js';
import { OPENAPI_PATH } from '../src/paths.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { flowApi } from './support/flowApi.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Json = Record<string, unknown>;
interface ChangedData {
  run_id: string;
  flow_id: string;
  entity: string;
  created: number;
  updated: number;
  deleted: number;
  updated_since: string;
}

const T1 = '2026-01-01T00:00:00.000000Z';
const T2 = '2026-01-02T00:00:00.000000Z';
const T3 = '2026-01-03T00:00:00.000000Z';

const customer = (n: number, ts: string, extra: Json = {}) => ({ id: `c${n}`, ...sampleRecord('customer', n, ts), ...extra });
const product = (n: number, ts: string) => ({ id: `p${n}`, ...sampleRecord('product', n, ts) });
const jsonl = (lines: Json[]) => lines.map((l) => `${JSON.stringify(l)}\n`).join('');

const catalog = eventCatalog(load(fs.readFileSync(OPENAPI_PATH, 'utf8')));
const ajv = new AjvModule.default({ allErrors: true });
addFormats.default(ajv);
ajv.addKeyword('x-extensible-enum');
const validateChanged = ajv.compile(catalog.find((e) => e.type === 'records.changed')!.schema);

describe('records.changed', () => {
  let base: string;
  let t: TestServer;
  let a: Tenant;

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-records-changed-'));
    const options = runtimeOptions();
    t = await startTestServer({
      queue: 'worker',
      connectors: runtimeOptions({ env: { ...options.env, SLUICE_FILES_ROOT: base } }),
      rateLimits: { read: 100_000, write: 100_000, trigger: 100_000 },
    });
    a = await seedTenant(t.knex);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  const shop = () => path.join(base, a.customerId, 'shop');
  const append = (entity: string, lines: Json[]) => fs.appendFileSync(path.join(shop(), `${entity}.jsonl`), jsonl(lines));

  async function eventsOf(runId: string): Promise<Array<{ type: string; data: Json }>> {
    return (await t.knex('events').where({ customer_id: a.customerId }).whereRaw(`data->>'run_id' = ?`, [runId]).orderBy('id').select('type', 'data')) as Array<{
      type: string;
      data: Json;
    }>;
  }

  /** The records.changed events of a run, by entity, each checked against its catalog schema. */
  async function changesOf(runId: string): Promise<Record<string, ChangedData>> {
    const out: Record<string, ChangedData> = {};
    for (const e of await eventsOf(runId)) {
      if (e.type !== 'records.changed') continue;
      expect(validateChanged(e.data), JSON.stringify(validateChanged.errors)).toBe(true);
      const data = e.data as unknown as ChangedData;
      expect(out[data.entity], `two records.changed for ${data.entity}`).toBeUndefined();
      out[data.entity] = data;
    }
    return out;
  }

  /** The source ids (files external ids) of what the data API returns for `entity` since `since`. */
  async function idsSince(api: ReturnType<typeof flowApi>, entity: string, since: string, includeDeleted = false): Promise<string[]> {
    const records = await api.records(entity, { since, includeDeleted, limit: 2 });
    return records.map((r) => {
      const ids = r.external_ids as Record<string, string>;
      // A tombstone's external ids are cleared: name it by the canonical id the first run's read mapped.
      return ids.files ?? `deleted:${String(r.canonical_id)}`;
    }).sort();
  }

  it('reports each run’s changes per entity, and updated_since returns exactly the records the run changed', async () => {
    const api = flowApi(t, a);
    // A record another system wrote before: no run of the flow touches it, and no updated_since of theirs returns it.
    await upsertAll(t.knex, a.customerId, 'customer', 'crm', [{ externalId: 'crm-1', record: sampleRecord('customer', 100, T1) }]);
    fs.mkdirSync(shop(), { recursive: true });
    append('customer', [1, 2, 3, 4, 5].map((n) => customer(n, T1)));
    append('product', [1, 2, 3].map((n) => product(n, T1)));
    const source = await api.createConnector({ name: 'Shop files', type: 'files', config: { path: 'shop', batch_size: 2 }, credentials: {} });
    const destination = await api.createConnector({ name: 'Out files', type: 'files', config: { path: 'out' }, credentials: {} });
    const flowId = await api.createFlow(source, destination, ['customer', 'product']);

    // First run: everything is new.
    const first = await api.finished(await api.trigger(flowId));
    expect(first.status).toBe('succeeded');
    const firstChanges = await changesOf(first.id);
    expect(Object.keys(firstChanges).sort()).toEqual(['customer', 'product']);
    expect(firstChanges.customer).toMatchObject({ run_id: first.id, flow_id: flowId, created: 5, updated: 0, deleted: 0 });
    expect(firstChanges.product).toMatchObject({ run_id: first.id, flow_id: flowId, created: 3, updated: 0, deleted: 0 });
    expect(await idsSince(api, 'customer', firstChanges.customer!.updated_since)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(await idsSince(api, 'product', firstChanges.product!.updated_since)).toEqual(['p1', 'p2', 'p3']);
    // The run's end and its events are one commit: the run is seen finished with them. (Events of one transaction share
    // their created_at; their ids order them only across milliseconds.)
    expect((await eventsOf(first.id)).map((e) => e.type).sort()).toEqual(['records.changed', 'records.changed', 'run.started', 'run.succeeded']);
    const c4 = (await api.records('customer')).find((r) => (r.external_ids as Json).files === 'c4')!;

    // Second run: c2 changed twice (in two batches), c3 changed, c5 sent again unchanged, c4 deleted; products untouched.
    append('customer', [
      customer(2, T2, { first_name: 'Second' }),
      customer(3, T2, { first_name: 'Third' }),
      customer(5, T1),
      customer(2, T3, { first_name: 'Twice' }),
      { id: 'c4', deleted_at: T3 },
    ]);
    const second = await api.finished(await api.trigger(flowId));
    expect(second.status).toBe('succeeded');
    const secondChanges = await changesOf(second.id);
    expect(Object.keys(secondChanges)).toEqual(['customer']);
    expect(secondChanges.customer).toMatchObject({ run_id: second.id, flow_id: flowId, created: 0, updated: 2, deleted: 1 });
    const since = secondChanges.customer!.updated_since;
    expect(since > firstChanges.customer!.updated_since).toBe(true);
    expect(await idsSince(api, 'customer', since)).toEqual(['c2', 'c3']);
    expect(await idsSince(api, 'customer', since, true)).toEqual(['c2', 'c3', `deleted:${String(c4.canonical_id)}`].sort());
    const changed = await api.records('customer', { since, includeDeleted: true });
    expect(changed.find((r) => r.canonical_id === c4.canonical_id)).toMatchObject({ deleted_at: T3 });
    expect(changed.find((r) => (r.external_ids as Json).files === 'c2')).toMatchObject({ first_name: 'Twice' });
    // updated_since is the updated_at of the run's first change, which the data API returns first.
    expect(changed[0]!.updated_at).toBe(since);

    // Third run: nothing new to read, nothing changed, no records.changed.
    const third = await api.finished(await api.trigger(flowId));
    expect(third.status).toBe('succeeded');
    expect((await eventsOf(third.id)).map((e) => e.type).sort()).toEqual(['run.started', 'run.succeeded']);
  }, 120_000);

  it('reports a record the run created and then deleted as deleted, and a failed run’s changes too', async () => {
    const b = await seedTenant(t.knex);
    const api = flowApi(t, b);
    const folder = path.join(base, b.customerId, 'feed');
    fs.mkdirSync(folder, { recursive: true });
    // c1 and c2 are created, c1 is deleted in the next batch with c3; then a line that is not JSON fails the run at
    // extract, once the batches read before it are stored.
    fs.writeFileSync(path.join(folder, 'customer.jsonl'), jsonl([customer(1, T1), customer(2, T1), { id: 'c1', deleted_at: T2 }, customer(3, T1)]) + 'not json\n');
    const source = await api.createConnector({ name: 'Feed', type: 'files', config: { path: 'feed', batch_size: 2 }, credentials: {} });
    const destination = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'out' }, credentials: {} });
    const flowId = await api.createFlow(source, destination, ['customer']);
    const run = await api.finished(await api.trigger(flowId));
    expect(run.status).toBe('failed');
    const events = (await t.knex('events').where({ customer_id: b.customerId }).whereRaw(`data->>'run_id' = ?`, [run.id]).orderBy('id').select('type', 'data')) as Array<{
      type: string;
      data: ChangedData;
    }>;
    expect(events.map((e) => e.type).sort()).toEqual(['records.changed', 'run.failed', 'run.started']);
    const changed = events.find((e) => e.type === 'records.changed')!.data;
    expect(validateChanged(changed), JSON.stringify(validateChanged.errors)).toBe(true);
    expect(changed).toMatchObject({ run_id: run.id, entity: 'customer', created: 2, updated: 0, deleted: 1 });
    const live = await api.records('customer', { since: changed.updated_since });
    expect(live.map((r) => (r.external_ids as Json).files).sort()).toEqual(['c2', 'c3']);
    expect(await api.records('customer', { since: changed.updated_since, includeDeleted: true })).toHaveLength(3);
  }, 120_000);
});
