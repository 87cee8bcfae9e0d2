// Plugin isolation: a plugin that throws, never returns, exhausts its memory or calls process.exit fails its own
// call with a classified error, and the server goes on answering, during the call and after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime } from '../src/runtime/index.js';
import { failureOf, readAll, testRuntime, typeOf, type CapturedLog } from './fixtures/plugins/harness.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { runsWithTitle } from './support/process.js';
import { startTestServer, type TestServer } from './support/server.js';

const TIMEOUT_MS = 4000;
const MEMORY_MB = 64;

interface VerifyBody {
  result: string;
  status: string;
  latency_ms: number;
  error: { code: string; message: string } | null;
}

describe('a misbehaving plugin fails its check, and the server keeps serving', () => {
  let t: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await startTestServer({
      connectors: runtimeOptions({ fixtures: 'isolation', firstPartyDir: null, checkTimeoutMs: TIMEOUT_MS, memoryMb: MEMORY_MB }),
    });
    tenant = await seedTenant(t.knex);
  });
  afterAll(() => t.close());

  async function connectorOf(type: string): Promise<string> {
    const { data, response } = await t.client(tenant.key).POST('/v1/connectors', { body: { name: `${type} plugin`, type } });
    expect(response.status).toBe(201);
    return data!.id;
  }

  async function verify(id: string): Promise<VerifyBody> {
    const res = await t.request(`/v1/connectors/${id}/verify`, { method: 'POST', key: tenant.key });
    expect(res.status).toBe(200);
    return (await res.json()) as VerifyBody;
  }

  async function quickAnswer(path: string, key?: string): Promise<number> {
    const started = performance.now();
    const res = await t.request(path, { key });
    expect(res.status).toBe(200);
    return performance.now() - started;
  }

  it('a plugin that throws fails with plugin_error and its message; the status stays pending', async () => {
    const body = await verify(await connectorOf('throwing'));
    expect(body.result).toBe('error');
    expect(body.error).toEqual({ code: 'plugin_error', message: 'Error: boom: the plugin has a bug' });
    expect(body.status).toBe('pending');
  });

  it('a plugin that never returns fails with plugin_timeout after the check time-out, while the server answers', async () => {
    const id = await connectorOf('hanging');
    const started = performance.now();
    let verified = false;
    const pending = verify(id).finally(() => (verified = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The plugin spins in its own process: health and API requests are answered meanwhile.
    expect(await quickAnswer('/healthz')).toBeLessThan(TIMEOUT_MS / 2);
    expect(await quickAnswer('/v1/connectors', tenant.key)).toBeLessThan(TIMEOUT_MS / 2);
    expect(verified, 'answered while the check was still running').toBe(false);
    const body = await pending;
    const elapsed = performance.now() - started;
    expect(body.error?.code).toBe('plugin_timeout');
    expect(body.error?.message).toBe(`hanging 1.0.0 check did not answer within ${TIMEOUT_MS} ms; the plugin process was stopped`);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 5000);
    // The operator hears of the kill once, at warn, with the plugin, the reason and the customer.
    const killed = t.logs.filter((l) => l.msg === `plugin process killed: ${body.error!.message}`);
    expect(killed).toEqual([expect.objectContaining({ level: 40, plugin: 'hanging 1.0.0 check', reason: 'timeout', error_code: 'plugin_timeout', customer_id: tenant.customerId })]);
  });

  it('a plugin that exhausts its memory fails with plugin_out_of_memory', async () => {
    const body = await verify(await connectorOf('hungry'));
    expect(body.error).toEqual({
      code: 'plugin_out_of_memory',
      message: `hungry 1.0.0 check exceeded the plugin memory limit of ${MEMORY_MB} MB; the plugin process was stopped`,
    });
  });

  it('a plugin that calls process.exit fails with plugin_exited', async () => {
    const body = await verify(await connectorOf('exiting'));
    expect(body.error).toEqual({ code: 'plugin_exited', message: 'exiting 1.0.0 check: the plugin process exited with code 3 before answering' });
    const ended = t.logs.filter((l) => l.msg === `plugin process ended: ${body.error!.message}`);
    expect(ended).toEqual([expect.objectContaining({ level: 40, reason: 'crash', exit_code: 3, customer_id: tenant.customerId })]);
  });

  it('records the failure on the connector without marking it degraded', async () => {
    const id = await connectorOf('exiting');
    await verify(id);
    const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id } } });
    expect(data?.status).toBe('pending');
    expect(data?.last_error?.code).toBe('plugin_exited');
    expect(data?.last_verified_at).not.toBeNull();
  });

  it('after all of them, the server still serves the API', async () => {
    for (const type of ['throwing', 'hanging', 'hungry', 'exiting']) await verify(await connectorOf(type));
    const res = await t.request('/v1/connector-types', { key: tenant.key });
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { data: Array<{ id: string }> }).data.map((d) => d.id);
    expect(ids).toEqual(['endless', 'exiting', 'garbled', 'hanging', 'hungry', 'throwing']);
  });
});

describe('isolation of reads and writes', () => {
  let runtime: ConnectorRuntime;
  let log: CapturedLog;
  beforeAll(() => {
    ({ runtime, log } = testRuntime({ fixtures: 'isolation', firstPartyDir: null, callTimeoutMs: TIMEOUT_MS }));
  });
  afterAll(() => runtime.close());

  it('a read that stops answering fails with plugin_timeout after the records it gave', async () => {
    const seen: string[] = [];
    const failure = await failureOf(
      (async () => {
        for await (const m of runtime.read({ type: await typeOf(runtime, 'hanging'), config: {}, credentials: {} }, { entity: 'customer', cursor: null })) {
          if (m.type === 'records') seen.push(...m.records.map((r) => r.external_id));
        }
      })(),
    );
    expect(seen).toEqual(['1']);
    expect(failure.code).toBe('plugin_timeout');
  });

  it('stopping a read early stops the plugin process', async () => {
    let count = 0;
    for await (const m of runtime.read({ type: await typeOf(runtime, 'endless'), config: {}, credentials: {} }, { entity: 'customer', cursor: null })) {
      if (m.type === 'records') count += 1;
      if (count === 5) break;
    }
    const started = log.lines.find((l) => l.msg === 'plugin: endless read started');
    const title = (started?.plugin_fields as { title?: string } | undefined)?.title;
    expect(title).toMatch(/^sluice-test-/);
    const alive = () => runsWithTitle(title!);
    const deadline = Date.now() + 5000;
    while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive()).toBe(false);
  });

  it('a read that yields something other than records or checkpoints fails with plugin_protocol_error', async () => {
    const failure = await failureOf(readAll(runtime.read({ type: await typeOf(runtime, 'garbled'), config: {}, credentials: {} }, { entity: 'customer', cursor: null })));
    expect(failure.code).toBe('plugin_protocol_error');
    expect(failure.message).toBe("garbled 1.0.0 read: the plugin yielded something that is neither {type: 'records', records}, {type: 'deletions', deletions} nor {type: 'checkpoint', cursor}");
  });

  it('a write that answers fewer results than records fails with plugin_protocol_error', async () => {
    const records = [1, 2].map((n) => ({ canonical_id: `00000000-0000-4000-8000-00000000000${n}` }));
    const failure = await failureOf(runtime.write({ type: await typeOf(runtime, 'garbled'), config: {}, credentials: {} }, { entity: 'customer', records }));
    expect(failure.message).toBe('garbled 1.0.0 write: the plugin returned 1 result(s) for 2 record(s) from write');
  });
});
