// Webhooks in the console, in a real Chromium, against a local HTTPS receiver: adding an endpoint (http:// refused
// with the API's message, the signing secret shown once), a test event and its outcome, a failing delivery's
// attempts listed, and Replay reaching the receiver with the same delivery id and a fresh signature; an endpoint
// disabled for a 410 shown in a banner, re-enabled, and its failed delivery recovered.
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiKey } from '../../src/domain/access/service.js';
import { SCOPES } from '../../src/domain/access/scopes.js';
import { parseRetrySchedule } from '../../src/domain/webhooks/retrySchedule.js';
import { seedFlow } from '../support/seed.js';
import {
  eventually,
  makeCertificate,
  startReceiver,
  startWebhookServer,
  testSettings,
  type ReceivedRequest,
  type Receiver,
  type WebhookTestServer,
} from '../support/webhooks.js';
import {
  describeBrowser,
  openGuardedPage,
  seedConsoleUser,
  seedPassword,
  shownSecret,
  signInWithPassword,
  useBrowser,
  type ConsoleUser,
  type GuardedPage,
} from '../support/browser.js';

const PASSWORD = 'webhooks password 99';
const stripe = new Stripe('sk_test_not_used_for_network');

const signatureOf = (req: ReceivedRequest) => req.headers['x-service-signature']!;
const timestampOf = (req: ReceivedRequest) => Number(/(?:^|,)t=(\d+)/.exec(signatureOf(req))![1]);

describeBrowser('console webhooks (browser)', () => {
  const browser = useBrowser();
  let t: WebhookTestServer;
  let receiver: Receiver;
  let owner: ConsoleUser;
  let ownerKey: string;
  let g: GuardedPage;

  beforeAll(async () => {
    const cert = makeCertificate();
    // Two retries a fraction of a second apart: a failing delivery is exhausted (three attempts) within a second or two.
    t = await startWebhookServer(testSettings(cert, { retrySchedule: parseRetrySchedule('200ms,400ms') }));
    await t.startWorker();
    receiver = await startReceiver(cert);
    owner = await seedConsoleUser(t.knex, { role: 'owner', customerName: 'Acme Retail', email: 'ada@acme.example' });
    await seedPassword(t.knex, owner.userId, PASSWORD);
    ownerKey = (await createApiKey(t.knex, { customerId: owner.customerId, userId: owner.userId, scopes: [...SCOPES] })).key;
    g = await openGuardedPage(browser(), t.url);
    await signInWithPassword(g.page, owner.email, PASSWORD);
  });
  afterAll(async () => {
    await g?.close();
    await receiver?.close();
    await t?.close();
  });

  it('refuses an http:// endpoint with the API\'s message, adds an https one, shows its secret once, and sends a test event', async () => {
    const { page } = g;
    const insecure = 'http://127.0.0.1:9/hooks/plain';
    const refusal = await t.request('/v1/webhooks', {
      method: 'POST',
      key: ownerKey,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: insecure, events: ['run.failed'] }),
    });
    expect(refusal.status).toBe(422);
    const apiMessage = ((await refusal.json()) as { error: { message: string } }).error.message;

    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL('**/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByLabel('URL', { exact: true }).fill(insecure);
    await page.getByRole('checkbox', { name: 'run.failed', exact: true }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('alert').filter({ hasText: apiMessage }).waitFor();
    expect((await t.client(ownerKey).GET('/v1/webhooks')).data!.data).toEqual([]);

    const url = `${receiver.url}/hooks/console`;
    await page.getByLabel('URL', { exact: true }).fill(url);
    await page.getByRole('checkbox', { name: 'flow.paused', exact: true }).check();
    await page.getByLabel('Description').fill('Added in the console');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await shownSecret(page, /whsec_[A-Za-z0-9+/]{32}/);
    await page.getByText('This secret will not be shown again.').waitFor();
    const [endpoint] = (await t.client(ownerKey).GET('/v1/webhooks')).data!.data;
    expect(endpoint).toMatchObject({ url, description: 'Added in the console', enabled: true });
    expect([...endpoint!.events].sort()).toEqual(['flow.paused', 'run.failed']);

    await page.reload();
    await page.getByText(url).first().waitFor();
    expect(await page.content()).not.toContain(secret);

    // The endpoint's page sends a test event and shows its outcome; the receiver can verify it with the shown secret.
    await page.goto(`/webhooks/${endpoint!.id}`);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await receiver.waitFor((reqs) => reqs.some((r) => r.path === '/hooks/console'));
    const outcome = page.getByRole('status').filter({ hasText: /200/ });
    await outcome.waitFor();
    expect(await outcome.innerText()).toMatch(/\d+\s*ms/);
    const [received] = receiver.to('/hooks/console');
    const event = stripe.webhooks.constructEvent(received!.body, signatureOf(received!), secret) as unknown as { event: string };
    expect(event.event).toBe('webhook.test');
    g.expectClean();
  });

  it('lists a failing delivery\'s attempts and replays it with the same delivery id and a fresh signature', async () => {
    const { page } = g;
    const path = '/hooks/failing';
    receiver.behave((req, index) => (req.path === path ? { status: 500, body: `receiver error #${index}` } : { status: 200, body: 'ok' }));
    const endpoint = (await t.client(ownerKey).POST('/v1/webhooks', { body: { url: `${receiver.url}${path}`, events: ['flow.paused'], description: 'Always failing' } })).data!;
    const flow = await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Flow with a failing hook' });
    expect((await t.client(ownerKey).POST('/v1/flows/{id}/pause', { params: { path: { id: flow.id } } })).response.status).toBe(200);

    // The delivery fails three times (the first attempt and two retries) and is given up.
    const delivery = await eventually(
      async () => {
        const list = await t.client(ownerKey).GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: endpoint.id } } });
        const found = list.data!.data.find((d) => d.event === 'flow.paused');
        return found && found.status === 'failed' ? found : undefined;
      },
      15_000,
      'the delivery failing for good',
    );
    const failedRequests = receiver.to(path);
    expect(failedRequests).toHaveLength(3);
    const bodies = failedRequests.map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);

    await page.goto('/webhooks');
    await page.getByRole('row').filter({ hasText: `${receiver.url}${path}` }).getByRole('link', { name: 'Deliveries' }).click();
    await page.waitForURL(`**/webhooks/${endpoint.id}/deliveries`);
    await page.getByRole('link', { name: delivery.id }).click();
    await page.waitForURL(`**/webhooks/${endpoint.id}/deliveries/${delivery.id}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: delivery.id }).waitFor();
    // Every attempt is listed with what the receiver answered: the last one's request and response unfolded, the
    // earlier ones' folded under their summaries until opened.
    const responses = page.locator('summary', { hasText: 'Response: 500' });
    await responses.nth(2).waitFor();
    expect(await responses.count()).toBe(3);
    expect(await page.getByText(`receiver error #${receiver.requests.indexOf(failedRequests[0]!)}`).isVisible()).toBe(false);
    for (let i = 0; i < 2; i++) await responses.nth(i).click();
    for (const req of failedRequests) {
      const answered = `receiver error #${receiver.requests.indexOf(req)}`;
      await page.getByText(answered).first().waitFor();
    }
    expect(await page.getByText('500').count()).toBeGreaterThanOrEqual(3);

    // Replay, now that the receiver is fixed, in a later second than the last attempt so the signature must differ.
    receiver.behave(() => ({ status: 200, body: 'replayed fine' }));
    const last = failedRequests[failedRequests.length - 1]!;
    await eventually(async () => (Math.floor(Date.now() / 1000) > timestampOf(last) ? true : undefined), 2_000, 'a later second');
    await page.getByRole('button', { name: 'Replay' }).click();
    await receiver.waitFor((reqs) => reqs.filter((r) => r.path === path).length === 4);
    const replayed = receiver.to(path)[3]!;
    expect(replayed.headers['x-service-delivery']).toBe(delivery.id);
    expect(failedRequests.every((r) => r.headers['x-service-delivery'] === delivery.id)).toBe(true);
    expect(replayed.body).toBe(bodies[0]);
    expect(timestampOf(replayed)).toBeGreaterThan(timestampOf(last));
    const oldV1 = new Set(failedRequests.map((r) => /v1=([0-9a-f]+)/.exec(signatureOf(r))![1]));
    expect(oldV1.has(/v1=([0-9a-f]+)/.exec(signatureOf(replayed))![1])).toBe(false);
    await page.getByRole('status').filter({ hasText: /200/ }).waitFor();
    // The replay is logged as a new attempt on the same delivery.
    await page.reload();
    await page.getByText('replayed fine').first().waitFor();
    g.expectClean();
  });

  it('shows why an endpoint was disabled, re-enables it, and recovers its failed delivery', async () => {
    const { page } = g;
    const path = '/hooks/gone';
    receiver.behave((req) => (req.path === path ? { status: 410, body: 'gone' } : { status: 200, body: 'ok' }));
    const endpoint = (await t.client(ownerKey).POST('/v1/webhooks', { body: { url: `${receiver.url}${path}`, events: ['flow.paused'] } })).data!;
    const flow = await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Flow with a gone hook' });
    expect((await t.client(ownerKey).POST('/v1/flows/{id}/pause', { params: { path: { id: flow.id } } })).response.status).toBe(200);
    await eventually(
      async () => ((await t.client(ownerKey).GET('/v1/webhooks/{id}', { params: { path: { id: endpoint.id } } })).data!.disabled_reason === 'gone' ? true : undefined),
      15_000,
      'the endpoint disabled for its 410',
    );

    await page.goto(`/webhooks/${endpoint.id}`);
    const banner = page.getByRole('region', { name: 'Endpoint disabled' });
    await banner.getByText('disabled because it answered 410 Gone').waitFor();
    await page.getByRole('table', { name: 'Delivery statistics' }).getByRole('row', { name: /Deliveries failed/ }).getByText('1').first().waitFor();
    // A disabled endpoint cannot be recovered: re-enable it first.
    expect(await page.getByRole('button', { name: 'Recover failed deliveries' }).isDisabled()).toBe(true);
    await banner.getByRole('button', { name: 'Re-enable' }).click();
    await page.getByRole('status').filter({ hasText: 'Endpoint enabled.' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect((await t.client(ownerKey).GET('/v1/webhooks/{id}', { params: { path: { id: endpoint.id } } })).data).toMatchObject({ enabled: true, disabled_reason: null });

    receiver.behave(() => ({ status: 200, body: 'back' }));
    expect(await page.getByLabel('Failed since').inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await page.getByRole('button', { name: 'Recover failed deliveries' }).click();
    await page.getByRole('status').filter({ hasText: '1 failed delivery queued again.' }).waitFor();
    await receiver.waitFor((reqs) => reqs.filter((r) => r.path === path).length === 2, 10_000);
    const [first, again] = receiver.to(path);
    expect(again!.headers['x-service-delivery']).toBe(first!.headers['x-service-delivery']);
    g.expectClean();
  });
});
