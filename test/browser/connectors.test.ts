// Connectors built in the console, in a real Chromium: a `files` connector made from its type's form and verified
// inline; a test plugin's schema (enum, integer, number, boolean, list, nested object, a secret among the
// credentials) turned into a form with no console change, whose values reach the plugin typed; an edit that keeps
// the credentials unless they are replaced; the flows that use a connector; and Delete, refused while a flow uses it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runtimeOptions } from '../fixtures/plugins/harness.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { describeBrowser, expectAxeClean, signedInOwner, useBrowser, type GuardedPage } from '../support/browser.js';
const SECRET = 'tour-secret-key';

describeBrowser('console connectors (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let key: string;
  let g: GuardedPage;

  beforeAll(async () => {
    t = await startTestServer({ connectors: runtimeOptions({ fixtures: 'forms' }) });
    const signedIn = await signedInOwner(browser(), t.knex, t.url, 'Acme Builders');
    ({ g } = signedIn);
    key = signedIn.tenant.key;
  });
  afterAll(async () => {
    await g?.close();
    await t?.close();
  });

  const connectorsOfApi = async () => (await t.client(key).GET('/v1/connectors', { params: { query: { limit: 50 } } })).data!.data;

  it('creates a files connector from its form and verifies it inline', async () => {
    const { page } = g;
    await page.goto('/connectors');
    await page.getByRole('link', { name: 'New connector' }).click();
    await page.getByRole('heading', { level: 1, name: 'New connector' }).waitFor();
    await page.getByLabel('Type').selectOption('files');
    await page.getByLabel('Name', { exact: true }).fill('Warehouse files');
    await page.getByLabel(/^Path/).fill('warehouse');
    await expectAxeClean(page, 'the new connector form');
    await page.getByRole('button', { name: 'Create connector' }).click();
    await page.getByRole('heading', { level: 1, name: 'Warehouse files' }).waitFor();
    const [created] = await connectorsOfApi();
    expect(created).toMatchObject({ name: 'Warehouse files', type: 'files', config: { path: 'warehouse' } });
    expect(page.url()).toContain(`/connectors/${created!.id}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').filter({ hasText: /Verified in \d+ ms/ }).waitFor();
    await page.getByText('No flow uses this connector.').waitFor();
    g.expectClean();
  });

  it('turns a plugin’s own schema into a form whose values reach the plugin typed, and keeps the secret hidden', async () => {
    const { page } = g;
    await page.goto('/connectors/new');
    await page.getByLabel('Type').selectOption('settings-tour');
    await page.getByLabel('Name', { exact: true }).fill('Tour');
    await page.getByLabel(/^Region/).selectOption('us');
    await page.getByLabel(/^Batch size/).fill('250');
    await page.getByLabel(/^Sample ratio/).fill('0.5');
    await page.getByLabel('Include archived').check();
    await page.getByLabel(/^Tags/).fill('vip\nwholesale');
    await page.getByRole('group', { name: 'Endpoint' }).getByLabel(/^Base url/).fill('https://api.example.com');
    await page.getByLabel(/^Timeout seconds/).fill('30');
    await page.getByLabel(/^Account/).fill('acme');
    const secretField = page.getByLabel(/^Api key/);
    expect(await secretField.getAttribute('type')).toBe('password');
    await secretField.fill(SECRET);
    await page.getByRole('button', { name: 'Create connector' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tour' }).waitFor();
    const tour = (await connectorsOfApi()).find((c) => c.name === 'Tour')!;
    expect(tour.config).toEqual({ region: 'us', batch_size: 250, sample_ratio: 0.5, include_archived: true, tags: ['vip', 'wholesale'], endpoint: { base_url: 'https://api.example.com', timeout_seconds: 30 } });
    // The plugin's check passes only with the values typed and the secret as entered.
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').filter({ hasText: /Verified in \d+ ms/ }).waitFor();
    expect(await page.content()).not.toContain(SECRET);
    await expectAxeClean(page, 'a connector’s page');

    // An edit keeps the credentials: the plugin still sees the secret.
    await page.getByLabel(/^Batch size/).fill('300');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Verify to check the new settings.').waitFor();
    expect((await connectorsOfApi()).find((c) => c.id === tour.id)!.config).toMatchObject({ batch_size: 300 });
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').filter({ hasText: /Verified in \d+ ms/ }).waitFor();

    // Replaced with a wrong secret, the check fails and says so inline.
    await page.getByRole('button', { name: 'Replace credentials' }).click();
    await page.getByLabel(/^Account/).fill('acme');
    await page.getByLabel(/^Api key/).fill('another-key');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Verify to check the new settings.').waitFor();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').filter({ hasText: /Verification failed/ }).waitFor();
    g.expectClean();
  });

  it('names the flows that use a connector, and deletes it once none does', async () => {
    const { page } = g;
    const [files] = (await connectorsOfApi()).filter((c) => c.type === 'files');
    const tour = (await connectorsOfApi()).find((c) => c.name === 'Tour')!;
    const flow = await t.client(key).POST('/v1/flows', {
      body: { name: 'Tour to files', source_connector_id: tour.id, destination_connector_id: files!.id, entities: ['customer'], schedule: 'manual' } as never,
    });
    expect(flow.response.status, JSON.stringify(flow.error)).toBe(201);
    await page.goto(`/connectors/${files!.id}`);
    await page.getByRole('link', { name: 'Tour to files' }).waitFor();
    await page.getByRole('button', { name: 'Delete connector' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: /Tour to files|flow/ }).waitFor();
    await t.client(key).DELETE('/v1/flows/{id}', { params: { path: { id: flow.data!.id } } });
    await page.reload();
    await page.getByText('No flow uses this connector.').waitFor();
    await page.getByRole('button', { name: 'Delete connector' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL('**/connectors');
    expect((await connectorsOfApi()).map((c) => c.id)).not.toContain(files!.id);
    g.expectClean();
  });

  it('shows the console’s not-found page for a path nothing serves, while API clients keep the JSON answer', async () => {
    const { page } = g;
    const res = await page.goto('/no-such-page/here');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectAxeClean(page, 'the not-found page');
    const api = await fetch(`${t.url}/no-such-page/here`, { headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' } });
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
    g.expectClean();
  });
});
