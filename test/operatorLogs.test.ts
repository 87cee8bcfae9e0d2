// What the log tells an operator when something goes wrong: a failed run (error), a partial run (warn), a failed
// webhook attempt (warn) and a delivery given up (error), each once, with the ids to look it up and the reason,
// and never an endpoint's URL (its query string may hold a credential).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/domain/events/outbox.js';
import { parseRetrySchedule } from '../src/domain/webhooks/retrySchedule.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { eventually, makeCertificate, startReceiver, startWebhookServer, testSettings, type Certificate, type Receiver, type WebhookTestServer } from './support/webhooks.js';

type Line = Record<string, unknown>;
const WARN = 40;
const ERROR = 50;

function linesOf(logs: Line[], msg: RegExp, match: Line = {}): Line[] {
  return logs.filter((l) => msg.test(String(l.msg)) && Object.entries(match).every(([k, v]) => l[k] === v));
}

describe('operator logs of runs', () => {
  let t: TestServer;
  let tenant: Tenant;
  let sink: http.Server;
  let sinkUrl: string;

  beforeAll(async () => {
    // The destination's answers: /reject refuses every batch (records fail, the run is partial), /locked refuses
    // the credentials (the run fails and its destination degrades).
    sink = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const status = req.url?.startsWith('/locked') ? 401 : 422;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: status === 401 ? 'bad credentials' : 'records refused' }));
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
    t = await startTestServer({ queue: 'worker', connectors: runtimeOptions() });
    tenant = await seedTenant(t.knex);
  }, 30_000);

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => sink?.close(resolve));
  });

  async function runFlowInto(path: string): Promise<{ runId: string; flowId: string; destinationId: string; status: string }> {
    const client = t.client(tenant.key);
    const source = await client.POST('/v1/connectors', { body: { name: 'Shop', type: 'sample', config: { customers: 3, batch_size: 3 } } as never });
    const destination = await client.POST('/v1/connectors', {
      body: { name: `Sink ${path}`, type: 'http', config: { base_url: sinkUrl, destination: { path } } } as never,
    });
    expect(destination.response.status, JSON.stringify(destination.error)).toBe(201);
    const flow = await client.POST('/v1/flows', {
      body: { name: `Into ${path}`, source_connector_id: source.data!.id, destination_connector_id: destination.data!.id, entities: ['customer'], schedule: 'manual' } as never,
    });
    expect(flow.response.status, JSON.stringify(flow.error)).toBe(201);
    const trigger = await client.POST('/v1/flows/{id}/trigger', { params: { path: { id: flow.data!.id } } });
    const runId = trigger.data!.run_id;
    const status = await eventually(async () => {
      const run = await client.GET('/v1/runs/{id}', { params: { path: { id: runId } } });
      return ['succeeded', 'partial', 'failed'].includes(run.data!.status) ? run.data!.status : undefined;
    }, 15_000, `run ${runId} ended`);
    return { runId, flowId: flow.data!.id, destinationId: destination.data!.id, status };
  }

  it('logs a partial run once at warn with its ids and failed count', async () => {
    const { runId, flowId, status } = await runFlowInto('/reject');
    expect(status).toBe('partial');
    // The line comes after the run's row says partial, so it may be a moment behind the API.
    const lines = await eventually(async () => {
      const found = linesOf(t.logs, /^run partial/, { run_id: runId });
      return found.length ? found : undefined;
    }, 5_000, 'the partial run logged');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, customer_id: tenant.customerId, flow_id: flowId, status: 'partial', failed: 3 });
    expect(lines[0]!.error_codes).toEqual({ destination_rejected: 3 });
  });

  it('logs a failed run once at error with its stage and reason, and its destination degraded at warn', async () => {
    const { runId, flowId, destinationId, status } = await runFlowInto('/locked');
    expect(status).toBe('failed');
    const lines = await eventually(async () => {
      const found = linesOf(t.logs, /^run failed$/, { run_id: runId });
      return found.length ? found : undefined;
    }, 5_000, 'the failed run logged');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: ERROR, customer_id: tenant.customerId, flow_id: flowId, status: 'failed', stage: 'load' });
    expect(lines[0]!.error_code).toEqual(expect.any(String));
    expect(lines[0]!.reason).toEqual(expect.stringContaining('401'));
    const degraded = linesOf(t.logs, /^connector degraded$/, { connector_id: destinationId });
    expect(degraded).toHaveLength(1);
    expect(degraded[0]).toMatchObject({ level: WARN, run_id: runId, customer_id: tenant.customerId, error_kind: 'auth' });
  });
});

describe('operator logs of webhook deliveries', () => {
  let cert: Certificate;
  let t: WebhookTestServer;
  let receiver: Receiver;
  let tenant: Tenant;

  beforeAll(async () => {
    cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert, { retrySchedule: parseRetrySchedule('100ms,200ms') }));
    receiver = await startReceiver(cert, () => ({ status: 500, body: 'down' }));
    await t.startWorker();
    tenant = await seedTenant(t.knex);
  }, 30_000);

  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('logs each failed attempt at warn and the delivery given up at error, by id and never by URL', async () => {
    const secretInQuery = 'tok3n-in-the-query';
    const created = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `${receiver.url}/hook?token=${secretInQuery}`, events: ['run.started'] } });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const endpointId = created.data!.id;
    await t.knex.transaction((trx: Knex.Transaction) => recordEvent(trx, tenant.customerId, 'run.started', { run_id: 'run_x', flow_id: 'flw_x', trigger: 'manual' }));
    // The first attempt and the two retries of the schedule, then the delivery is failed.
    await receiver.waitFor((r) => r.length === 3, 10_000);
    const deliveryId = receiver.requests[0]!.headers['x-service-delivery']!;
    const logs = () => t.logText().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);
    const givenUp = await eventually(async () => {
      const found = linesOf(logs(), /^webhook delivery given up/, { delivery_id: deliveryId });
      return found.length ? found : undefined;
    }, 5_000, 'the delivery given up logged');
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]).toMatchObject({ level: ERROR, customer_id: tenant.customerId, endpoint_id: endpointId, attempt: 3, status_code: 500 });
    const attempts = linesOf(logs(), /^webhook attempt failed/, { delivery_id: deliveryId });
    expect(attempts.map((l) => [l.level, l.attempt, l.status_code, l.endpoint_id, l.customer_id])).toEqual(
      [1, 2, 3].map((n) => [WARN, n, 500, endpointId, tenant.customerId]),
    );
    expect(t.logText()).not.toContain(secretInQuery);
    expect(t.logText()).not.toContain(receiver.url);
  });
});
