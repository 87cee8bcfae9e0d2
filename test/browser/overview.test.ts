// The console's overview in a real Chromium against a real worker: a run that succeeded shows in the runs chart's
// label and in the table of numbers (with the records it moved), the 7-day period has its 28 buckets, and the page
// passes axe.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ended, sampleToSlowFlow, startRunServer, triggerFlow, waitForRun } from '../support/longRuns.js';
import type { Tenant } from '../support/seed.js';
import type { TestServer } from '../support/server.js';
import { describeBrowser, expectAxeClean, signedInOwner, useBrowser, type GuardedPage } from '../support/browser.js';

describeBrowser('console overview (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let tenant: Tenant;
  let g: GuardedPage;

  beforeAll(async () => {
    t = await startRunServer({});
    ({ tenant, g } = await signedInOwner(browser(), t.knex, t.url, 'Acme Overview'));
  });
  afterAll(async () => {
    await g?.close();
    await t?.close();
  });

  it('charts a succeeded run and its records, with the same numbers in a table', async () => {
    const { page } = g;
    const flowId = await sampleToSlowFlow(t, tenant, 'Customers quickly', { records: 12, batch: 6, delayMs: 0 });
    const run = await waitForRun(t, tenant, await triggerFlow(t, tenant, flowId), ended, 60_000, 'ended');
    expect(run.status).toBe('succeeded');
    await page.goto('/overview');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByRole('img', { name: /^Runs by outcome: Succeeded 1, Partial 0, Failed 0/ }).waitFor();
    await page.getByRole('img', { name: 'Records moved: Records 12' }).waitFor();
    await expectAxeClean(page, 'the overview');
    await page.getByText('The numbers, bucket by bucket').click();
    const numbers = page.getByRole('table', { name: /^Runs, records moved and webhook attempts/ });
    const rows = numbers.getByRole('row');
    expect(await rows.count()).toBe(1 + 24);
    const cells = await rows.last().getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 6)).toEqual(['1', '0', '0', '0', '0', '12']);
    await page.getByLabel('Last 7 days').check();
    await numbers.getByRole('row').nth(28).waitFor();
    expect(await numbers.getByRole('row').count()).toBe(1 + 28);
  });
});
