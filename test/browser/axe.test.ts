// Accessibility of every console page in a real Chromium: axe-core finds no serious or critical violation on the
// sign-in page and every page an owner reaches (each with data in it; the API reference is checked in docs.test.ts); each page has a title,
// one h1 and a main landmark, and the keyboard reaches the sign-in form in order.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiKey } from '../../src/domain/access/service.js';
import { SCOPES } from '../../src/domain/access/scopes.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { seedFlow, seedRun } from '../support/seed.js';
import { makeCertificate, startReceiver, testSettings, type Receiver } from '../support/webhooks.js';
import {
  describeBrowser,
  expectAxeClean,
  openGuardedPage,
  seedConsoleUser,
  seedPassword,
  signInWithPassword,
  useBrowser,
  type ConsoleUser,
  type GuardedPage,
} from '../support/browser.js';

const PASSWORD = 'accessible password 1';

describeBrowser('console accessibility (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let receiver: Receiver;
  let owner: ConsoleUser;
  let g: GuardedPage;
  const ids = { flow: '', run: '', webhook: '', delivery: '' };

  beforeAll(async () => {
    const cert = makeCertificate();
    t = await startTestServer({ webhooks: testSettings(cert) });
    receiver = await startReceiver(cert, () => ({ status: 503, body: 'down for maintenance' }));
    owner = await seedConsoleUser(t.knex, { role: 'owner', customerName: 'Acme Accessible' });
    await seedPassword(t.knex, owner.userId, PASSWORD);
    await seedConsoleUser(t.knex, { role: 'viewer', customerId: owner.customerId });
    const key = (await createApiKey(t.knex, { customerId: owner.customerId, userId: owner.userId, scopes: [...SCOPES], name: 'Reporting', expiresInDays: 30 })).key;
    const flow = await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Orders nightly', schedule: 'daily' });
    ids.flow = flow.id;
    const run = await seedRun(t.knex, owner.customerId, {
      flowId: flow.id,
      status: 'failed',
      trigger: 'manual',
      stage: 'load',
      recordsProcessed: 12,
      recordsSucceeded: 10,
      recordsFailed: 2,
      durationMs: 2_500,
      errors: [{ code: 'destination_rejected', message: 'row 7: value too long for column "note"', stage: 'load', record_ref: 'ord_7' }],
      startedAt: new Date(Date.now() - 120_000).toISOString(),
      finishedAt: new Date(Date.now() - 117_500).toISOString(),
    });
    ids.run = run.id;
    const webhook = await t.client(key).POST('/v1/webhooks', { body: { url: `${receiver.url}/hooks`, events: ['run.failed', 'flow.paused'], description: 'Alerts' } });
    ids.webhook = webhook.data!.id;
    const sent = await t.request(`/v1/webhooks/${ids.webhook}/test`, { method: 'POST', key });
    ids.delivery = ((await sent.json()) as { delivery_id: string }).delivery_id;
    g = await openGuardedPage(browser(), t.url);
  });
  afterAll(async () => {
    await g?.close();
    await receiver?.close();
    await t?.close();
  });

  /** Waits for the page to show `ready` and no loading state, then checks its structure and runs axe. */
  const check = async (path: string, ready: string, label: string) => {
    const { page } = g;
    await page.goto(path);
    await page.getByText(ready).first().waitFor();
    await page.getByText('Loading…').first().waitFor({ state: 'detached' });
    expect((await page.title()).trim(), `${label}: <title>`).not.toBe('');
    expect(await page.locator('h1').count(), `${label}: one h1`).toBe(1);
    expect(await page.getByRole('main').count(), `${label}: a main landmark`).toBe(1);
    expect(await page.locator('html').getAttribute('lang'), `${label}: <html lang>`).toBe('en');
    await expectAxeClean(page, label);
  };

  it('the sign-in page is clean and its form is reached by keyboard in order', async () => {
    await check('/login', 'Sign in', 'sign-in page');
    const { page } = g;
    // String expressions, run in the page (the project compiles without the DOM library).
    const focused = () => page.evaluate<string>("document.activeElement ? document.activeElement.getAttribute('aria-label') || document.activeElement.innerText : ''");
    await page.getByLabel('Email').focus();
    await page.keyboard.type(owner.email);
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement.type')).toBe('password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    expect((await focused()).trim()).toBe('Sign in');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/overview');
    g.expectClean();
  });

  it('every page an owner reaches is clean', async () => {
    if (!(await g.sessionCookie())) await signInWithPassword(g.page, owner.email, PASSWORD);
    const pages: Array<[string, string, string]> = [
      ['/overview', 'Runs by outcome', 'overview'],
      ['/flows', 'Orders nightly', 'flows'],
      [`/flows/${ids.flow}`, 'Orders nightly', 'flow detail'],
      ['/runs', ids.run, 'runs'],
      [`/runs/${ids.run}`, 'value too long', 'run detail'],
      ['/connectors', 'Source DB', 'connectors'],
      ['/api-keys', 'Reporting', 'API keys'],
      ['/webhooks', `${receiver.url}/hooks`, 'webhooks'],
      [`/webhooks/${ids.webhook}`, `${receiver.url}/hooks`, 'webhook endpoint'],
      [`/webhooks/${ids.webhook}/deliveries`, ids.delivery, 'deliveries'],
      [`/webhooks/${ids.webhook}/deliveries/${ids.delivery}`, 'down for maintenance', 'delivery detail'],
      ['/members', owner.email, 'members'],
      ['/account', 'New password', 'account'],
    ];
    for (const [path, ready, label] of pages) await check(path, ready, label);
    g.expectClean();
  });
});
