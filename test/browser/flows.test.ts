// Flows in the console, in a real Chromium: the flows list (schedules in words, the last run's outcome), a flow's
// page, Pause and Resume recorded as events with the signed-in user as actor, Run now with the API's refusal of a
// second run, and Resync.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { seedFlow, seedRun } from '../support/seed.js';
import {
  describeBrowser,
  openGuardedPage,
  seedConsoleUser,
  seedPassword,
  signInWithPassword,
  useBrowser,
  type ConsoleUser,
  type GuardedPage,
} from '../support/browser.js';

const PASSWORD = 'flows password 2026';

describeBrowser('console flows (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let owner: ConsoleUser;
  let g: GuardedPage;
  let flowId: string;

  beforeAll(async () => {
    t = await startTestServer();
    owner = await seedConsoleUser(t.knex, { role: 'owner', customerName: 'Acme Retail', email: 'ada@acme.example' });
    await seedPassword(t.knex, owner.userId, PASSWORD);
    const orders = await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Orders to warehouse', schedule: 'every_15m' });
    const customers = await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Customers to CRM', schedule: 'hourly' });
    await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Invoices archive', schedule: 'daily', status: 'paused' });
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    await seedRun(t.knex, owner.customerId, { flowId: orders.id, status: 'succeeded', trigger: 'schedule', recordsProcessed: 1240, durationMs: 8_200, startedAt: minutesAgo(14), finishedAt: minutesAgo(13) });
    await seedRun(t.knex, owner.customerId, {
      flowId: customers.id,
      status: 'partial',
      trigger: 'schedule',
      recordsProcessed: 310,
      recordsSucceeded: 307,
      recordsFailed: 3,
      durationMs: 4_100,
      startedAt: minutesAgo(40),
      finishedAt: minutesAgo(39),
    });
    // The run pipeline stamps a flow's last run; seeded runs do not.
    await t.knex('flows').where({ id: orders.id }).update({ last_run_at: minutesAgo(14) });
    await t.knex('flows').where({ id: customers.id }).update({ last_run_at: minutesAgo(40) });
    flowId = orders.id;
    g = await openGuardedPage(browser(), t.url);
    await signInWithPassword(g.page, owner.email, PASSWORD);
    await g.page.goto('/flows');
  });
  afterAll(async () => {
    await g?.close();
    await t?.close();
  });

  it('lists the flows with their status, and times in UTC (or the browser\'s zone, by choice) with the UTC value on hover', async () => {
    const { page } = g;
    for (const name of ['Orders to warehouse', 'Customers to CRM', 'Invoices archive']) await page.getByRole('link', { name }).waitFor();
    const paused = page.getByRole('row').filter({ hasText: 'Invoices archive' });
    expect(await paused.innerText()).toMatch(/paused/i);
    // Columns: Name, Status, Source, Destination, Schedule, Last run, Next run.
    const lastRun = page.getByRole('row').filter({ hasText: 'Orders to warehouse' }).getByRole('cell').nth(5).locator('time');
    const utc = await lastRun.getAttribute('title');
    expect(utc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(await lastRun.getAttribute('datetime')).toBe(utc);
    // In UTC by default, with the zone said.
    expect(await lastRun.innerText()).toBe(`${utc!.slice(0, 10)} ${utc!.slice(11, 19)} UTC`);
    // Schedules in words, the raw value on hover; the last run's outcome beside its time.
    const orders = page.getByRole('row').filter({ hasText: 'Orders to warehouse' });
    expect(await orders.getByRole('cell').nth(4).innerText()).toBe('Every 15 minutes');
    expect(await orders.getByRole('cell').nth(4).getAttribute('title')).toBe('every_15m');
    expect(await orders.getByRole('cell').nth(5).innerText()).toMatch(/^succeeded /);
    const customers = page.getByRole('row').filter({ hasText: 'Customers to CRM' });
    expect(await customers.getByRole('cell').nth(4).innerText()).toBe('Every hour');
    expect(await customers.getByRole('cell').nth(5).innerText()).toMatch(/^partial /);
    expect(await paused.getByRole('cell').nth(5).innerText()).toBe('never');
    // Chosen on the account page: the browser's zone, Europe/Berlin here (the context's), never UTC's wall clock.
    await page.goto('/account');
    await page.getByLabel("This browser's zone (Europe/Berlin)").check();
    await page.goto('/flows');
    const berlin = page.getByRole('row').filter({ hasText: 'Orders to warehouse' }).getByRole('cell').nth(5).locator('time');
    expect(await berlin.getAttribute('datetime')).toBe(utc);
    expect(await berlin.innerText()).not.toContain(utc!.slice(11, 16));
    expect(await berlin.innerText()).not.toContain('UTC');
    await page.goto('/account');
    await page.getByLabel('UTC').check();
    await page.goto('/flows');
    g.expectClean();
  });

  it('pauses and resumes a flow from its page, recorded as flow.paused and flow.resumed with the user as actor', async () => {
    const { page } = g;
    await page.getByRole('link', { name: 'Orders to warehouse' }).click();
    await page.waitForURL(`**/flows/${flowId}`);
    await page.getByRole('heading', { level: 1, name: 'Orders to warehouse' }).waitFor();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    expect((await t.knex('flows').where({ id: flowId }).first()).status).toBe('paused');
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    expect((await t.knex('flows').where({ id: flowId }).first()).status).toBe('active');

    const events = await t.knex('events').where({ customer_id: owner.customerId }).whereIn('type', ['flow.paused', 'flow.resumed']).orderBy('created_at');
    expect(events.map((e) => [e.type, typeof e.data === 'string' ? JSON.parse(e.data) : e.data])).toEqual([
      ['flow.paused', { flow_id: flowId, actor: { type: 'user', id: owner.userId } }],
      ['flow.resumed', { flow_id: flowId, actor: { type: 'user', id: owner.userId } }],
    ]);
    g.expectClean();
  });

  it('runs a flow now, shows the run created, and shows the API\'s message when one is already queued', async () => {
    const { page } = g;
    await page.goto(`/flows/${flowId}`);
    await page.getByRole('heading', { level: 1, name: 'Orders to warehouse' }).waitFor();
    await page.getByRole('button', { name: 'Run now' }).click();
    const outcome = page.getByRole('status').filter({ hasText: /run_/ });
    await outcome.waitFor();
    const [queued] = await t.knex('runs').where({ flow_id: flowId, status: 'queued' });
    expect(queued).toBeDefined();
    expect(await outcome.innerText()).toContain(queued.id);

    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByRole('alert').filter({ hasText: /already has a run/ }).waitFor();
    expect(await t.knex('runs').where({ flow_id: flowId, status: 'queued' })).toHaveLength(1);
    g.expectClean();
  });

  it('resyncs a flow: refused with the API\'s message while a run is queued, then started as a resync run', async () => {
    const { page } = g;
    await page.goto(`/flows/${flowId}`);
    await page.getByRole('heading', { level: 1, name: 'Orders to warehouse' }).waitFor();
    await t.knex('runs').where({ flow_id: flowId }).delete();
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByRole('status').filter({ hasText: /run_/ }).waitFor();
    await page.getByRole('button', { name: 'Resync' }).click();
    await page.getByRole('alert').filter({ hasText: /already has a run/ }).waitFor();

    await t.knex('runs').where({ flow_id: flowId }).delete();
    await page.getByRole('button', { name: 'Resync' }).click();
    const outcome = page.getByRole('status').filter({ hasText: /Resync started: run_/ });
    await outcome.waitFor();
    const [resync] = await t.knex('runs').where({ flow_id: flowId, status: 'queued' });
    expect(resync).toMatchObject({ trigger: 'resync', resync_entities: null });
    expect(await outcome.innerText()).toContain(resync.id);
    g.expectClean();
  });
});
