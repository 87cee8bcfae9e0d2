// An Airbyte source and a Singer tap in real flows: the test programs (test/fixtures/bridges) behind the wall, the
// worker's runtime, the canonical layer and a postgres destination in a scratch database. Records land as canonical
// customers, products and orders (a mapping override reads a nested field by its JSON path); the next run moves
// only what the source added after its saved state; a source's failure fails the run with its kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { postgresProblem, scratchDatabase, type Scratch } from './support/postgresServer.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const problem = await postgresProblem();

describe.skipIf(problem !== undefined)('bridged sources in flows', () => {
  let t: TestServer;
  let dst: Scratch;

  beforeAll(async () => {
    [t, dst] = await Promise.all([startTestServer({ queue: 'worker', connectors: runtimeOptions({ fixtures: 'bridges' }) }), scratchDatabase('sluice_bridges_dst')]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await dst?.drop();
  });

  for (const type of ['test-airbyte', 'test-singer']) {
    it(`${type}: moves three streams into PostgreSQL, then only the new records`, async () => {
      const tenant = await seedTenant(t.knex);
      const api = flowApi(t, tenant);
      const schema = type.replace('-', '_');
      await dst.sql(`CREATE SCHEMA ${schema}`);
      const source = await api.createConnector({ name: `${type} source`, type, config: { users: 5 }, credentials: { api_key: 'sk-flow-secret' } });
      const warehouse = await api.createConnector({ name: 'Warehouse', type: 'postgres', config: { ...dst.config, schema, table_prefix: 'sluice_' }, credentials: dst.credentials });
      const mappings = type === 'test-airbyte' ? { customer: { email: 'email', first_name: 'profile.first' } } : {};
      const { data: flow, response } = await t.client(tenant.key).POST('/v1/flows', {
        body: { name: `${type} to the warehouse`, source_connector_id: source, destination_connector_id: warehouse, entities: ['customer', 'product', 'order'], schedule: 'manual', mappings } as never,
      });
      expect(response.status).toBe(201);

      const first = await api.finished(await api.trigger(flow!.id));
      expect(first, JSON.stringify(first.errors)).toMatchObject({ status: 'succeeded', records_processed: 10, records_failed: 0 });
      const customers = await api.records('customer');
      expect(customers.map((c) => c.email).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `user${i}@example.com`));
      if (type === 'test-airbyte') expect(customers.map((c) => c.first_name).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `First${i}`));
      expect((await api.records('order')).map((o) => o.order_number).sort()).toEqual(['A-0', 'A-1']);
      const rows = await dst.sql(`SELECT count(*)::int AS n FROM ${schema}.sluice_customer`);
      expect(rows.rows[0].n).toBe(5);

      const { response: patched } = await t.client(tenant.key).PATCH('/v1/connectors/{id}', { params: { path: { id: source } }, body: { config: { users: 7 } } as never });
      expect(patched.status).toBe(200);
      // Customers come from the saved state (only the two new ones); products and orders are full refreshes.
      expect(await api.finished(await api.trigger(flow!.id))).toMatchObject({ status: 'succeeded', records_processed: 2 + 3 + 2 });
      expect((await dst.sql(`SELECT count(*)::int AS n FROM ${schema}.sluice_customer`)).rows[0].n).toBe(7);
    }, 120_000);
  }

  it("fails the run at extract with the source's own error", async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    const config = { fail_on: 'read', failure_type: 'config_error', failure_message: 'the workspace does not exist' };
    const source = await api.createConnector({ name: 'Failing source', type: 'test-airbyte', config, credentials: { api_key: 'sk-flow-secret' } });
    const warehouse = await api.createConnector({ name: 'Warehouse', type: 'postgres', config: { ...dst.config, schema: 'failing', table_prefix: 'sluice_' }, credentials: dst.credentials });
    const flow = await api.createFlow(source, warehouse, ['customer']);
    const run = await api.finished(await api.trigger(flow));
    expect(run.status).toBe('failed');
    expect(run.errors[0]).toMatchObject({ stage: 'extract' });
    expect(run.errors[0]!.message).toContain('the workspace does not exist');
  }, 60_000);
});
