// A viewer in the console, in a real Chromium: every page shows the customer's data and offers no control that
// changes it, and a write the viewer makes anyway (a fetch from inside the page) is refused by the API.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiKey } from '../../src/domain/access/service.js';
import { SCOPES } from '../../src/domain/access/scopes.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { seedFlow } from '../support/seed.js';
import { makeCertificate, startReceiver, testSettings, type Receiver } from '../support/webhooks.js';
import { describeBrowser, openGuardedPage, seedConsoleUser, seedPassword, signInWithPassword, useBrowser, type ConsoleUser, type GuardedPage } from '../support/browser.js';

const PASSWORD = 'viewer password 1234';

const WRITE_BUTTONS = [
  'Pause',
  'Resume',
  'Run now',
  'Resync',
  'Verify',
  'Add endpoint',
  'Send test event',
  'Enable',
  'Disable',
  'Rotate secret',
  'Delete',
  'Replay',
  'Invite',
  'Remove',
  'Change role',
  'Edit',
  'Re-enable',
  'Recover failed deliveries',
];

describeBrowser('console roles: a viewer (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let receiver: Receiver;
  let viewer: ConsoleUser;
  let flowId: string;
  let webhookId: string;
  let deliveryId: string;
  let ownerKey: string;
  let owner: ConsoleUser;
  let g: GuardedPage;

  beforeAll(async () => {
    const cert = makeCertificate();
    t = await startTestServer({ webhooks: testSettings(cert) });
    receiver = await startReceiver(cert);
    owner = await seedConsoleUser(t.knex, { role: 'owner', customerName: 'Acme Roles' });
    await seedPassword(t.knex, owner.userId, PASSWORD);
    ownerKey = (await createApiKey(t.knex, { customerId: owner.customerId, userId: owner.userId, scopes: [...SCOPES] })).key;
    viewer = await seedConsoleUser(t.knex, { role: 'viewer', customerId: owner.customerId });
    await seedPassword(t.knex, viewer.userId, PASSWORD);
    flowId = (await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Viewer-visible flow' })).id;
    await createApiKey(t.knex, { customerId: viewer.customerId, userId: viewer.userId, scopes: ['flows:read'], name: 'Viewer key' });
    const webhook = await t.client(ownerKey).POST('/v1/webhooks', { body: { url: `${receiver.url}/hooks`, events: ['flow.paused'], description: 'Owner endpoint' } });
    webhookId = webhook.data!.id;
    const sent = await t.request(`/v1/webhooks/${webhookId}/test`, { method: 'POST', key: ownerKey });
    deliveryId = ((await sent.json()) as { delivery_id: string }).delivery_id;
    g = await openGuardedPage(browser(), t.url);
    await signInWithPassword(g.page, viewer.email, PASSWORD);
  });
  afterAll(async () => {
    await g?.close();
    await receiver?.close();
    await t?.close();
  });

  /**
   * Opens a console page, waits until `ready` shows (the data loaded) and each button of `shown` (the ones an owner
   * expects, which may render after it), and lists the write buttons present.
   */
  const writeButtonsOn = async (path: string, ready: string, on: GuardedPage = g, shown: string[] = []) => {
    await on.page.goto(path);
    await on.page.getByText(ready).first().waitFor();
    for (const name of shown) await on.page.getByRole('button', { name, exact: true }).first().waitFor();
    const present: string[] = [];
    for (const name of WRITE_BUTTONS) if ((await on.page.getByRole('button', { name, exact: true }).count()) > 0) present.push(name);
    return present;
  };

  it('offers an owner the write controls on the same pages (what the viewer must not see)', async () => {
    const o = await openGuardedPage(browser(), t.url);
    try {
      await signInWithPassword(o.page, owner.email, PASSWORD);
      expect(await writeButtonsOn(`/flows/${flowId}`, 'Viewer-visible flow', o)).toEqual(expect.arrayContaining(['Pause', 'Run now', 'Resync']));
      expect(await writeButtonsOn('/connectors', 'Source DB', o)).toEqual(expect.arrayContaining(['Verify']));
      expect(await writeButtonsOn('/webhooks', `${receiver.url}/hooks`, o)).toEqual(expect.arrayContaining(['Add endpoint']));
      expect(await writeButtonsOn(`/webhooks/${webhookId}`, `${receiver.url}/hooks`, o)).toEqual(
        expect.arrayContaining(['Send test event', 'Disable', 'Rotate secret', 'Delete', 'Edit', 'Recover failed deliveries']),
      );
      // The delivery's id is in the page's title from the start; its attempts' heading comes with its detail.
      expect(await writeButtonsOn(`/webhooks/${webhookId}/deliveries/${deliveryId}`, 'Attempts (', o, ['Replay'])).toEqual(['Replay']);
      o.expectClean();
    } finally {
      await o.close();
    }
  });

  it('is offered no write control on the flows, connectors, webhooks and deliveries pages', async () => {
    expect(await writeButtonsOn('/flows', 'Viewer-visible flow')).toEqual([]);
    expect(await writeButtonsOn(`/flows/${flowId}`, 'Viewer-visible flow')).toEqual([]);
    expect(await writeButtonsOn('/connectors', 'Source DB')).toEqual([]);
    expect(await writeButtonsOn('/webhooks', `${receiver.url}/hooks`)).toEqual([]);
    expect(await g.page.getByLabel('URL', { exact: true }).count()).toBe(0);
    expect(await writeButtonsOn(`/webhooks/${webhookId}`, `${receiver.url}/hooks`)).toEqual([]);
    expect(await writeButtonsOn(`/webhooks/${webhookId}/deliveries`, deliveryId)).toEqual([]);
    // The delivery's id is in the page's title from the start: its attempts' heading comes with its data and buttons.
    expect(await writeButtonsOn(`/webhooks/${webhookId}/deliveries/${deliveryId}`, 'Attempts (')).toEqual([]);
    expect(await g.page.getByRole('link', { name: 'Members' }).count()).toBe(0);
    g.expectClean();
  });

  it('is offered only the read scopes of its role on the API keys page', async () => {
    await g.page.goto('/api-keys');
    await g.page.getByText('Viewer key').first().waitFor();
    for (const scope of SCOPES) {
      const offered = (await g.page.getByRole('checkbox', { name: scope, exact: true }).count()) > 0;
      expect(offered, scope).toBe(scope.endsWith(':read'));
    }
    g.expectClean();
  });

  it('is refused by the API when it writes anyway with its session, and nothing changes', async () => {
    await g.page.goto('/flows');
    await g.page.getByText('Viewer-visible flow').first().waitFor();
    const answer = await g.page.evaluate(async (id) => {
      const res = await fetch(`/v1/flows/${id}/pause`, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      return { status: res.status, body: await res.text() };
    }, flowId);
    expect(answer.status, answer.body).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'forbidden' } });
    const keyAnswer = await g.page.evaluate(async () => {
      const res = await fetch('/console/v1/api-keys', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'sneaky', scopes: ['flows:write'] }),
      });
      return res.status;
    });
    expect(keyAnswer).toBe(403);
    const flow = await t.client(ownerKey).GET('/v1/flows/{id}', { params: { path: { id: flowId } } });
    expect(flow.data!.status).toBe('active');
    g.expectClean();
  });
});
