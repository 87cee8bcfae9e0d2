// Runs acted on in the console, in a real Chromium, against a real worker: a long run cancelled from its page, a
// failed run retried from its page (the new run opens, a retry of the old), and a flow resynced from a run's page;
// the page names its flow, the connector types and versions the run ran and its records per entity, and, for a run
// that rejected records, says how they are reprocessed. The runs list and a live run's page follow the workers by
// themselves, without moving the focus.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectJson, getRun, LONG_RUN, sampleToSlowFlow, startRunServer, triggerFlow, waitForRun, ended } from '../support/longRuns.js';
import { seedRun, type Tenant } from '../support/seed.js';
import type { TestServer } from '../support/server.js';
import { describeBrowser, expectAxeClean, signedInOwner, useBrowser, type GuardedPage } from '../support/browser.js';

describeBrowser('console runs (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let tenant: Tenant;
  let g: GuardedPage;

  beforeAll(async () => {
    t = await startRunServer({});
    ({ tenant, g } = await signedInOwner(browser(), t.knex, t.url, 'Acme Runs'));
  });
  afterAll(async () => {
    await g?.close();
    await t?.close();
  });

  const post = async (path: string, body: unknown) =>
    expectJson(await t.request(path, { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), 201);

  it('cancels a long run from its page, then resyncs its flow from there', async () => {
    const { page } = g;
    const flowId = await sampleToSlowFlow(t, tenant, 'Customers slowly', LONG_RUN);
    const runId = await triggerFlow(t, tenant, flowId);
    await waitForRun(t, tenant, runId, (r) => r.status === 'running', 30_000, 'running');
    await page.goto(`/runs/${runId}`);
    await page.getByRole('heading', { level: 1, name: 'Run of Customers slowly' }).waitFor();
    await page.getByRole('link', { name: 'Customers slowly' }).waitFor();
    await expectAxeClean(page, 'a running run');
    await page.getByRole('button', { name: 'Cancel run' }).click();
    await page.getByRole('status').filter({ hasText: /Cancel/ }).waitFor();
    expect((await waitForRun(t, tenant, runId, ended, 30_000, 'ended')).status).toBe('cancelled');

    await page.reload();
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Resync flow' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/runs/') && !url.pathname.endsWith(runId));
    const resyncId = page.url().split('/runs/')[1]!;
    expect((await getRun(t, tenant, resyncId)).trigger).toBe('resync');
    await t.request(`/v1/runs/${resyncId}/cancel`, { method: 'POST', key: tenant.key });
    await waitForRun(t, tenant, resyncId, ended, 30_000, 'the resync ended');
    g.expectClean();
  });

  it('retries a failed run from its page: the retry opens, naming the run it retries', async () => {
    const { page } = g;
    const source = await post('/v1/connectors', { name: 'Crashing orders', type: 'crashing-source', config: { batches: 1, per_batch: 5 } });
    const destination = await post('/v1/connectors', { name: 'Orders sink', type: 'slow-destination', config: { delay_ms: 0 } });
    const flow = await post('/v1/flows', { name: 'Orders that crash', source_connector_id: source.id, destination_connector_id: destination.id, entities: ['order'], schedule: 'manual' });
    const runId = await triggerFlow(t, tenant, flow.id as string);
    expect((await waitForRun(t, tenant, runId, ended, 30_000, 'ended')).status).toBe('failed');
    await page.goto(`/runs/${runId}`);
    await page.getByRole('heading', { level: 1, name: 'Run of Orders that crash' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/runs/') && !url.pathname.endsWith(runId));
    await page.getByRole('link', { name: runId }).waitFor();
    const retryId = page.url().split('/runs/')[1]!;
    expect(await getRun(t, tenant, retryId)).toMatchObject({ trigger: 'retry', retry_of: runId });
    await waitForRun(t, tenant, retryId, ended, 30_000, 'the retry ended');
    g.expectClean();
  });

  it('shows the connector type and version each end of a run ran, and its records per entity', async () => {
    const { page } = g;
    const source = await post('/v1/connectors', { name: 'Counted shop', type: 'sample', config: { customers: 4, orders: 6 } });
    const destination = await post('/v1/connectors', { name: 'Counted sink', type: 'slow-destination', config: { delay_ms: 0 } });
    const flow = await post('/v1/flows', { name: 'Counted per entity', source_connector_id: source.id, destination_connector_id: destination.id, entities: ['order', 'customer'], schedule: 'manual' });
    const runId = await triggerFlow(t, tenant, flow.id as string);
    const run = await waitForRun(t, tenant, runId, ended, 30_000, 'ended');
    expect(run.status).toBe('succeeded');
    await page.goto(`/runs/${runId}`);
    await page.getByRole('heading', { level: 1, name: 'Run of Counted per entity' }).waitFor();
    // Each end names its connector type and the version it ran, linked to the connector.
    const versions = await expectJson(await t.request('/v1/connector-types', { key: tenant.key }), 200);
    const installed = (id: string) => versions.data.find((c: { id: string; latest: boolean }) => c.id === id && c.latest).version as string;
    await page.getByRole('link', { name: `sample ${installed('sample')}`, exact: true }).waitFor();
    const sink = page.getByRole('link', { name: `slow-destination ${installed('slow-destination')}`, exact: true });
    expect(await sink.getAttribute('href')).toBe(`/connectors/${destination.id}`);
    // The counts per entity, customers first (the order the run moves them), in a table with its headers.
    const table = page.getByRole('table', { name: 'Records of each entity this run moved, in the order it moved them' });
    const cells = await table.getByRole('row').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)));
    expect(cells).toEqual([
      ['Entity', 'Processed', 'Succeeded', 'Failed', 'Deleted'],
      ['customer', '4', '4', '0', '0'],
      ['order', '6', '6', '0', '0'],
    ]);
    await expectAxeClean(page, 'a run with its counts per entity');
    g.expectClean();
  });

  it('tells, on a run that rejected records, that they are kept and how they are reprocessed', async () => {
    const { page } = g;
    const flowId = await sampleToSlowFlow(t, tenant, 'Customers rejected', { records: 3, delayMs: 0 });
    const run = await seedRun(t.knex, tenant.customerId, { flowId, status: 'partial', trigger: 'manual', recordsProcessed: 3, recordsSucceeded: 1, recordsFailed: 2 });
    await page.goto(`/runs/${run.id}`);
    const note = page.getByRole('note');
    await note.filter({ hasText: '2 records were rejected' }).waitFor();
    expect(await note.innerText()).toContain("the flow's next run reprocesses them; Reprocess rejected records or Resync flow does it now");
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    g.expectClean();
  });

  it('follows runs without a reload: a new run appears in the list and a run page reaches its end, focus kept', async () => {
    const { page } = g;
    const flowId = await sampleToSlowFlow(t, tenant, 'Customers refreshed', { records: 5, delayMs: 0 });
    await page.goto('/runs');
    await page.getByRole('heading', { level: 1, name: 'Runs' }).waitFor();
    const status = page.getByLabel('Status');
    await status.focus();
    const runId = await triggerFlow(t, tenant, flowId);
    await waitForRun(t, tenant, runId, ended, 30_000, 'ended');
    // Within two refreshes (5 s each) the list shows the run as it ended, and the focus has not moved.
    await page.getByRole('row').filter({ hasText: 'Customers refreshed' }).filter({ hasText: 'succeeded' }).waitFor({ timeout: 12_000 });
    expect(await page.evaluate<string>('document.activeElement && document.activeElement.id')).toBe('runs-status');

    const long = await sampleToSlowFlow(t, tenant, 'Customers cancelled elsewhere', LONG_RUN);
    const longRun = await triggerFlow(t, tenant, long);
    await waitForRun(t, tenant, longRun, (r) => r.status === 'running', 30_000, 'running');
    await page.goto(`/runs/${longRun}`);
    await page.getByRole('button', { name: 'Cancel run' }).waitFor();
    await t.request(`/v1/runs/${longRun}/cancel`, { method: 'POST', key: tenant.key });
    await page.locator('.badge.status-cancelled').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);
    g.expectClean();
  });
});
