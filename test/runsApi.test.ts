// Triggering and retrying runs through the HTTP API (POST /v1/flows/{id}/trigger, POST /v1/runs/{id}/retry): one
// queued run (the workers' whole hand-off: they claim queued rows) per accepted request, the conflicts of the contract,
// idempotent replays, a sample → files flow executed end to end by a worker, and flow definitions checked against
// the manifests of the installed connector types.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../src/domain/access/scopes.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { seedFlow, seedKey, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { expectError } from './support/expectError.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Asserts the error envelope: status, code and (exact or pattern) message; returns the error. */
async function expectJson(res: Response, status: number): Promise<Json> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text === '' ? undefined : JSON.parse(text);
}

const SAMPLE_ENTITIES = 'customer, product, product_variant, order, order_line_item, invoice, payment';
const forbidden = (scope: string) => `this API key lacks the scope '${scope}' (or its user's role no longer grants it)`;

/** Request helpers bound to one test server. */
function apiOf(getServer: () => TestServer) {
  const post = (p: string, key: string, options: { body?: unknown; rawBody?: string; idempotencyKey?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return getServer().request(p, { method: 'POST', key, headers, ...(body === undefined ? {} : { body }) });
  };
  const patch = (p: string, key: string, body: unknown) =>
    getServer().request(p, { method: 'PATCH', key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const get = (p: string, key: string) => getServer().request(p, { key });
  return {
    post,
    patch,
    get,
    trigger: (flowId: string, key: string, options: { body?: unknown; rawBody?: string; idempotencyKey?: string } = {}) =>
      post(`/v1/flows/${flowId}/trigger`, key, options),
    retry: (runId: string, key: string, options: { body?: unknown; idempotencyKey?: string } = {}) => post(`/v1/runs/${runId}/retry`, key, options),
    getRun: async (runId: string, key: string): Promise<Json> => expectJson(await get(`/v1/runs/${runId}`, key), 200),
    getFlow: async (flowId: string, key: string): Promise<Json> => expectJson(await get(`/v1/flows/${flowId}`, key), 200),
    createConnector: async (key: string, body: Record<string, unknown>): Promise<Json> => expectJson(await post('/v1/connectors', key, { body }), 201),
    runsOf: async (flowId: string): Promise<Array<{ id: string; status: string; trigger: string; retry_of: string | null }>> =>
      getServer().knex('runs').where({ flow_id: flowId }).orderBy('created_at').select('id', 'status', 'trigger', 'retry_of'),
    /** The flow's queued runs: what a worker would claim (the runs table is the run queue). */
    queuedOf: async (flowId: string): Promise<string[]> =>
      (await getServer().knex('runs').where({ flow_id: flowId, status: 'queued' }).orderBy('created_at').select('id')).map((r: { id: string }) => r.id),
  };
}

describe('trigger and retry over HTTP (queue without a consumer)', () => {
  let t: TestServer;
  let a: Tenant;
  let b: Tenant;
  const api = apiOf(() => t);

  beforeAll(async () => {
    t = await startTestServer({ queue: 'send', connectors: runtimeOptions(), rateLimits: { trigger: 100_000, write: 100_000, read: 100_000 } });
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
  });
  afterAll(() => t.close());

  const newFlow = async (options: { status?: 'active' | 'paused'; owner?: Tenant } = {}) =>
    (await seedFlow(t.knex, t.secrets, (options.owner ?? a).customerId, { schedule: 'manual', status: options.status })).id;

  describe('POST /v1/flows/{id}/trigger', () => {
    it('answers 202 with the id of a queued manual run, and queues it for the workers', async () => {
      const flowId = await newFlow();
      const res = await api.trigger(flowId, a.key);
      const body = await expectJson(res, 202);
      expect(Object.keys(body)).toEqual(['run_id']);
      expect(body.run_id).toMatch(/^run_/);
      expect(res.headers.get('idempotent-replayed')).toBeNull();

      const run = await api.getRun(body.run_id, a.key);
      expect(run).toMatchObject({
        id: body.run_id,
        flow_id: flowId,
        status: 'queued',
        trigger: 'manual',
        retry_of: null,
        records_processed: 0,
        // Nothing run yet: no connectors resolved, no counts per entity.
        entities: [],
        connectors: { source: null, destination: null },
        started_at: null,
        finished_at: null,
      });
      expect(await api.runsOf(flowId)).toHaveLength(1);
      expect(await api.queuedOf(flowId)).toEqual([body.run_id]);
      // The flow's last run is the one just queued.
      expect((await api.getFlow(flowId, a.key)).last_run_at).toBe(run.created_at);
    });

    it('accepts an empty JSON object as the body', async () => {
      const flowId = await newFlow();
      const body = await expectJson(await api.trigger(flowId, a.key, { rawBody: '{}' }), 202);
      expect((await api.getRun(body.run_id, a.key)).status).toBe('queued');
    });

    it('refuses a second trigger while the first run is queued with 409 run_in_progress naming it', async () => {
      const flowId = await newFlow();
      const { run_id: first } = await expectJson(await api.trigger(flowId, a.key), 202);
      await expectError(
        await api.trigger(flowId, a.key),
        409,
        'run_in_progress',
        `flow '${flowId}' already has a run '${first}' queued or running; wait for it to finish`,
      );
      expect((await api.runsOf(flowId)).map((r) => r.id)).toEqual([first]);
      expect(await api.queuedOf(flowId)).toHaveLength(1);
    });

    it('refuses a trigger while a run is running with 409 run_in_progress', async () => {
      const flowId = await newFlow();
      const running = await seedRun(t.knex, a.customerId, { flowId, status: 'running', trigger: 'schedule', startedAt: new Date().toISOString() });
      const error = await expectError(await api.trigger(flowId, a.key), 409, 'run_in_progress');
      expect(error.message).toContain(running.id);
      expect(await api.queuedOf(flowId)).toHaveLength(0);
    });

    it('triggers again once the previous run has finished', async () => {
      const flowId = await newFlow();
      await seedRun(t.knex, a.customerId, { flowId, status: 'succeeded', trigger: 'manual' });
      await seedRun(t.knex, a.customerId, { flowId, status: 'failed', trigger: 'schedule' });
      const { run_id } = await expectJson(await api.trigger(flowId, a.key), 202);
      expect((await api.runsOf(flowId)).filter((r) => r.status === 'queued').map((r) => r.id)).toEqual([run_id]);
    });

    it('refuses to trigger a paused flow with 409 conflict, and triggers it again once resumed', async () => {
      const flowId = await newFlow();
      await expectJson(await api.post(`/v1/flows/${flowId}/pause`, a.key), 200);
      await expectError(await api.trigger(flowId, a.key), 409, 'conflict', `flow '${flowId}' is paused; resume it before running it`);
      expect(await api.runsOf(flowId)).toHaveLength(0);
      expect(await api.queuedOf(flowId)).toHaveLength(0);

      await expectJson(await api.post(`/v1/flows/${flowId}/resume`, a.key), 200);
      await expectJson(await api.trigger(flowId, a.key), 202);
    });

    it('answers 404 flow_not_found for an unknown flow and for another customer’s flow', async () => {
      await expectError(await api.trigger('flw_doesnotexist', a.key), 404, 'flow_not_found', "flow 'flw_doesnotexist' does not exist");
      const theirs = await newFlow({ owner: b });
      await expectError(await api.trigger(theirs, a.key), 404, 'flow_not_found', `flow '${theirs}' does not exist`);
      expect(await api.runsOf(theirs)).toHaveLength(0);
    });

    it('refuses a body with a field with 422 validation_error naming it (requestBodies/Empty), queuing nothing', async () => {
      const flowId = await newFlow();
      await expectError(await api.trigger(flowId, a.key, { body: { force: true } }), 422, 'validation_error', "unknown body field 'force'");
      expect(await api.runsOf(flowId)).toHaveLength(0);
      expect(await api.queuedOf(flowId)).toHaveLength(0);
    });

    it('refuses a key without flows:write with 403, queuing nothing', async () => {
      const flowId = await newFlow();
      const { key } = await seedKey(t.knex, a, SCOPES.filter((s) => s !== 'flows:write'));
      await expectError(await api.trigger(flowId, key), 403, 'forbidden', forbidden('flows:write'));
      expect(await api.runsOf(flowId)).toHaveLength(0);
    });

    it('queues one run however often an idempotent trigger is repeated', async () => {
      const flowId = await newFlow();
      const first = await api.trigger(flowId, a.key, { idempotencyKey: 'trigger-once' });
      const firstBody = await expectJson(first, 202);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const second = await api.trigger(flowId, a.key, { idempotencyKey: 'trigger-once' });
      const secondBody = await expectJson(second, 202);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(secondBody.run_id).toBe(firstBody.run_id);
      expect(second.headers.get('x-request-id')).toBe(first.headers.get('x-request-id'));

      expect((await api.runsOf(flowId)).map((r) => r.id)).toEqual([firstBody.run_id]);
      expect(await api.queuedOf(flowId)).toEqual([firstBody.run_id]);

      // Without the key, the same request is a new trigger, refused while the run is queued.
      await expectError(await api.trigger(flowId, a.key), 409, 'run_in_progress');
      // The key belongs to that trigger: on another flow it is a mismatch, not a replay.
      const other = await newFlow();
      await expectError(await api.trigger(other, a.key, { idempotencyKey: 'trigger-once' }), 422, 'idempotency_key_mismatch');
      expect(await api.runsOf(other)).toHaveLength(0);
    });

    it('queues exactly one run when triggers without a key race', async () => {
      const flowId = await newFlow();
      const responses = await Promise.all(Array.from({ length: 6 }, () => api.trigger(flowId, a.key)));
      expect(responses.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409, 409]);
      for (const res of responses.filter((r) => r.status === 409)) await expectError(res, 409, 'run_in_progress');
      expect(await api.runsOf(flowId)).toHaveLength(1);
      expect(await api.queuedOf(flowId)).toHaveLength(1);
    });

    it('runs concurrent idempotent triggers once', async () => {
      const flowId = await newFlow();
      const responses = await Promise.all(Array.from({ length: 5 }, () => api.trigger(flowId, a.key, { idempotencyKey: 'trigger-race' })));
      const bodies = await Promise.all(responses.map((r) => expectJson(r, 202)));
      expect(new Set(bodies.map((b) => b.run_id)).size).toBe(1);
      expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
      expect(await api.runsOf(flowId)).toHaveLength(1);
      expect(await api.queuedOf(flowId)).toHaveLength(1);
    });
  });

  describe('POST /v1/flows/{id}/resync', () => {
    const resync = (flowId: string, key: string, options: { body?: unknown; idempotencyKey?: string } = {}) => api.post(`/v1/flows/${flowId}/resync`, key, options);

    it('answers 202 with a queued run, trigger resync, re-reading all of the flow’s entities (resync_entities null)', async () => {
      const flowId = await newFlow();
      const body = await expectJson(await resync(flowId, a.key), 202);
      expect(Object.keys(body)).toEqual(['run_id']);
      expect(await api.getRun(body.run_id, a.key)).toMatchObject({ id: body.run_id, status: 'queued', trigger: 'resync', resync_entities: null, records_deleted: 0 });
      expect(await api.queuedOf(flowId)).toEqual([body.run_id]);
    });

    it('keeps the entities a body names, and refuses one the flow does not move with 422 naming it', async () => {
      const flowId = await newFlow();
      await expectError(
        await resync(flowId, a.key, { body: { entities: ['order', 'customer'] } }),
        422,
        'validation_error',
        `body field 'entities': flow '${flowId}' does not sync customer (it syncs order)`,
      );
      await expectError(await resync(flowId, a.key, { body: { entities: [] } }), 422, 'validation_error');
      await expectError(await resync(flowId, a.key, { body: { entities: ['orders'] } }), 422, 'validation_error');
      expect(await api.runsOf(flowId)).toHaveLength(0);
      const { run_id } = await expectJson(await resync(flowId, a.key, { body: { entities: ['order'] } }), 202);
      expect((await api.getRun(run_id, a.key)).resync_entities).toEqual(['order']);
    });

    it('conflicts with a run in flight both ways: 409 run_in_progress for a resync after a trigger and a trigger after a resync', async () => {
      const first = await newFlow();
      const { run_id: triggered } = await expectJson(await api.trigger(first, a.key), 202);
      await expectError(await resync(first, a.key), 409, 'run_in_progress', `flow '${first}' already has a run '${triggered}' queued or running; wait for it to finish`);
      const second = await newFlow();
      const { run_id: resynced } = await expectJson(await resync(second, a.key), 202);
      await expectError(await api.trigger(second, a.key), 409, 'run_in_progress', `flow '${second}' already has a run '${resynced}' queued or running; wait for it to finish`);
      await expectError(await resync(second, a.key), 409, 'run_in_progress');
      expect((await api.runsOf(second)).map((r) => r.id)).toEqual([resynced]);
    });

    it('refuses a paused flow with 409 conflict, another customer’s flow with 404, and a key without flows:write with 403', async () => {
      const paused = await newFlow({ status: 'paused' });
      await expectError(await resync(paused, a.key), 409, 'conflict', `flow '${paused}' is paused; resume it before running it`);
      const theirs = await newFlow({ owner: b });
      await expectError(await resync(theirs, a.key), 404, 'flow_not_found', `flow '${theirs}' does not exist`);
      const { key } = await seedKey(t.knex, a, SCOPES.filter((s) => s !== 'flows:write'));
      await expectError(await resync(await newFlow(), key), 403, 'forbidden', forbidden('flows:write'));
      expect(await api.runsOf(paused)).toHaveLength(0);
    });

    it('queues one resync however often an idempotent resync is repeated', async () => {
      const flowId = await newFlow();
      const first = await expectJson(await resync(flowId, a.key, { body: { entities: ['order'] }, idempotencyKey: 'resync-once' }), 202);
      const again = await resync(flowId, a.key, { body: { entities: ['order'] }, idempotencyKey: 'resync-once' });
      expect((await expectJson(again, 202)).run_id).toBe(first.run_id);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await api.runsOf(flowId)).map((r) => [r.id, r.trigger])).toEqual([[first.run_id, 'resync']]);
    });
  });

  describe('POST /v1/runs/{id}/retry', () => {
    const failedRun = async (flowId: string, owner: Tenant = a) =>
      (await seedRun(t.knex, owner.customerId, {
        flowId,
        status: 'failed',
        trigger: 'manual',
        stage: 'extract',
        errors: [{ code: 'connection_failed', message: 'connection refused', stage: 'extract', record_ref: null }],
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        finishedAt: new Date(Date.now() - 30_000).toISOString(),
      })).id;

    it('answers 202 with a new queued run, trigger retry, retry_of the failed run, and queues it for the workers', async () => {
      const flowId = await newFlow();
      const failed = await failedRun(flowId);
      const res = await api.retry(failed, a.key);
      const body = await expectJson(res, 202);
      expect(body.run_id).toMatch(/^run_/);
      expect(body.run_id).not.toBe(failed);

      expect(await api.getRun(body.run_id, a.key)).toMatchObject({ id: body.run_id, flow_id: flowId, status: 'queued', trigger: 'retry', retry_of: failed });
      // The failed run stays as it was.
      expect(await api.getRun(failed, a.key)).toMatchObject({ status: 'failed', retry_of: null });
      expect(await api.queuedOf(flowId)).toEqual([body.run_id]);
    });

    it.each(['succeeded', 'partial', 'queued', 'running'] as const)('refuses to retry a %s run with 409 conflict naming the status', async (status) => {
      const flowId = await newFlow();
      const run = await seedRun(t.knex, a.customerId, { flowId, status, trigger: 'manual' });
      await expectError(await api.retry(run.id, a.key), 409, 'conflict', `run '${run.id}' is ${status}; only a failed run can be retried`);
      expect((await api.runsOf(flowId)).map((r) => r.id)).toEqual([run.id]);
      expect(await api.queuedOf(flowId)).toEqual(status === 'queued' ? [run.id] : []);
    });

    it('refuses a retry while the flow has another run in flight with 409 run_in_progress', async () => {
      const flowId = await newFlow();
      const failed = await failedRun(flowId);
      const { run_id: queued } = await expectJson(await api.trigger(flowId, a.key), 202);
      await expectError(
        await api.retry(failed, a.key),
        409,
        'run_in_progress',
        `flow '${flowId}' already has a run '${queued}' queued or running; wait for it to finish`,
      );
      // A retry that was accepted is itself in flight: a second retry of the same failed run is refused too.
      const flow2 = await newFlow();
      const failed2 = await failedRun(flow2);
      const { run_id: retried } = await expectJson(await api.retry(failed2, a.key), 202);
      const error = await expectError(await api.retry(failed2, a.key), 409, 'run_in_progress');
      expect(error.message).toContain(retried);
      expect(await api.runsOf(flow2)).toHaveLength(2);
    });

    it('refuses to retry a run of a paused flow with 409 conflict', async () => {
      const flowId = await newFlow({ status: 'paused' });
      const failed = await failedRun(flowId);
      await expectError(await api.retry(failed, a.key), 409, 'conflict', `flow '${flowId}' is paused; resume it before running it`);
      expect(await api.runsOf(flowId)).toHaveLength(1);
    });

    it('answers 404 run_not_found for an unknown run and for another customer’s run', async () => {
      await expectError(await api.retry('run_doesnotexist', a.key), 404, 'run_not_found', "run 'run_doesnotexist' does not exist");
      const theirs = await failedRun(await newFlow({ owner: b }), b);
      await expectError(await api.retry(theirs, a.key), 404, 'run_not_found', `run '${theirs}' does not exist`);
    });

    it('lets one of a racing trigger and retry of the same flow win', async () => {
      const flowId = await newFlow();
      const failed = await failedRun(flowId);
      const [trigger, retry] = await Promise.all([api.trigger(flowId, a.key), api.retry(failed, a.key)]);
      expect([trigger.status, retry.status].sort()).toEqual([202, 409]);
      const loser = trigger.status === 409 ? trigger : retry;
      await expectError(loser, 409, 'run_in_progress');
      expect((await api.runsOf(flowId)).filter((r) => r.status === 'queued')).toHaveLength(1);
      expect(await api.queuedOf(flowId)).toHaveLength(1);
    });

    it('refuses a body with a field with 422 and a key without runs:write with 403', async () => {
      const flowId = await newFlow();
      const failed = await failedRun(flowId);
      await expectError(await api.retry(failed, a.key, { body: { from_scratch: true } }), 422, 'validation_error', "unknown body field 'from_scratch'");
      const { key } = await seedKey(t.knex, a, SCOPES.filter((s) => s !== 'runs:write'));
      await expectError(await api.retry(failed, key), 403, 'forbidden', forbidden('runs:write'));
      expect(await api.runsOf(flowId)).toHaveLength(1);
    });

    it('queues one retry run however often an idempotent retry is repeated', async () => {
      const flowId = await newFlow();
      const failed = await failedRun(flowId);
      const first = await api.retry(failed, a.key, { idempotencyKey: 'retry-once' });
      const firstBody = await expectJson(first, 202);
      const second = await api.retry(failed, a.key, { idempotencyKey: 'retry-once' });
      const secondBody = await expectJson(second, 202);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(secondBody.run_id).toBe(firstBody.run_id);

      const retries = (await api.runsOf(flowId)).filter((r) => r.trigger === 'retry');
      expect(retries).toEqual([{ id: firstBody.run_id, status: 'queued', trigger: 'retry', retry_of: failed }]);
      expect(await api.queuedOf(flowId)).toEqual([firstBody.run_id]);
    });
  });
});

describe('flow definitions checked against connector manifests', () => {
  let t: TestServer;
  let a: Tenant;
  const api = apiOf(() => t);
  let sample: Json;
  let sample2: Json;
  let files: Json;

  beforeAll(async () => {
    t = await startTestServer({ connectors: runtimeOptions(), rateLimits: { write: 100_000, read: 100_000 } });
    a = await seedTenant(t.knex);
    sample = await api.createConnector(a.key, { name: 'Shop', type: 'sample', config: {} });
    sample2 = await api.createConnector(a.key, { name: 'Other shop', type: 'sample', config: { seed: 7 } });
    files = await api.createConnector(a.key, { name: 'Out', type: 'files', config: { path: 'out' } });
  });
  afterAll(() => t.close());

  const flowBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Shop to files',
    source_connector_id: sample.id,
    destination_connector_id: files.id,
    entities: ['customer', 'order'],
    schedule: 'every_15m',
    ...overrides,
  });
  const createFlow = async (overrides: Record<string, unknown> = {}): Promise<Json> => expectJson(await api.post('/v1/flows', a.key, { body: flowBody(overrides) }), 201);
  const checkpointsOf = async (flowId: string) =>
    (await t.knex('flow_checkpoints').where({ flow_id: flowId }).orderBy('entity').select('entity', 'checkpoint')) as Array<{ entity: string; checkpoint: unknown }>;
  const saveCheckpoints = (flowId: string, entities: string[]) =>
    t.knex('flow_checkpoints').insert(entities.map((entity, i) => ({ customer_id: a.customerId, flow_id: flowId, entity, checkpoint: JSON.stringify({ next: 10 + i }) })));
  const flowCount = async () => Number((await t.knex('flows').where({ customer_id: a.customerId }).count({ n: '*' }))[0]!.n);

  it('creates a flow from a source type to a type that can write', async () => {
    const flow = await createFlow();
    expect(flow).toMatchObject({ source: 'sample', destination: 'files', entities: ['customer', 'order'], status: 'active' });
    // files is `both`: it may be the source as well.
    const reverse = await createFlow({ source_connector_id: files.id, destination_connector_id: files.id });
    expect(reverse).toMatchObject({ source: 'files', destination: 'files' });
  });

  it('refuses a source-only connector as the destination with 422 naming destination_connector_id', async () => {
    const before = await flowCount();
    await expectError(
      await api.post('/v1/flows', a.key, { body: flowBody({ destination_connector_id: sample2.id }) }),
      422,
      'validation_error',
      `body field 'destination_connector_id': connector '${sample2.id}' (type 'sample') is a source and cannot write records`,
    );
    expect(await flowCount()).toBe(before);
  });

  it('refuses entities the source type does not handle with 422 naming the entity', async () => {
    await expectError(
      await api.post('/v1/flows', a.key, { body: flowBody({ entities: ['customer', 'lead'] }) }),
      422,
      'validation_error',
      `body field 'entities': connector '${sample.id}' (type 'sample') does not handle lead (it handles ${SAMPLE_ENTITIES})`,
    );
  });

  it('applies the same checks to an update, changing nothing when refused', async () => {
    const flow = await createFlow();
    await expectError(
      await api.patch(`/v1/flows/${flow.id}`, a.key, { destination_connector_id: sample2.id }),
      422,
      'validation_error',
      `body field 'destination_connector_id': connector '${sample2.id}' (type 'sample') is a source and cannot write records`,
    );
    await expectError(await api.patch(`/v1/flows/${flow.id}`, a.key, { entities: ['order', 'opportunity'] }), 422, 'validation_error', /does not handle opportunity \(/);
    // Files handles leads; making it the source with 'lead' is fine, sample as source with 'lead' is not.
    await expectError(
      await api.patch(`/v1/flows/${flow.id}`, a.key, { source_connector_id: sample2.id, entities: ['lead'] }),
      422,
      'validation_error',
      `body field 'entities': connector '${sample2.id}' (type 'sample') does not handle lead (it handles ${SAMPLE_ENTITIES})`,
    );
    const after = await api.getFlow(flow.id, a.key);
    expect(after).toMatchObject({ source_connector_id: sample.id, destination_connector_id: files.id, entities: ['customer', 'order'], updated_at: flow.updated_at });
  });

  it('refuses a connector whose type is not installed on this server', async () => {
    const gone = await api.createConnector(a.key, { name: 'Gone', type: 'sample', config: {} });
    await t.knex('connectors').where({ id: gone.id }).update({ type: 'uninstalled' });
    await expectError(
      await api.post('/v1/flows', a.key, { body: flowBody({ source_connector_id: gone.id }) }),
      422,
      'validation_error',
      `body field 'source_connector_id': connector '${gone.id}' (type 'uninstalled'): the connector type is not installed on this server`,
    );
  });

  it('keeps the saved checkpoints on a rename and drops them when the source connector changes', async () => {
    const flow = await createFlow();
    await saveCheckpoints(flow.id, ['customer', 'order']);
    const all = [
      { entity: 'customer', checkpoint: { next: 10 } },
      { entity: 'order', checkpoint: { next: 11 } },
    ];

    await expectJson(await api.patch(`/v1/flows/${flow.id}`, a.key, { name: 'Renamed' }), 200);
    expect(await checkpointsOf(flow.id)).toEqual(all);
    // Naming the current source again is no change of source.
    await expectJson(await api.patch(`/v1/flows/${flow.id}`, a.key, { source_connector_id: sample.id, schedule: 'hourly' }), 200);
    expect(await checkpointsOf(flow.id)).toEqual(all);
    // A refused change of source leaves them too.
    await expectError(await api.patch(`/v1/flows/${flow.id}`, a.key, { source_connector_id: sample2.id, entities: ['lead'] }), 422, 'validation_error');
    expect(await checkpointsOf(flow.id)).toEqual(all);

    const moved = await expectJson(await api.patch(`/v1/flows/${flow.id}`, a.key, { source_connector_id: sample2.id }), 200);
    expect(moved).toMatchObject({ name: 'Renamed', source_connector_id: sample2.id, source_connector: { id: sample2.id, type: 'sample' } });
    expect(await checkpointsOf(flow.id)).toEqual([]);
  });

  it('drops the saved checkpoints when the destination connector changes, so the new one gets every record', async () => {
    const flow = await createFlow();
    await saveCheckpoints(flow.id, ['customer', 'order']);
    const files2 = await api.createConnector(a.key, { name: 'Other files', type: 'files', config: { path: 'elsewhere' } });
    await expectJson(await api.patch(`/v1/flows/${flow.id}`, a.key, { destination_connector_id: files2.id }), 200);
    expect(await checkpointsOf(flow.id)).toEqual([]);
  });

  it('drops the checkpoint of an entity the flow stops moving, keeping the others', async () => {
    const flow = await createFlow();
    await saveCheckpoints(flow.id, ['customer', 'order']);
    await expectJson(await api.patch(`/v1/flows/${flow.id}`, a.key, { entities: ['customer'] }), 200);
    expect(await checkpointsOf(flow.id)).toEqual([{ entity: 'customer', checkpoint: { next: 10 } }]);
    // Re-adding it starts that entity from the beginning.
    await expectJson(await api.patch(`/v1/flows/${flow.id}`, a.key, { entities: ['customer', 'order'] }), 200);
    expect(await checkpointsOf(flow.id)).toEqual([{ entity: 'customer', checkpoint: { next: 10 } }]);
  });

  it('pausing clears next_run_at and resuming sets it one interval from the resume', async () => {
    const flow = await createFlow({ schedule: 'every_15m' });
    expect(flow.next_run_at).not.toBeNull();

    const paused = await expectJson(await api.post(`/v1/flows/${flow.id}/pause`, a.key), 200);
    expect(paused).toMatchObject({ status: 'paused', next_run_at: null });
    const whilePaused = await api.getFlow(flow.id, a.key);
    expect(whilePaused).toMatchObject({ status: 'paused', next_run_at: null, schedule_details: { next_run_at: null } });
    expect((await t.knex('flows').where({ id: flow.id }).first('next_run_at')).next_run_at).toBeNull();
    await expectError(await api.post(`/v1/flows/${flow.id}/pause`, a.key), 409, 'conflict', `flow '${flow.id}' is paused; only an active flow can be paused`);

    const resumed = await expectJson(await api.post(`/v1/flows/${flow.id}/resume`, a.key), 200);
    expect(resumed.status).toBe('active');
    const after = await api.getFlow(flow.id, a.key);
    expect(after.next_run_at).not.toBeNull();
    expect(after.schedule_details.next_run_at).toBe(after.next_run_at);
    const inFifteen = Date.parse(after.next_run_at) - Date.parse(after.updated_at);
    expect(inFifteen).toBeGreaterThan(899_000);
    expect(inFifteen).toBeLessThan(901_000);
    await expectError(await api.post(`/v1/flows/${flow.id}/resume`, a.key), 409, 'conflict', `flow '${flow.id}' is active; only a paused flow can be resumed`);
  });

  it('keeps a manual flow without next_run_at through pause and resume', async () => {
    const flow = await createFlow({ schedule: 'manual' });
    await expectJson(await api.post(`/v1/flows/${flow.id}/pause`, a.key), 200);
    await expectJson(await api.post(`/v1/flows/${flow.id}/resume`, a.key), 200);
    expect((await api.getFlow(flow.id, a.key)).next_run_at).toBeNull();
  });
});

describe('a sample → files flow run end to end by a worker', () => {
  let t: TestServer;
  let a: Tenant;
  let base: string;
  const api = apiOf(() => t);
  const CUSTOMERS = 20;
  const ORDERS = 50;

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-runs-api-'));
    const options = runtimeOptions();
    t = await startTestServer({
      queue: 'worker',
      connectors: runtimeOptions({ env: { ...options.env, SLUICE_FILES_ROOT: base } }),
      rateLimits: { trigger: 100_000, write: 100_000, read: 100_000 },
    });
    a = await seedTenant(t.knex);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  async function finished(runId: string, timeoutMs = 45_000): Promise<Json> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const run = await api.getRun(runId, a.key);
      if (!['queued', 'running'].includes(run.status)) return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  // The run's lifecycle events; records.changed apart (changesOf).
  const eventsOf = async (runId: string) =>
    (await t.knex('events').whereRaw(`data->>'run_id' = ?`, [runId]).whereNot('type', 'records.changed').orderBy('created_at').select('type', 'data')) as Array<{
      type: string;
      data: Json;
    }>;
  const changesOf = async (runId: string) =>
    (await t.knex('events').whereRaw(`data->>'run_id' = ?`, [runId]).where('type', 'records.changed').orderBy('id').pluck('data')) as Json[];
  const lines = (file: string) => fs.readFileSync(path.join(base, a.customerId, 'out', file), 'utf8').split('\n').filter(Boolean);

  async function shopFlow(destinationConfig: Record<string, unknown> = { path: 'out' }) {
    const source = await api.createConnector(a.key, { name: 'Shop', type: 'sample', config: { customers: CUSTOMERS, orders: ORDERS } });
    const destination = await api.createConnector(a.key, { name: 'Files', type: 'files', config: destinationConfig });
    const flow = await expectJson(
      await api.post('/v1/flows', a.key, {
        body: { name: 'Shop to files', source_connector_id: source.id, destination_connector_id: destination.id, entities: ['customer', 'order'], schedule: 'manual' },
      }),
      201,
    );
    return { source, destination, flow };
  }

  /** The version of connector type `id` a run of an unpinned connector runs: the newest installed. */
  async function installedVersion(id: string): Promise<string> {
    const types = (await expectJson(await api.get('/v1/connector-types', a.key), 200)).data as Array<{ id: string; version: string; latest: boolean }>;
    const newest = types.find((type) => type.id === id && type.latest);
    expect(newest, `connector type ${id} is installed`).toBeDefined();
    return newest!.version;
  }

  it('moves every customer and order, records run.started and run.succeeded, and serves the orders', async () => {
    const { flow, source, destination } = await shopFlow();
    const { run_id: runId } = await expectJson(await api.trigger(flow.id, a.key), 202);

    const run = await finished(runId);
    expect(run).toMatchObject({
      status: 'succeeded',
      trigger: 'manual',
      stage: null,
      records_processed: CUSTOMERS + ORDERS,
      records_succeeded: CUSTOMERS + ORDERS,
      records_failed: 0,
      errors: [],
    });
    expect(run.started_at).not.toBeNull();
    expect(run.finished_at).not.toBeNull();
    expect(run.duration_ms).toBeGreaterThanOrEqual(0);

    const events = await eventsOf(runId);
    expect(events.map((e) => e.type)).toEqual(['run.started', 'run.succeeded']);
    expect(events[0]!.data).toEqual({ run_id: runId, flow_id: flow.id, trigger: 'manual' });
    expect(events[1]!.data).toEqual({ run_id: runId, flow_id: flow.id, records_processed: CUSTOMERS + ORDERS, duration_ms: run.duration_ms });
    // And what it changed, per entity (test/webhooks.recordsChanged.test.ts).
    const changes = await changesOf(runId);
    expect(changes.map((c) => [c.entity, c.created, c.updated, c.deleted]).sort()).toEqual([
      ['customer', CUSTOMERS, 0, 0],
      ['order', ORDERS, 0, 0],
    ]);

    const orders = await expectJson(await api.get('/api/public/data/order?limit=500', a.key), 200);
    expect(orders).toMatchObject({ entity: 'order', count: ORDERS, next_cursor: null });
    const ids = orders.data.map((o: Json) => Object.values(o.external_ids)[0]).sort();
    expect(ids).toEqual(Array.from({ length: ORDERS }, (_, i) => `ord_${String(i + 1).padStart(7, '0')}`));
    expect(orders.data.find((o: Json) => Object.values(o.external_ids)[0] === 'ord_0000001')).toMatchObject({ order_number: 'SO-100001', currency: 'USD' });
    const customers = await expectJson(await api.get('/api/public/data/customer?limit=500', a.key), 200);
    expect(customers.count).toBe(CUSTOMERS);

    // The destination got every record, and the flow saved where each entity's read ended.
    expect(lines('order.jsonl')).toHaveLength(ORDERS);
    expect(lines('customer.jsonl')).toHaveLength(CUSTOMERS);
    expect(await t.knex('flow_checkpoints').where({ flow_id: flow.id }).orderBy('entity').select('entity', 'checkpoint')).toEqual([
      { entity: 'customer', checkpoint: { next: CUSTOMERS } },
      { entity: 'order', checkpoint: { next: ORDERS } },
    ]);
    // Nothing of the run is left queued.
    expect(await api.queuedOf(flow.id)).toEqual([]);

    // The run names the connectors it ran and the plugin version of each, the installed one…
    expect(run.connectors).toEqual({
      source: { connector_id: source.id, type: 'sample', version: await installedVersion('sample') },
      destination: { connector_id: destination.id, type: 'files', version: await installedVersion('files') },
    });
    // …and what it did per entity, customers first, each matching what landed in the canonical layer and the files.
    const landed = (entity: string) => ({ entity, records_processed: 0, records_succeeded: 0, records_failed: 0, records_deleted: 0 });
    const moved = (entity: string, n: number) => ({ ...landed(entity), records_processed: n, records_succeeded: n });
    expect(run.entities).toEqual([moved('customer', customers.count), moved('order', orders.count)]);
    expect(run.entities).toEqual([moved('customer', lines('customer.jsonl').length), moved('order', lines('order.jsonl').length)]);
    // The list says the same.
    const listed = (await expectJson(await api.get(`/v1/runs?flow_id=${flow.id}`, a.key), 200)).data[0];
    expect([listed.entities, listed.connectors]).toEqual([run.entities, run.connectors]);

    // A second trigger resumes from the checkpoints: nothing new to move, each entity listed with zeros.
    const { run_id: again } = await expectJson(await api.trigger(flow.id, a.key), 202);
    const second = await finished(again);
    expect(second).toMatchObject({ status: 'succeeded', records_processed: 0, connectors: run.connectors });
    expect(second.entities).toEqual([landed('customer'), landed('order')]);
    expect((await expectJson(await api.get('/api/public/data/order?limit=500', a.key), 200)).count).toBe(ORDERS);
  });

  it('retries a run that failed at load, and the retry succeeds once the destination is fixed', async () => {
    const { flow, destination } = await shopFlow({ path: '../outside' });
    const { run_id: runId } = await expectJson(await api.trigger(flow.id, a.key), 202);
    const failed = await finished(runId);
    expect(failed).toMatchObject({ status: 'failed', stage: 'load' });
    expect(failed.errors.at(-1)).toMatchObject({ code: 'config_invalid', stage: 'load' });
    expect((await eventsOf(runId)).map((e) => e.type)).toEqual(['run.started', 'run.failed']);

    await expectJson(await api.patch(`/v1/connectors/${destination.id}`, a.key, { config: { path: 'retried' } }), 200);
    const { run_id: retryId } = await expectJson(await api.retry(runId, a.key), 202);
    const retried = await finished(retryId);
    expect(retried).toMatchObject({ status: 'succeeded', trigger: 'retry', retry_of: runId });
    // No checkpoint was saved before the failed load, so the retry moves everything.
    expect(retried.records_processed).toBe(CUSTOMERS + ORDERS);
    expect(fs.readFileSync(path.join(base, a.customerId, 'retried', 'order.jsonl'), 'utf8').split('\n').filter(Boolean)).toHaveLength(ORDERS);
    expect((await eventsOf(retryId)).map((e) => e.type)).toEqual(['run.started', 'run.succeeded']);
    expect((await eventsOf(retryId))[0]!.data).toEqual({ run_id: retryId, flow_id: flow.id, trigger: 'retry' });
  });

  it('names a connector whose type is not installed, without a version, on the run that failed for it', async () => {
    const { flow, source, destination } = await shopFlow();
    await t.knex('connectors').where({ id: destination.id }).update({ type: 'uninstalled' });
    const { run_id: runId } = await expectJson(await api.trigger(flow.id, a.key), 202);
    const failed = await finished(runId);
    expect(failed).toMatchObject({ status: 'failed', stage: 'load', records_processed: 0, entities: [] });
    expect(failed.errors.at(-1)).toMatchObject({ code: 'connector_type_unavailable', stage: 'load' });
    expect(failed.connectors).toEqual({
      source: { connector_id: source.id, type: 'sample', version: await installedVersion('sample') },
      destination: { connector_id: destination.id, type: 'uninstalled', version: null },
    });
  });
});

describe('a source change while a run is in flight', () => {
  // The in-flight run must not save positions of the old source after the PATCH reset them, or the first run from
  // the new source would start at the old source's position and skip its records.
  it('starts the new source from the beginning even when the old one was being read', async () => {
    // A destination that holds its second write until released: the run is then between two checkpoints.
    let writes = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let secondWrite!: () => void;
    const secondWriteSeen = new Promise<void>((resolve) => (secondWrite = resolve));
    const sink = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', async () => {
        writes += 1;
        if (writes === 2) {
          secondWrite();
          await gate;
        }
        const records = (JSON.parse(text || '{}') as { records?: unknown[] }).records ?? [];
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ results: records.map(() => ({ status: 'ok' })) }));
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const port = (sink.address() as { port: number }).port;
    const t = await startTestServer({ queue: 'worker', connectors: runtimeOptions() });
    const api = apiOf(() => t);
    try {
      const a = await seedTenant(t.knex);
      const finished = async (runId: string) => {
        await expect.poll(async () => (await api.getRun(runId, a.key)).status, { timeout: 45_000, interval: 100 }).toMatch(/^(succeeded|partial|failed)$/);
        return api.getRun(runId, a.key);
      };
      const oldSource = await api.createConnector(a.key, { name: 'Old', type: 'sample', config: { customers: 4, batch_size: 1 } });
      const newSource = await api.createConnector(a.key, { name: 'New', type: 'sample', config: { customers: 4, batch_size: 1, seed: 7 } });
      const destination = await api.createConnector(a.key, { name: 'Sink', type: 'http', config: { base_url: `http://127.0.0.1:${port}`, destination: { path: '/sink' } } });
      const flow = await expectJson(
        await api.post('/v1/flows', a.key, {
          body: { name: 'Switch', source_connector_id: oldSource.id, destination_connector_id: destination.id, entities: ['customer'], schedule: 'manual' },
        }),
        201,
      );
      const { run_id: first } = await expectJson(await api.trigger(flow.id, a.key), 202);
      await secondWriteSeen;
      await expectJson(await api.patch(`/v1/flows/${flow.id}`, a.key, { source_connector_id: newSource.id }), 200);
      expect(await t.knex('flow_checkpoints').where({ flow_id: flow.id })).toEqual([]);
      release();
      await finished(first);
      // No position of the old source may survive the change…
      expect(await t.knex('flow_checkpoints').where({ flow_id: flow.id }).select('entity', 'checkpoint')).toEqual([]);
      // …so the first run from the new source moves all of its customers.
      const { run_id: second } = await expectJson(await api.trigger(flow.id, a.key), 202);
      expect(await finished(second)).toMatchObject({ status: 'succeeded', records_processed: 4 });
    } finally {
      release();
      await t.close();
      sink.close();
    }
  });
});
