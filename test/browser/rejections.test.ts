// Rejected records in the console, in a real Chromium: a run's page lists the records it rejected that are still
// open, each with its reason and its source record (or that it was too large to keep), and says how they get
// another try; the flow's page counts them, and Reprocess rejected records queues the run that reprocesses them.
// Both pages stay axe-clean.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../../src/ids.js';
import { ended, getRun, sampleToSlowFlow, startRunServer, waitForRun } from '../support/longRuns.js';
import { seedRun, type Tenant } from '../support/seed.js';
import type { TestServer } from '../support/server.js';
import { describeBrowser, expectAxeClean, signedInOwner, useBrowser, type GuardedPage } from '../support/browser.js';

describeBrowser('console rejected records (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let tenant: Tenant;
  let g: GuardedPage;

  beforeAll(async () => {
    t = await startRunServer({});
    ({ tenant, g } = await signedInOwner(browser(), t.knex, t.url, 'Acme Rejections'));
  });
  afterAll(async () => {
    await g?.close();
    await t?.close();
  });

  /** A partial run of a new flow that rejected two customers: one kept, one too large to keep. */
  async function rejectingRun(): Promise<{ flowId: string; runId: string }> {
    const flowId = await sampleToSlowFlow(t, tenant, 'Customers mapped wrong', { records: 3, delayMs: 0 });
    const run = await seedRun(t.knex, tenant.customerId, { flowId, status: 'partial', trigger: 'manual', recordsProcessed: 3, recordsSucceeded: 1, recordsFailed: 2 });
    const row = { customer_id: tenant.customerId, flow_id: flowId, entity: 'customer', run_id: run.id, run_started_at: t.knex.raw('now()'), stage: 'transform', code: 'invalid_record' };
    const record = { external_id: 'cus-7', data: { email: 'Ada Lovelace' }, raw: { id: 'cus-7', name: 'Ada Lovelace' } };
    await t.knex('record_rejections').insert([
      { ...row, id: newId('rej'), external_id: 'cus-7', reason: '/email must match format "email"', record: JSON.stringify(record), record_bytes: 90 },
      { ...row, id: newId('rej'), external_id: 'cus-8', reason: '/company_name must NOT have more than 300 characters', record: null, record_bytes: 70_000 },
    ]);
    return { flowId, runId: run.id };
  }

  it("lists a run's rejected records with their reasons and says how they are reprocessed", async () => {
    const { page } = g;
    const { runId } = await rejectingRun();
    await page.goto(`/runs/${runId}`);
    await page.getByRole('heading', { level: 2, name: 'Rejected records' }).waitFor();
    const rows = page.getByRole('table', { name: 'Records this run rejected' }).getByRole('row');
    await rows.filter({ hasText: 'customer:cus-7' }).filter({ hasText: '/email must match format "email"' }).waitFor();
    await rows.filter({ hasText: 'customer:cus-8' }).filter({ hasText: 'not kept (over 64 KiB): a resync reads it again' }).waitFor();
    expect(await page.getByText('as do Reprocess rejected records and a resync').count()).toBe(1);
    await page.getByText('Show', { exact: true }).first().click();
    await page.getByLabel('Source record customer cus-7').getByText('"name": "Ada Lovelace"').waitFor();
    await expectAxeClean(page, "a run's rejected records");
    g.expectClean();
  });

  it('counts the open ones on the flow page, and reprocesses them from there', async () => {
    const { page } = g;
    const { flowId } = await rejectingRun();
    await page.goto(`/flows/${flowId}`);
    await page.getByRole('heading', { level: 1, name: 'Customers mapped wrong' }).waitFor();
    await page.getByRole('definition').filter({ hasText: '2 open' }).waitFor();
    await expectAxeClean(page, "a flow's rejected records");
    await page.getByRole('button', { name: 'Reprocess rejected records' }).click();
    const started = page.getByRole('status').filter({ hasText: 'Reprocessing started:' });
    await started.waitFor();
    const runId = (await started.getByRole('link').innerText()).trim();
    expect((await getRun(t, tenant, runId)).trigger).toBe('manual');
    await waitForRun(t, tenant, runId, ended, 30_000, 'the reprocessing run ended');
    g.expectClean();
  });
});
