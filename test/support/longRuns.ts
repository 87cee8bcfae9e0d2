// Flows whose runs take as long as a test needs, over the HTTP API: the `sample` source into the fixture
// `slow-destination` (test/fixtures/plugins/pipeline), which takes `delay_ms` per write. Use with a test server whose
// connectors load the `pipeline` fixtures. A run stops only at batch boundaries, so a small batch keeps a cancel or a
// time-out prompt.
import { expect } from 'vitest';
import type { RunSettings } from '../../src/domain/runs/settings.js';
import { runtimeOptions } from '../fixtures/plugins/harness.js';
import { startTestServer, type TestServer, type TestServerOptions } from './server.js';
import type { Tenant } from './seed.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function expectJson(res: Response, status: number): Promise<Json> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text === '' ? undefined : JSON.parse(text);
}

/** Long enough never to end by itself within a test: 400 writes of 250 ms. */
export const LONG_RUN: RunFlowOptions = { records: 8000, batch: 20, delayMs: 250 };

/**
 * A server with its run worker and the pipeline fixtures, rate limits out of the way, beating every second so a
 * cancel is seen quickly; `runs` overrides the run settings, `pluginEnv` adds to the plugins' environment (a
 * SLUICE_FILES_ROOT), and `options` sets the server's other options (webhook settings).
 */
export function startRunServer(runs: Partial<RunSettings>, { pluginEnv = {}, ...options }: Partial<TestServerOptions> & { pluginEnv?: Record<string, string> } = {}): Promise<TestServer> {
  const plugins = runtimeOptions({ fixtures: 'pipeline' });
  return startTestServer({
    ...options,
    queue: 'worker',
    connectors: { ...plugins, env: { ...plugins.env, ...pluginEnv } },
    rateLimits: { trigger: 100_000, write: 100_000, read: 100_000 },
    runs: { heartbeatSeconds: 1, staleSeconds: 5, ...runs },
  });
}

export interface RunFlowOptions {
  /** Customers the source generates (the flow moves only customers). */
  records: number;
  /** Records per source batch, and so per write. */
  batch?: number;
  /** Pause of each destination write. */
  delayMs: number;
}

/** A manual flow of `tenant` from a sample source to a slow destination; returns its id. */
export async function sampleToSlowFlow(t: TestServer, tenant: Tenant, name: string, options: RunFlowOptions): Promise<string> {
  const post = async (path: string, body: unknown) =>
    expectJson(await t.request(path, { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), 201);
  const source = await post('/v1/connectors', {
    name: `${name} source`,
    type: 'sample',
    config: { customers: options.records, products: 0, orders: 0, batch_size: options.batch ?? 20 },
  });
  const destination = await post('/v1/connectors', { name: `${name} destination`, type: 'slow-destination', config: { delay_ms: options.delayMs } });
  const flow = await post('/v1/flows', { name, source_connector_id: source.id, destination_connector_id: destination.id, entities: ['customer'], schedule: 'manual' });
  return flow.id as string;
}

export async function triggerFlow(t: TestServer, tenant: Tenant, flowId: string): Promise<string> {
  return (await expectJson(await t.request(`/v1/flows/${flowId}/trigger`, { method: 'POST', key: tenant.key }), 202)).run_id as string;
}

export async function getRun(t: TestServer, tenant: Tenant, runId: string): Promise<Json> {
  return expectJson(await t.request(`/v1/runs/${runId}`, { key: tenant.key }), 200);
}

/** Polls the run over the API until `done(run)`; fails after `timeoutMs` with the run's last state. */
export async function waitForRun(t: TestServer, tenant: Tenant, runId: string, done: (run: Json) => boolean, timeoutMs: number, what: string): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await getRun(t, tenant, runId);
    if (done(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId}: ${what} not reached within ${timeoutMs} ms; last ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const ended = (run: Json) => !['queued', 'running'].includes(run.status as string);

/** The run's lifecycle events (its records.changed are test/webhooks.recordsChanged.test.ts's). */
export async function eventsOf(t: TestServer, runId: string): Promise<Array<{ type: string; data: Json }>> {
  return t.knex('events').whereRaw(`data->>'run_id' = ?`, [runId]).whereNot('type', 'records.changed').orderBy('created_at').select('type', 'data');
}
