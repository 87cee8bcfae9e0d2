// Creating, changing and deleting flows through POST/PATCH/DELETE /v1/flows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../src/domain/access/scopes.js';
import { seedConnectors, seedKey, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<any> => res.json();

describe('flow management', () => {
  let t: TestServer;
  let a: Tenant;
  let b: Tenant;
  let conA: { source: { id: string }; destination: { id: string } };
  let conB: { source: { id: string }; destination: { id: string } };

  beforeAll(async () => {
    t = await startTestServer();
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
    conA = await seedConnectors(t.knex, t.secrets, a.customerId);
    conB = await seedConnectors(t.knex, t.secrets, b.customerId);
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Orders nightly',
    source_connector_id: conA.source.id,
    destination_connector_id: conA.destination.id,
    entities: ['order', 'customer'],
    schedule: 'hourly',
    ...overrides,
  });
  const post = (key: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.request('/v1/flows', { method: 'POST', key, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(payload) });

  it('creates an active flow with connector and schedule details and answers 201', async () => {
    const { data, response } = await t.client(a.key).POST('/v1/flows', { body: body({ mappings: { order: { order_number: 'number' } } }) as never });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Orders nightly',
      status: 'active',
      source: 'postgres',
      destination: 'files',
      entities: ['order', 'customer'],
      schedule: 'hourly',
      mappings: { order: { order_number: 'number' } },
      source_connector: { id: conA.source.id, type: 'postgres' },
      schedule_details: { label: 'hourly', interval_seconds: 3600 },
    });
    expect(data!.id).toMatch(/^flw_/);
    const inAnHour = Date.parse(data!.next_run_at!) - Date.parse(data!.created_at);
    expect(inAnHour).toBeGreaterThan(3599_000);
    expect(inAnHour).toBeLessThan(3601_000);
    const listed = await t.client(a.key).GET('/v1/flows');
    expect(listed.data!.data.map((f) => f.id)).toContain(data!.id);
  });

  it('gives a manual flow no next run', async () => {
    const res = await post(a.key, body({ schedule: 'manual' }));
    expect(res.status).toBe(201);
    const flow = await json(res);
    expect(flow.next_run_at).toBeNull();
    expect(flow.schedule_details.interval_seconds).toBeNull();
  });

  it('refuses a body missing a required field with 400 naming it', async () => {
    const { name: _omit, ...rest } = body();
    const res = await post(a.key, rest);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ code: 'invalid_request', message: "missing required body field 'name'" });
  });

  it('refuses a POST with no body with 400', async () => {
    const res = await t.request('/v1/flows', { method: 'POST', key: a.key });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe('missing request body: send a JSON object');
  });

  it.each([
    ['an unknown field', { colour: 'blue' }, "unknown body field 'colour'"],
    ['an unknown schedule', { schedule: 'every_minute' }, "body field 'schedule' must be one of"],
    ['an unknown entity', { entities: ['order', 'spaceship'] }, "body field 'entities.1' must be one of"],
    ['no entities', { entities: [] }, "body field 'entities'"],
  ])('refuses %s with 422 naming the field', async (_label, override, message) => {
    const res = await post(a.key, body(override));
    expect(res.status).toBe(422);
    const { error } = await json(res);
    expect(error.code).toBe('validation_error');
    expect(error.message).toContain(message);
  });

  it("refuses another customer's connector as if it did not exist", async () => {
    const res = await post(a.key, body({ source_connector_id: conB.source.id }));
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toBe(`body field 'source_connector_id': connector '${conB.source.id}' does not exist`);
  });

  it('refuses mappings for an entity the flow does not move', async () => {
    const res = await post(a.key, body({ mappings: { invoice: { number: 'no' } } }));
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toContain('invoice');
  });

  it('refuses a mapping to a field the canonical entity does not have, naming it and suggesting the nearest', async () => {
    const res = await post(a.key, body({ mappings: { order: { order_number: 'number', totl_cents: 'total' } } }));
    expect(res.status).toBe(422);
    expect((await json(res)).error).toMatchObject({
      code: 'validation_error',
      message: "body field 'mappings.order.totl_cents' is not a field of the canonical order (did you mean total_cents?)",
    });
    const far = await post(a.key, body({ mappings: { customer: { shoe_size: 'shoe' } } }));
    expect(far.status).toBe(422);
    expect((await json(far)).error.message).toBe("body field 'mappings.customer.shoe_size' is not a field of the canonical customer");
    // Store-owned fields are not the source's to fill.
    const owned = await post(a.key, body({ mappings: { order: { canonical_id: 'id' } } }));
    expect(owned.status).toBe(422);
    expect((await json(owned)).error.message).toContain("'mappings.order.canonical_id'");
    const kept = await t.knex('flows').where({ customer_id: a.customerId }).whereRaw("mappings::text LIKE '%shoe%' OR mappings::text LIKE '%totl%'").count({ n: '*' });
    expect(Number(kept[0]!.n), 'nothing was written').toBe(0);
  });

  it('accepts every canonical field, the source update time included, and checks mappings sent in an update', async () => {
    const created = await post(a.key, body({ mappings: { order: { total_cents: 'total', placed_at: 'created', last_source_update_at: 'updated' } } }));
    expect(created.status).toBe(201);
    const flow = await json(created);
    const bad = await t.client(a.key).PATCH('/v1/flows/{id}', { params: { path: { id: flow.id } }, body: { mappings: { customer: { emial: 'mail' } } } });
    expect(bad.response.status).toBe(422);
    expect((bad.error as { error: { message: string } }).error.message).toBe("body field 'mappings.customer.emial' is not a field of the canonical customer (did you mean email?)");
    const good = await t.client(a.key).PATCH('/v1/flows/{id}', { params: { path: { id: flow.id } }, body: { mappings: { customer: { email: 'mail' } } } });
    expect(good.response.status).toBe(200);
    expect(good.data!.mappings).toEqual({ customer: { email: 'mail' } });
  });

  it('creates one flow however often an idempotent create is replayed', async () => {
    const before = Number((await t.knex('flows').where({ customer_id: a.customerId }).count({ n: '*' }))[0]!.n);
    const first = await post(a.key, body({ name: 'Once' }), { 'Idempotency-Key': 'create-once' });
    const second = await post(a.key, body({ name: 'Once' }), { 'Idempotency-Key': 'create-once' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(second)).id).toBe((await json(first)).id);
    const after = Number((await t.knex('flows').where({ customer_id: a.customerId }).count({ n: '*' }))[0]!.n);
    expect(after).toBe(before + 1);
  });

  it('needs flows:write to create', async () => {
    const readOnly = await seedKey(t.knex, a, SCOPES.filter((s) => s !== 'flows:write'));
    const res = await post(readOnly.key, body());
    expect(res.status).toBe(403);
  });

  it('changes only the fields sent', async () => {
    const created = await json(await post(a.key, body({ name: 'Before' })));
    const { data, response } = await t.client(a.key).PATCH('/v1/flows/{id}', { params: { path: { id: created.id } }, body: { name: 'After' } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ name: 'After', schedule: 'hourly', entities: ['order', 'customer'], next_run_at: created.next_run_at });
    expect(data!.updated_at > created.updated_at).toBe(true);
  });

  it('moves the next run when the schedule changes', async () => {
    const created = await json(await post(a.key, body({ schedule: 'daily' })));
    const { data } = await t.client(a.key).PATCH('/v1/flows/{id}', { params: { path: { id: created.id } }, body: { schedule: 'every_5m' } });
    const inFive = Date.parse(data!.next_run_at!) - Date.parse(data!.updated_at);
    expect(inFive).toBeGreaterThan(299_000);
    expect(inFive).toBeLessThan(301_000);
    expect(data!.schedule_details.interval_seconds).toBe(300);
  });

  it('refuses an empty update with 422', async () => {
    const created = await json(await post(a.key, body()));
    const res = await t.request(`/v1/flows/${created.id}`, { method: 'PATCH', key: a.key, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(422);
  });

  it("answers 404 for another customer's flow on update and delete", async () => {
    const created = await json(await post(a.key, body()));
    const patch = await t.request(`/v1/flows/${created.id}`, { method: 'PATCH', key: b.key, headers: { 'Content-Type': 'application/json' }, body: '{"name":"x"}' });
    expect(patch.status).toBe(404);
    expect((await json(patch)).error.code).toBe('flow_not_found');
    const del = await t.request(`/v1/flows/${created.id}`, { method: 'DELETE', key: b.key });
    expect(del.status).toBe(404);
    expect((await t.client(a.key).GET('/v1/flows/{id}', { params: { path: { id: created.id } } })).response.status).toBe(200);
  });

  it('deletes a flow and its run history', async () => {
    const created = await json(await post(a.key, body()));
    await seedRun(t.knex, a.customerId, { flowId: created.id, status: 'succeeded', trigger: 'manual' });
    const res = await t.request(`/v1/flows/${created.id}`, { method: 'DELETE', key: a.key });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const get = await t.request(`/v1/flows/${created.id}`, { key: a.key });
    expect(get.status).toBe(404);
    expect(Number((await t.knex('runs').where({ flow_id: created.id }).count({ n: '*' }))[0]!.n)).toBe(0);
  });

  it('deletes a flow with a run in flight, cancelling the run first', async () => {
    const created = await json(await post(a.key, body()));
    const run = await seedRun(t.knex, a.customerId, { flowId: created.id, status: 'running', trigger: 'manual' });
    const res = await t.request(`/v1/flows/${created.id}`, { method: 'DELETE', key: a.key });
    expect(res.status).toBe(204);
    expect((await t.request(`/v1/flows/${created.id}`, { key: a.key })).status).toBe(404);
    expect((await t.request(`/v1/runs/${run.id}`, { key: a.key })).status).toBe(404);
    const events = await t.knex('events').where({ customer_id: a.customerId, type: 'run.cancelled' }).select('data');
    expect(events.map((e: { data: { run_id: string } }) => e.data.run_id)).toContain(run.id);
  });
});
