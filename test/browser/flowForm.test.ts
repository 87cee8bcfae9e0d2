// A flow built in the console, in a real Chromium, against a real worker: source and destination picked by name,
// an entity both can move, a mapping override, a cron schedule in a time zone described in words as it is typed;
// the flow's page shows the mapping and the next five run times; Run now runs it; the flows list then shows the
// run's outcome.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runtimeOptions } from '../fixtures/plugins/harness.js';
import { flowApi } from '../support/flowApi.js';
import type { Tenant } from '../support/seed.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { describeBrowser, expectAxeClean, signedInOwner, useBrowser, type GuardedPage } from '../support/browser.js';

describeBrowser('console flow form (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let tenant: Tenant;
  let g: GuardedPage;

  beforeAll(async () => {
    t = await startTestServer({ queue: 'worker', connectors: runtimeOptions() });
    ({ tenant, g } = await signedInOwner(browser(), t.knex, t.url, 'Acme Flows'));
  });
  afterAll(async () => {
    await g?.close();
    await t?.close();
  });

  it('creates a flow with a mapping and a cron schedule, runs it, and lists its outcome', async () => {
    const { page } = g;
    const api = flowApi(t, tenant);
    await api.createConnector({ name: 'Shop', type: 'sample', config: { customers: 12, products: 0, orders: 0 }, credentials: {} });
    await api.createConnector({ name: 'Warehouse', type: 'files', config: { path: 'flow-form' }, credentials: {} });

    await page.goto('/flows');
    await page.getByRole('link', { name: 'New flow' }).click();
    await page.getByRole('heading', { level: 1, name: 'New flow' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Shop customers nightly');
    await page.getByLabel('Source').selectOption({ label: 'Shop (sample)' });
    await page.getByLabel('Destination').selectOption({ label: 'Warehouse (files)' });
    await page.getByRole('checkbox', { name: 'customer', exact: true }).check();
    await page.getByRole('button', { name: 'Add a mapping for customer' }).click();
    await page.getByLabel('Canonical field').fill('company_name');
    await page.getByLabel('from source field').fill('employer');
    await page.getByLabel('Runs').selectOption('cron');
    await page.getByLabel('Cron expression').fill('30 7 * * 1-5');
    await page.getByLabel('Time zone').fill('Europe/Berlin');
    await page.getByText('At 07:30, Monday through Friday (Europe/Berlin)').waitFor();
    await expectAxeClean(page, 'the new flow form');
    await page.getByRole('button', { name: 'Create flow' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop customers nightly' }).waitFor();

    const flowId = page.url().split('/flows/')[1]!;
    const flow = (await t.client(tenant.key).GET('/v1/flows/{id}', { params: { path: { id: flowId } } })).data!;
    expect(flow).toMatchObject({ schedule: 'cron:30 7 * * 1-5', schedule_timezone: 'Europe/Berlin', entities: ['customer'], mappings: { customer: { company_name: 'employer' } } });
    await page.getByText('customer.company_name ← employer').waitFor();
    expect(await page.getByRole('listitem').filter({ has: page.locator('time') }).count()).toBe(5);
    await expectAxeClean(page, 'a flow’s page');

    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByText(/Run started/).waitFor();
    const runs = await t.client(tenant.key).GET('/v1/runs', { params: { query: { flow_id: flowId } } });
    expect((await api.finished(runs.data!.data[0]!.id)).status).toBe('succeeded');
    expect(await api.records('customer')).toHaveLength(12);

    await page.goto('/flows');
    const row = page.getByRole('row').filter({ hasText: 'Shop customers nightly' });
    await row.getByText('succeeded').waitFor();
    expect(await row.innerText()).toContain('At 07:30, Monday through Friday (Europe/Berlin)');
    g.expectClean();
  });
});
