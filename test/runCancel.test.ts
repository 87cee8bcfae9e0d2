// Stopping runs over the API on a real server with its worker and real plugin processes: POST /v1/runs/{id}/cancel
// of a queued run (cancelled at once) and of a running one (stops at its next batch boundary, keeps its checkpoint,
// and the flow runs again afterwards), DELETE /v1/flows/{id} of a flow whose run is going (204, the run cancelled
// and its worker stopping cleanly), and SLUICE_RUN_MAX_SECONDS failing a run that runs too long with `timed_out`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ended, eventsOf, expectJson, getRun, LONG_RUN as LONG, sampleToSlowFlow, startRunServer, triggerFlow, waitForRun } from './support/longRuns.js';
import { seedTenant, type Tenant } from './support/seed.js';
import type { TestServer } from './support/server.js';
import { expectError } from './support/expectError.js';

const cancel = (t: TestServer, tenant: Tenant, runId: string) => t.request(`/v1/runs/${runId}/cancel`, { method: 'POST', key: tenant.key });

describe('cancelling runs and deleting flows with a run going', () => {
  let t: TestServer;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    t = await startRunServer({ concurrency: 2, perCustomerConcurrency: 1 });
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  it('cancels a queued run at once, and a running one at its next batch boundary, keeping its checkpoint', async () => {
    const first = await sampleToSlowFlow(t, a, 'long one', LONG);
    const second = await sampleToSlowFlow(t, a, 'long two', LONG);
    const running = await triggerFlow(t, a, first);
    await waitForRun(t, a, running, (r) => r.status === 'running' && r.records_processed > 0, 30_000, 'running with progress');
    // The customer's one slot is taken: the second run waits in the queue.
    const queued = await triggerFlow(t, a, second);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await getRun(t, a, queued)).status).toBe('queued');

    // Another customer cannot see it, let alone cancel it.
    await expectError(await cancel(t, b, queued), 404, 'run_not_found');

    const cancelledQueued = await expectJson(await cancel(t, a, queued), 202);
    expect(cancelledQueued).toMatchObject({
      id: queued,
      status: 'cancelled',
      stage: null,
      started_at: null,
      errors: [{ code: 'cancelled', message: 'the run was cancelled', stage: null, record_ref: null }],
    });
    expect(cancelledQueued.finished_at).not.toBeNull();
    expect(await eventsOf(t, queued)).toEqual([
      { type: 'run.cancelled', data: { run_id: queued, flow_id: second, actor: { type: 'api_key', id: a.keyId } } },
    ]);
    // Ended: a second cancel is a conflict; the flow can be triggered again.
    await expectError(await cancel(t, a, queued), 409, 'conflict');

    const asked = await expectJson(await cancel(t, a, running), 202);
    expect(['running', 'cancelled']).toContain(asked.status);
    const t0 = Date.now();
    const stopped = await waitForRun(t, a, running, ended, 15_000, 'the running run stopped');
    console.info(`runCancel: a running run stopped ${Date.now() - t0} ms after its cancel`);
    expect(stopped).toMatchObject({ status: 'cancelled', stage: null });
    expect(stopped.errors.at(-1)).toEqual({ code: 'cancelled', message: 'the run was cancelled', stage: null, record_ref: null });
    expect(stopped.records_processed).toBeGreaterThan(0);
    expect(stopped.records_processed).toBeLessThan(LONG.records);
    expect((await eventsOf(t, running)).map((e) => e.type)).toEqual(['run.started', 'run.cancelled']);
    expect((await eventsOf(t, running))[1]!.data).toEqual({ run_id: running, flow_id: first, actor: { type: 'api_key', id: a.keyId } });
    await expectError(await cancel(t, a, running), 409, 'conflict');

    // What was committed stays: the checkpoint, from which the next run goes on.
    const checkpoint = (await t.knex('flow_checkpoints').where({ flow_id: first, entity: 'customer' }).first('checkpoint'))?.checkpoint as { next?: number } | undefined;
    expect(checkpoint?.next ?? 0).toBeGreaterThan(0);
    expect(checkpoint!.next!).toBeLessThanOrEqual(stopped.records_processed);
    const again = await triggerFlow(t, a, first);
    const resumed = await waitForRun(t, a, again, (r) => r.status === 'running' && r.records_processed > 0, 30_000, 'the next run going');
    expect(resumed.trigger).toBe('manual');
    const queuedAgain = await triggerFlow(t, a, second);
    for (const id of [again, queuedAgain]) await expectJson(await cancel(t, a, id), 202);
    for (const id of [again, queuedAgain]) expect((await waitForRun(t, a, id, ended, 15_000, 'cancelled')).status).toBe('cancelled');
  }, 120_000);

  it('deletes a flow whose run is going: 204, the run cancelled, its worker stopping cleanly', async () => {
    const flow = await sampleToSlowFlow(t, b, 'to delete', LONG);
    const runId = await triggerFlow(t, b, flow);
    await waitForRun(t, b, runId, (r) => r.status === 'running' && r.records_processed > 0, 30_000, 'running with progress');

    const res = await t.request(`/v1/flows/${flow}`, { method: 'DELETE', key: b.key });
    expect(res.status, await res.clone().text()).toBe(204);
    await expectError(await t.request(`/v1/flows/${flow}`, { key: b.key }), 404, 'flow_not_found');
    // The run went with its flow (as its history does), after being cancelled: its subscribers are told.
    await expectError(await t.request(`/v1/runs/${runId}`, { key: b.key }), 404, 'run_not_found');
    expect(await eventsOf(t, runId)).toEqual([
      { type: 'run.started', data: { run_id: runId, flow_id: flow, trigger: 'manual' } },
      { type: 'run.cancelled', data: { run_id: runId, flow_id: flow, actor: { type: 'api_key', id: b.keyId } } },
    ]);
    // Its worker noticed at its next heartbeat or checkpoint and stopped without an error.
    await expect
      .poll(() => t.logs.some((l) => l.run_id === runId && l.msg === 'run cancelled while running (or removed with its flow); stopped'), { timeout: 15_000 })
      .toBe(true);
    const runLines = t.logs.filter((l) => l.run_id === runId);
    expect(runLines.filter((l) => (l.level as number) >= 50), JSON.stringify(runLines)).toEqual([]);

    // The slot is free again: the customer's next run starts.
    const next = await sampleToSlowFlow(t, b, 'after delete', { records: 10, batch: 10, delayMs: 0 });
    const nextRun = await triggerFlow(t, b, next);
    expect((await waitForRun(t, b, nextRun, ended, 20_000, 'finished')).status).toBe('succeeded');
  }, 120_000);

  it('deletes a flow whose run is queued: the run is cancelled without ever starting', async () => {
    const holder = await sampleToSlowFlow(t, a, 'holder', LONG);
    const held = await triggerFlow(t, a, holder);
    await waitForRun(t, a, held, (r) => r.status === 'running', 30_000, 'running');
    const flow = await sampleToSlowFlow(t, a, 'queued then deleted', LONG);
    const runId = await triggerFlow(t, a, flow);
    expect((await getRun(t, a, runId)).status).toBe('queued');
    const res = await t.request(`/v1/flows/${flow}`, { method: 'DELETE', key: a.key });
    expect(res.status).toBe(204);
    expect((await eventsOf(t, runId)).map((e) => e.type)).toEqual(['run.cancelled']);
    await expectJson(await cancel(t, a, held), 202);
    expect((await waitForRun(t, a, held, ended, 15_000, 'cancelled')).status).toBe('cancelled');
  }, 90_000);
});

describe('SLUICE_RUN_MAX_SECONDS', () => {
  let t: TestServer;
  let a: Tenant;

  beforeAll(async () => {
    t = await startRunServer({ maxSeconds: 3 });
    a = await seedTenant(t.knex);
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  it('fails a run that runs longer with timed_out, at the stage it was in', async () => {
    const flow = await sampleToSlowFlow(t, a, 'too long', LONG);
    const runId = await triggerFlow(t, a, flow);
    const run = await waitForRun(t, a, runId, ended, 30_000, 'ended');
    expect(run.status).toBe('failed');
    expect(['extract', 'load']).toContain(run.stage);
    expect(run.errors.at(-1)).toEqual({ code: 'timed_out', message: 'the run ran longer than 3 s (SLUICE_RUN_MAX_SECONDS)', stage: null, record_ref: null });
    expect(run.duration_ms).toBeGreaterThanOrEqual(3000);
    // Stopped at a batch boundary soon after the limit, not at the end of its 100 s of writes.
    expect(run.duration_ms).toBeLessThan(15_000);
    expect(run.records_processed).toBeGreaterThan(0);
    const events = await eventsOf(t, runId);
    expect(events.map((e) => e.type)).toEqual(['run.started', 'run.failed']);
    expect(events[1]!.data).toMatchObject({ run_id: runId, flow_id: flow, stage: run.stage, error: { code: 'timed_out' } });
  }, 60_000);
});
