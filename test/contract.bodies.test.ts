// The optional empty request body (`requestBodies/Empty`): no body, `{}` and a JSON `null` are accepted alike on every
// operation that takes it (generated clients such as openapi-generator's Go client send `null`), while a field is
// still refused. Each operation is called with `null` and must do its work, not answer 400 or 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import fs from 'node:fs';
import { consoleRequest, signInAs } from './support/console.js';
import { seedConnectors, seedFlow, seedKey, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { makeCertificate, testSettings } from './support/webhooks.js';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

describe('empty request bodies', () => {
  let t: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await startTestServer({ webhooks: testSettings(makeCertificate()) });
    tenant = await seedTenant(t.knex);
  });
  afterAll(() => t.close());

  const post = (path: string, body: string | undefined, key = tenant.key) =>
    t.request(path, { method: 'POST', key, headers: body === undefined ? {} : JSON_HEADERS, body });
  const json = async (res: Response): Promise<Record<string, unknown>> => {
    const text = await res.text();
    return JSON.parse(text) as Record<string, unknown>;
  };

  it('the contract declares the empty body nullable, and these eleven operations use it', () => {
    const spec = load(fs.readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: { $ref?: string } }>>;
      components: { schemas: Record<string, { nullable?: boolean }> };
    };
    expect(spec.components.schemas.EmptyBody!.nullable).toBe(true);
    const users = Object.values(spec.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op.requestBody?.$ref === '#/components/requestBodies/Empty')
      .map((op) => op.operationId)
      .sort();
    expect(users).toHaveLength(11);
  });

  it('pause, resume and trigger a flow with a null body', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const paused = await post(`/v1/flows/${flow.id}/pause`, 'null');
    expect(paused.status).toBe(200);
    expect((await json(paused)).status).toBe('paused');
    const resumed = await post(`/v1/flows/${flow.id}/resume`, 'null');
    expect(resumed.status).toBe(200);
    expect((await json(resumed)).status).toBe('active');
    const triggered = await post(`/v1/flows/${flow.id}/trigger`, 'null');
    expect(triggered.status).toBe(202);
    const runId = (await json(triggered)).run_id as string;
    expect((await t.knex('runs').where({ id: runId }).first()).trigger).toBe('manual');
  });

  it('queues the reprocessing of a flow’s rejected records with a null body', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const queued = await post(`/v1/flows/${flow.id}/rejections/reprocess`, 'null');
    expect(queued.status).toBe(202);
    const runId = (await json(queued)).run_id as string;
    expect(await t.knex('runs').where({ id: runId }).first()).toMatchObject({ trigger: 'manual', status: 'queued' });
  });

  it('retries a failed run and cancels a queued one with a null body', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const failed = await seedRun(t.knex, tenant.customerId, { flowId: flow.id, status: 'failed', trigger: 'schedule' });
    const retried = await post(`/v1/runs/${failed.id}/retry`, 'null');
    expect(retried.status).toBe(202);
    const retryId = (await json(retried)).run_id as string;
    expect(await t.knex('runs').where({ id: retryId }).first()).toMatchObject({ retry_of: failed.id, trigger: 'retry', status: 'queued' });
    const cancelled = await post(`/v1/runs/${retryId}/cancel`, 'null');
    expect(cancelled.status).toBe(202);
  });

  it('verifies a connector with a null body exactly as with no body', async () => {
    const { destination } = await seedConnectors(t.knex, t.secrets, tenant.customerId);
    const withNull = await post(`/v1/connectors/${destination.id}/verify`, 'null');
    const withNone = await post(`/v1/connectors/${destination.id}/verify`, undefined);
    expect(withNull.status).toBe(200);
    expect(withNone.status).toBe(200);
    expect((await json(withNull)).result).toBe((await json(withNone)).result);
  });

  it('sends a test event, rotates the secret and reaches replay with a null body', async () => {
    const created = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: 'https://127.0.0.1:9/hooks', events: ['flow.paused'] } });
    expect(created.response.status).toBe(201);
    const id = created.data!.id;
    const tested = await post(`/v1/webhooks/${id}/test`, 'null');
    const testedEmpty = await post(`/v1/webhooks/${id}/test`, '{}');
    expect(tested.status).toBe(testedEmpty.status);
    expect(tested.status).toBeLessThan(300);
    const rotated = await post(`/v1/webhooks/${id}/rotate-secret`, 'null');
    expect(rotated.status).toBe(200);
    expect((await json(rotated)).secret).toMatch(/^whsec_/);
    // Past validation: the handler itself answers that the delivery does not exist.
    const replayed = await post(`/v1/webhooks/${id}/deliveries/del_nope/replay`, 'null');
    expect(replayed.status).toBe(404);
    expect(((await json(replayed)).error as { code: string }).code).toBe('delivery_not_found');
  });

  it('revokes an API key from the console with a null body', async () => {
    const session = await signInAs(t, tenant.userId);
    const { keyId, key } = await seedKey(t.knex, tenant, ['flows:read']);
    const revoked = await consoleRequest(t, session, `/console/v1/api-keys/${keyId}/revoke`, { method: 'POST', body: null });
    expect(revoked.status).toBe(200);
    expect((await t.request('/v1/flows', { key })).status).toBe(401);
  });

  it('still refuses a field in the empty body, and a body that is neither an object nor null', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const withField = await post(`/v1/flows/${flow.id}/pause`, '{"now": true}');
    expect(withField.status).toBe(422);
    expect(((await json(withField)).error as { message: string }).message).toMatch(/now/);
    const withArray = await post(`/v1/flows/${flow.id}/pause`, '[]');
    expect(withArray.status).toBe(422);
    const withString = await post(`/v1/flows/${flow.id}/pause`, '"pause"');
    expect(withString.status).toBe(422);
    expect((await t.knex('flows').where({ id: flow.id }).first()).status).toBe('active');
  });
});
