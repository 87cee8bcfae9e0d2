// /metrics as an operator meets it: a real Prometheus scrapes a Sluice server (API and worker in one process) with
// the bearer token, and its own query API shows every family named in docs/operations.md, moving after requests,
// runs and webhook deliveries. promtool accepts the exposition; no series carries a customer's id.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/paths.js';
import { loadConfig } from '../src/config.js';
import { parseRetrySchedule } from '../src/domain/webhooks/retrySchedule.js';
import { startMetricsServer } from '../src/http/metricsEndpoint.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { promtool, startPrometheus, type Prometheus } from './support/prometheus.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { eventually, makeCertificate, startReceiver, testSettings, type Receiver } from './support/webhooks.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const ALERTS = path.join(PACKAGE_ROOT, 'docs', 'alerts.yml');

/** Every family an operator is promised (docs/operations.md, "Metrics"). */
const FAMILIES = [
  'sluice_build_info',
  'sluice_http_requests_total',
  'sluice_http_request_duration_seconds_bucket',
  'sluice_rate_limit_refusals_total',
  'sluice_runs_started_total',
  'sluice_runs_finished_total',
  'sluice_run_duration_seconds_bucket',
  'sluice_run_records_total',
  'sluice_runs_queued',
  'sluice_runs_running',
  'sluice_runs_oldest_queued_age_seconds',
  'sluice_plugin_process_starts_total',
  'sluice_plugin_process_exits_total',
  'sluice_plugin_processes',
  'sluice_plugin_resident_memory_bytes',
  'sluice_webhook_attempts_total',
  'sluice_webhook_attempt_duration_seconds_bucket',
  'sluice_webhook_first_attempt_delay_seconds_bucket',
  'sluice_webhook_deliveries_pending',
  'sluice_webhook_oldest_pending_age_seconds',
  'sluice_webhook_deliveries_ended_total',
  'sluice_db_pool_connections',
  'sluice_metrics_database_up',
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
];

async function total(prom: Prometheus, expr: string): Promise<number> {
  const rows = await prom.query(`sum(${expr})`);
  return rows[0]?.value ?? 0;
}

describe('metrics scraped by Prometheus', () => {
  let t: TestServer;
  let prom: Prometheus;
  let receiver: Receiver;
  let tenant: Tenant;

  beforeAll(async () => {
    const cert = makeCertificate();
    receiver = await startReceiver(cert, (req) => (req.path.startsWith('/down') ? { status: 503, body: 'down' } : { status: 200, body: 'ok' }));
    t = await startTestServer({
      queue: 'worker',
      // A process per call (none kept idle), so the run's source and destination processes exit within the test.
      connectors: runtimeOptions({ idleMs: 0 }),
      webhooks: testSettings(cert, { retrySchedule: parseRetrySchedule('100ms') }),
      rateLimits: { trigger: 2 },
      metrics: { token: TOKEN },
    });
    tenant = await seedTenant(t.knex);
    prom = await startPrometheus([{ job: 'sluice', address: new URL(t.url).host, bearerToken: TOKEN }]);
  }, 60_000);

  afterAll(async () => {
    await prom?.close();
    await t?.close();
    await receiver?.close();
  });

  it('asks for the token, and answers it with the text exposition', async () => {
    const open = await fetch(`${t.url}/metrics`);
    expect(open.status).toBe(401);
    expect(((await open.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    const wrong = await fetch(`${t.url}/metrics`, { headers: { Authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    const res = await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toMatch(/^# HELP sluice_build_info /m);
  });

  it('shows every family in Prometheus, moving after requests, runs and deliveries', async () => {
    const up = await eventually(async () => ((await prom.query('up{job="sluice"}'))[0]?.value === 1 ? true : undefined), 20_000, 'the first scrape');
    expect(up).toBe(true);
    const before = await total(prom, 'sluice_http_requests_total{operation="listFlows"}');

    const api = flowApi(t, tenant);
    const client = t.client(tenant.key);
    await client.POST('/v1/webhooks', { body: { url: `${receiver.url}/ok`, events: ['run.succeeded'] } });
    await client.POST('/v1/webhooks', { body: { url: `${receiver.url}/down`, events: ['run.succeeded'] } });
    const source = await api.createConnector({ name: 'Sample', type: 'sample', config: { customers: 7, batch_size: 3 }, credentials: {} });
    const files = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'metrics-out' }, credentials: {} });
    const flowId = await api.createFlow(source, files, ['customer']);
    expect((await api.finished(await api.trigger(flowId))).status).toBe('succeeded');
    for (let i = 0; i < 3; i++) await t.request('/v1/flows', { key: tenant.key });
    // Over the trigger limit (2 a minute): refused with 429, which the refusals count.
    const answers = await Promise.all(Array.from({ length: 3 }, () => t.request(`/v1/flows/${flowId}/trigger`, { method: 'POST', key: tenant.key })));
    expect(answers.map((r) => r.status)).toContain(429);
    await receiver.waitFor((reqs) => reqs.filter((r) => r.path.startsWith('/down')).length >= 2 && reqs.some((r) => r.path.startsWith('/ok')), 15_000);

    let last: boolean[] = [];
    const moved = async () => {
      const checks = await Promise.all([
        total(prom, 'sluice_http_requests_total{operation="listFlows",status_class="2xx"}').then((v) => v > before),
        total(prom, 'sluice_rate_limit_refusals_total{scope="key",class="trigger"}').then((v) => v >= 1),
        total(prom, 'sluice_runs_finished_total{status="succeeded",connector_type="sample"}').then((v) => v >= 1),
        total(prom, 'sluice_runs_started_total{trigger="manual",connector_type="sample"}').then((v) => v >= 1),
        total(prom, 'sluice_run_records_total{entity="customer",stage="written"}').then((v) => v >= 7),
        total(prom, 'sluice_plugin_process_starts_total{connector_type="files",operation="write"}').then((v) => v >= 1),
        total(prom, 'sluice_plugin_process_exits_total').then((v) => v >= 2),
        total(prom, 'sluice_webhook_attempts_total{outcome="success"}').then((v) => v >= 1),
        total(prom, 'sluice_webhook_attempts_total{outcome="http_error"}').then((v) => v >= 2),
        total(prom, 'sluice_webhook_deliveries_ended_total{status="failed"}').then((v) => v >= 1),
        total(prom, 'sluice_webhook_first_attempt_delay_seconds_count').then((v) => v >= 2),
        total(prom, 'sluice_db_pool_connections').then((v) => v >= 1),
      ]);
      last = checks;
      return checks.every(Boolean) ? checks : undefined;
    };
    await eventually(moved, 20_000, 'the families to move in Prometheus').catch((err: Error) => {
      throw new Error(`${err.message}; checks: ${JSON.stringify(last)}`);
    });

    const missing: string[] = [];
    for (const name of FAMILIES) if ((await prom.query(`count(${name})`)).length === 0) missing.push(name);
    expect(missing).toEqual([]);
    expect(await total(prom, 'sluice_metrics_database_up')).toBe(1);
  }, 90_000);

  it('labels no series with a customer, key, flow, run or endpoint id', async () => {
    const text = await (await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toContain('sluice_runs_finished_total{');
    expect(text).not.toMatch(/\b(cus|key|flw|run|whe|evt|dlv|usr)_[0-9a-z]{10,}/);
    expect(text).not.toContain(tenant.customerId);
  });

  it('passes promtool check metrics', async () => {
    const text = await (await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    const result = promtool(['check', 'metrics'], text);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });

  it('documents alert rules that promtool accepts, that fire when they should, on families Prometheus has', async () => {
    const check = promtool(['check', 'rules', ALERTS]);
    expect(check.output).toMatch(/SUCCESS: \d+ rules found/);
    expect(check.status).toBe(0);
    const unit = promtool(['test', 'rules', path.join(path.dirname(ALERTS), 'alerts.test.yml')]);
    expect(unit.output).toContain('SUCCESS');
    expect(unit.status).toBe(0);
    // Every family an alert reads exists (after the traffic above), so no alert waits on a misspelt name.
    const named = new Set(fs.readFileSync(ALERTS, 'utf8').match(/\b(?:sluice|nodejs)_[a-z0-9_]+/g));
    expect(named.size).toBeGreaterThan(8);
    const absent: string[] = [];
    // Over the last 5 minutes: a scrape that timed out on a loaded machine marks every series stale at once.
    for (const name of named) if ((await prom.query(`count(last_over_time(${name}[5m]))`)).length === 0) absent.push(name);
    expect(absent).toEqual([]);
  });

  it('refuses a metrics token too short to guess at, and a malformed port or switch, naming the setting', () => {
    expect(() => loadConfig({ SLUICE_METRICS_TOKEN: 'short' })).toThrow(/SLUICE_METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ SLUICE_METRICS_TOKEN: 'has a space in it, long enough' })).toThrow(/no spaces/);
    expect(() => loadConfig({ SLUICE_METRICS_PORT: 'ninety' })).toThrow(/SLUICE_METRICS_PORT/);
    expect(() => loadConfig({ SLUICE_METRICS: 'maybe' })).toThrow(/SLUICE_METRICS must be on or off/);
    expect(loadConfig({ SLUICE_METRICS_TOKEN: TOKEN, SLUICE_METRICS_PORT: '9464' }).metrics).toEqual({ enabled: true, token: TOKEN, port: 9464 });
  });

  it('counts nothing and serves no /metrics with SLUICE_METRICS=off', async () => {
    const off = await startTestServer({ metrics: { enabled: false } });
    try {
      const offTenant = await seedTenant(off.knex);
      expect((await off.request('/v1/flows', { key: offTenant.key })).status).toBe(200);
      expect((await fetch(`${off.url}/metrics`, { headers: { Authorization: `Bearer ${offTenant.key}` } })).status).toBe(404);
      expect(await off.services.metrics.registry.getSingleMetricAsString('sluice_http_requests_total')).not.toMatch(/^sluice_http_requests_total\{/m);
    } finally {
      await off.close();
    }
  });

  it('serves /metrics on a port of its own when SLUICE_METRICS_PORT moves it off the API', async () => {
    const own = await startTestServer({ metrics: { port: 0, token: undefined } });
    const port = await startMetricsServer(own.services.metrics, { port: 0, host: '127.0.0.1', token: undefined }, own.services.logger);
    try {
      const ownTenant = await seedTenant(own.knex);
      const onApi = await fetch(`${own.url}/metrics`, { headers: { Authorization: `Bearer ${ownTenant.key}` } });
      expect(onApi.status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('sluice_http_requests_total');
      const elsewhere = await fetch(`http://127.0.0.1:${port.port}/v1/flows`);
      expect(elsewhere.status).toBe(404);
      expect(((await elsewhere.json()) as { error: { code: string } }).error.code).toBe('not_found');
      const write = await fetch(`http://127.0.0.1:${port.port}/metrics`, { method: 'POST' });
      expect(write.status).toBe(405);
    } finally {
      await port.close();
      await own.close();
    }
  });
});
