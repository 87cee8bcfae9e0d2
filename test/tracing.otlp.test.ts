// Traces as an operator's collector receives them: with OTEL_EXPORTER_OTLP_ENDPOINT set, a flow triggered over the
// API gives one trace: the request's span, the run it queued as its child (across the queue, by the run row's
// traceparent), the run's stages, the plugin calls each stage made, the PostgreSQL statements (the `pg`
// instrumentation), and the webhook attempt that delivered the run's event. The request's log line names the trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRetrySchedule } from '../src/domain/webhooks/retrySchedule.js';
import { samplerFrom, startTracing, type Tracing } from '../src/tracing/setup.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './support/otlpReceiver.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { eventually, makeCertificate, startReceiver, testSettings, type Receiver } from './support/webhooks.js';

const SERVER = 2;

describe('traces over OTLP/HTTP', () => {
  let otlp: OtlpReceiver;
  let tracing: Tracing;
  let t: TestServer;
  let hooks: Receiver;
  let tenant: Tenant;

  beforeAll(async () => {
    otlp = await startOtlpReceiver();
    // Before the first database connection: the `pg` instrumentation patches the driver as knex loads it.
    tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_SERVICE_NAME: 'sluice-test' })!;
    const cert = makeCertificate();
    hooks = await startReceiver(cert);
    t = await startTestServer({ queue: 'worker', connectors: runtimeOptions(), webhooks: testSettings(cert, { retrySchedule: parseRetrySchedule('100ms') }) });
    tenant = await seedTenant(t.knex);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await tracing?.shutdown();
    await hooks?.close();
    await otlp?.close();
  });

  it('is off without an endpoint', () => {
    expect(startTracing({})).toBeUndefined();
    expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
  });

  it('takes the standard sampler settings, and refuses unknown ones by name', () => {
    expect(samplerFrom({}).toString()).toMatch(/ParentBased/);
    expect(samplerFrom({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' }).toString()).toMatch(/0\.25/);
    expect(() => samplerFrom({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER must be/);
    expect(() => samplerFrom({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG must be a ratio/);
  });

  it('traces a triggered run from the request to its stages, plugin calls, statements and webhook attempt', async () => {
    const api = flowApi(t, tenant);
    await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `${hooks.url}/runs`, events: ['run.succeeded'] } });
    const source = await api.createConnector({ name: 'Sample', type: 'sample', config: { customers: 5, batch_size: 5 }, credentials: {} });
    const files = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'traced' }, credentials: {} });
    const flowId = await api.createFlow(source, files, ['customer']);
    const runId = await api.trigger(flowId);
    expect((await api.finished(runId)).status).toBe('succeeded');
    await hooks.waitFor((reqs) => reqs.some((r) => r.path === '/runs'), 15_000);

    const byName = (name: string, traceId?: string) => otlp.spans.filter((s) => s.name === name && (!traceId || s.traceId === traceId));
    const one = async (name: string, match: (s: ReceivedSpan) => boolean): Promise<ReceivedSpan> =>
      eventually(async () => {
        await tracing.flush();
        return otlp.spans.find((s) => s.name === name && match(s));
      }, 15_000, `a span ${name}`);

    const request = await one('POST /v1/flows/{id}/trigger', (s) => s.attributes['http.response.status_code'] === 202);
    expect(request.kind).toBe(SERVER);
    expect(request.attributes['sluice.operation_id']).toBe('triggerFlow');
    const trace = request.traceId;
    const run = await one('run', (s) => s.attributes['sluice.run_id'] === runId);
    expect(run.traceId).toBe(trace);
    expect(run.parentSpanId).toBe(request.spanId);
    expect(run.attributes['sluice.run.status']).toBe('succeeded');

    const stages = ['stage extract', 'stage store', 'stage load'].map((name) => byName(name, trace)[0]);
    for (const stage of stages) expect(stage?.parentSpanId).toBe(run.spanId);
    const [extract, , load] = stages;
    // A plugin's span ends with its call, which may be a moment after the run's end.
    const read = await one('plugin read', (s) => s.traceId === trace);
    expect(read.parentSpanId).toBe(extract!.spanId);
    expect(read.attributes['sluice.connector_type']).toBe('sample');
    const write = await one('plugin write', (s) => s.traceId === trace);
    expect(write.parentSpanId).toBe(load!.spanId);
    expect(write.attributes['sluice.connector_type']).toBe('files');

    const statements = otlp.spans.filter((s) => s.traceId === trace && String(s.attributes['db.system.name'] ?? s.attributes['db.system']).startsWith('postgres'));
    const parents = new Set(statements.map((s) => s.parentSpanId));
    expect(parents.has(request.spanId)).toBe(true);
    expect(parents.has(run.spanId)).toBe(true);

    const attempt = await one('webhook attempt', (s) => s.traceId === trace);
    expect(attempt.parentSpanId).toBe(run.spanId);
    expect(attempt.attributes['sluice.webhook.outcome']).toBe('success');
    expect(attempt.attributes['http.response.status_code']).toBe(200);

    // The support ticket's request_id leads to the trace: the request's log line carries its trace id.
    const line = t.logs.find((l) => l.msg === 'request' && l.request_id === request.attributes['sluice.request_id']);
    expect(line?.trace_id).toBe(trace);
    expect(line?.span_id).toBe(request.spanId);
    expect(otlp.contentTypes.every((c) => c.startsWith('application/json'))).toBe(true);
  }, 90_000);

  it('continues a caller’s trace when the request carries a traceparent', async () => {
    const caller = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.request('/v1/flows', { key: tenant.key, headers: { traceparent: `00-${caller}-00f067aa0ba902b7-01` } });
    expect(res.status).toBe(200);
    const span = await eventually(async () => {
      await tracing.flush();
      return otlp.spans.find((s) => s.name === 'GET /v1/flows' && s.traceId === caller);
    }, 10_000, 'the continued span');
    expect(span.parentSpanId).toBe('00f067aa0ba902b7');
  });
});
