// A customer's admin walking the console end to end, in a real Chromium, against a real server and its worker, on
// one flow: a postgres connector (a scratch database of customers and orders) and a files connector made from their
// forms; a flow between them with a mapping override and a cron schedule; Run now, its outcome on the flows list and
// in the overview's table; the mapping broken on the flow's page, the records a run rejects listed with their reasons;
// the mapping fixed, the rejected records reprocessed into the files folder, then the flow resynced; a long run
// cancelled and a failed run retried from their pages; a webhook endpoint added and its delivery followed. Every page
// is checked by axe-core and photographed for docs/console.md (SLUICE_UPDATE_SCREENSHOTS=1 writes
// docs/console-<page>.png). Only the fixtures of the last steps (a slow flow, a crashing flow) and the source's rows
// are made outside the console. Nothing is clicked: every action is taken with the keyboard, the main ones (Verify,
// submitting a form, Run now, Edit and Save mappings, Reprocess, Resync, Cancel run, Retry, Pause, Add endpoint)
// reached from the top of the page with Tab alone, the rest (links, disclosures) with Enter on the control. At the
// end, the flow's settings are edited, its delivery replayed, an API key made and revoked, a member invited, and the
// flow and its files connector deleted, each confirmed with the keyboard.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectJson, LONG_RUN, sampleToSlowFlow, startRunServer } from '../support/longRuns.js';
import { postgresProblem, scratchDatabase, type Scratch } from '../support/postgresServer.js';
import type { Tenant } from '../support/seed.js';
import type { TestServer } from '../support/server.js';
import { makeCertificate, startReceiver, testSettings, type Receiver } from '../support/webhooks.js';
import { describeBrowser, expectAxeClean, expectEveryControlByTab, screenshotPath, signedInOwner, useBrowser, type GuardedPage } from '../support/browser.js';

const noPostgres = await postgresProblem();
if (noPostgres) console.warn(`console walk (browser) skipped: no PostgreSQL server for its source database (${noPostgres})`);

/** The source's streams, as typed into the postgres connector's form. */
const STREAMS = [
  { entity: 'customer', table: 'shop.customers', primary_key: 'id', cursor_column: 'updated_at', mapping: { email: 'email', first_name: 'first_name', last_name: 'last_name' } },
  { entity: 'order', table: 'shop.orders', primary_key: 'id', cursor_column: 'updated_at', mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed' } },
];

async function fillShop(db: Scratch): Promise<void> {
  await db.sql('CREATE SCHEMA shop');
  await db.sql('CREATE TABLE shop.customers (id integer PRIMARY KEY, email text NOT NULL, first_name text NOT NULL, last_name text NOT NULL, company text, updated_at timestamptz NOT NULL)');
  await db.sql(`CREATE TABLE shop.orders (id integer PRIMARY KEY, number text NOT NULL, state text NOT NULL, total bigint NOT NULL, currency text NOT NULL,
    placed timestamptz NOT NULL, updated_at timestamptz NOT NULL)`);
  await addCustomers(db, [1, 2, 3]);
  await addOrders(db, 1, 4);
}

async function addOrders(db: Scratch, from: number, to: number): Promise<void> {
  await db.sql(`INSERT INTO shop.orders SELECT g, 'SO-' || g, 'confirmed', 1000 * g, 'EUR', timestamptz '2026-03-01 09:00:00+00' + g * interval '1 day', now()
    FROM generate_series($1::int, $2::int) g`, [from, to]);
}

async function addCustomers(db: Scratch, ids: number[]): Promise<void> {
  for (const id of ids) {
    await db.sql('INSERT INTO shop.customers VALUES ($1, $2, $3, $4, $5, now())', [id, `buyer${id}@example.com`, `Buyer`, `Number ${id}`, `Company ${id}`]);
  }
}

(noPostgres ? describe.skip : describeBrowser)('console walk (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let tenant: Tenant;
  let g: GuardedPage;
  let page: Page;
  let shop: Scratch;
  let receiver: Receiver;
  let filesRoot: string;
  let flowId: string;

  beforeAll(async () => {
    filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-walk-'));
    const cert = makeCertificate();
    receiver = await startReceiver(cert);
    [t, shop] = await Promise.all([startRunServer({}, { pluginEnv: { SLUICE_FILES_ROOT: filesRoot }, webhooks: testSettings(cert) }), scratchDatabase('sluice_walk')]);
    await fillShop(shop);
    ({ tenant, g } = await signedInOwner(browser(), t.knex, t.url, 'Acme Walk'));
    page = g.page;
  });
  afterAll(async () => {
    await g?.close();
    await t?.close();
    await receiver?.close();
    await shop?.drop();
    if (filesRoot) fs.rmSync(filesRoot, { recursive: true, force: true });
  });

  /**
   * axe on the page, every control reached with Tab, then its picture for docs/console.md (`console-<name>.png`). With `full`, the window is made as
   * tall as the page (up to 2000 px) for the picture: playwright's own full-page capture left the new flow form
   * deaf to the next click.
   */
  async function checkAndShoot(name: string, label: string, full = false): Promise<void> {
    await expectAxeClean(page, label);
    await expectEveryControlByTab(page, label);
    const viewport = page.viewportSize()!;
    if (full) await page.setViewportSize({ width: viewport.width, height: Math.min(2000, await page.evaluate<number>('document.documentElement.scrollHeight')) });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: screenshotPath(`console-${name}.png`) });
    if (full) await page.setViewportSize(viewport);
  }

  /**
   * Operates a control with the keyboard alone: from the top of the page, Tab until it has the focus (failing when
   * it is never reached), then Enter.
   */
  async function byKeyboard(control: Locator, what: string): Promise<void> {
    await control.waitFor();
    await page.evaluate('document.activeElement && document.activeElement.blur && document.activeElement.blur()');
    for (let i = 0; i < 250; i++) {
      await page.keyboard.press('Tab');
      if (await control.evaluate((el) => el === el.ownerDocument.activeElement)) return page.keyboard.press('Enter');
    }
    throw new Error(`${what} is not reached with the Tab key`);
  }

  /** Operates an action that asks first: its button by keyboard, then Enter on the confirm button, which has the focus. */
  async function confirmByKeyboard(control: Locator, confirmLabel: string, what: string): Promise<void> {
    await byKeyboard(control, what);
    const confirm = page.getByRole('button', { name: confirmLabel, exact: true });
    await confirm.waitFor();
    await expect.poll(() => confirm.evaluate((el) => el === el.ownerDocument.activeElement), { message: `${what}: the confirm button has the focus` }).toBe(true);
    await page.keyboard.press('Enter');
  }

  /** Follows a link of the console's navigation and waits for the page's heading. */
  async function navigateTo(link: string, heading = link): Promise<void> {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link, exact: true }).press('Enter');
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  }

  /** Clicks a form's submit button and waits for the page it opens; an error the form shows instead fails the test with it. */
  async function submit(button: string, heading: string): Promise<void> {
    await byKeyboard(page.getByRole('button', { name: button }), button);
    const opened = page.getByRole('heading', { level: 1, name: heading, exact: true });
    const alert = page.getByRole('alert');
    await opened.or(alert).first().waitFor();
    if (!(await opened.isVisible())) throw new Error(`${button}: the form answered ${await alert.first().innerText()}`);
  }

  /** Every line the files destination wrote for `entity`. */
  function written(entity: string): Array<Record<string, unknown> & { external_ids: Record<string, string> }> {
    const file = path.join(filesRoot, tenant.customerId, 'warehouse', `${entity}.jsonl`);
    if (!fs.existsSync(file)) return [];
    return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  }

  /** Clicks a flow page's action and opens the run it started (the link in the outcome line). */
  async function startFromFlowPage(button: 'Run now' | 'Reprocess rejected records' | 'Resync', started: RegExp): Promise<string> {
    await byKeyboard(page.getByRole('button', { name: button }), button);
    const outcome = page.getByRole('status').filter({ hasText: started });
    await outcome.waitFor();
    const runId = (await outcome.getByRole('link').innerText()).trim();
    await outcome.getByRole('link').press('Enter');
    await page.waitForURL(`**/runs/${runId}`);
    return runId;
  }

  it('creates a postgres connector and a files connector from their forms, and verifies them', async () => {
    await navigateTo('Connectors');
    await page.getByRole('link', { name: 'New connector' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'New connector' }).waitFor();
    await page.getByLabel('Type').selectOption('postgres');
    await page.getByLabel('Name', { exact: true }).fill('Shop database');
    await page.getByLabel(/^Host/).fill(shop.config.host);
    await page.getByLabel(/^Port/).fill(String(shop.config.port));
    await page.getByLabel(/^Database/).fill(shop.config.database);
    await page.getByLabel(/^Streams/).fill(JSON.stringify(STREAMS, null, 2));
    await page.getByLabel(/^User/).fill(shop.credentials.user);
    if (shop.credentials.password) await page.getByLabel(/^Password/).fill(shop.credentials.password);
    await checkAndShoot('connector-form', 'the new connector form (postgres)', true);
    await submit('Create connector', 'Shop database');
    await byKeyboard(page.getByRole('button', { name: 'Verify' }), 'Verify');
    await page.getByRole('status').filter({ hasText: /Verified in \d+ ms/ }).waitFor();
    // The connector's settings form shows the streams as they were saved.
    expect(JSON.parse(await page.getByLabel(/^Streams/).inputValue())).toEqual(STREAMS);
    await checkAndShoot('connector', 'a postgres connector’s page');

    await navigateTo('Connectors');
    await page.getByRole('link', { name: 'New connector' }).press('Enter');
    await page.getByLabel('Type').selectOption('files');
    await page.getByLabel('Name', { exact: true }).fill('Warehouse files');
    await page.getByLabel(/^Path/).fill('warehouse');
    await expectAxeClean(page, 'the new connector form (files)');
    await submit('Create connector', 'Warehouse files');
    await byKeyboard(page.getByRole('button', { name: 'Verify' }), 'Verify');
    await page.getByRole('status').filter({ hasText: /Verified in \d+ ms/ }).waitFor();

    await navigateTo('Connectors');
    for (const name of ['Shop database', 'Warehouse files']) await page.getByRole('row').filter({ hasText: name }).getByText('active').waitFor();
    await checkAndShoot('connectors', 'the connectors');
    g.expectClean();
  });

  it('builds a flow with a mapping override and a cron schedule, runs it, and sees it succeed on the flows list and the overview', async () => {
    await navigateTo('Flows');
    await page.getByRole('link', { name: 'New flow' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'New flow' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Shop to warehouse');
    await page.getByLabel('Source').selectOption({ label: 'Shop database (postgres)' });
    await page.getByLabel('Destination').selectOption({ label: 'Warehouse files (files)' });
    await page.getByRole('checkbox', { name: 'customer', exact: true }).check();
    await page.getByRole('checkbox', { name: 'order', exact: true }).check();
    await page.getByRole('button', { name: 'Add a mapping for customer' }).press('Enter');
    await page.getByLabel('Canonical field').fill('company_name');
    await page.getByLabel('from source field').fill('company');
    await page.getByLabel('Runs').selectOption('cron');
    await page.getByLabel('Cron expression').fill('0 6 * * 1-5');
    await page.getByLabel('Time zone').fill('Europe/Berlin');
    await page.getByText('At 06:00, Monday through Friday (Europe/Berlin)').waitFor();
    await checkAndShoot('flow-form', 'the new flow form', true);
    await submit('Create flow', 'Shop to warehouse');
    flowId = page.url().split('/flows/')[1]!;
    await page.getByText('customer.company_name ← company').waitFor();

    const runId = await startFromFlowPage('Run now', /Run started/);
    await page.getByRole('heading', { level: 1, name: 'Run of Shop to warehouse' }).waitFor();
    await page.locator('.badge.status-succeeded').waitFor({ timeout: 30_000 });
    const counts = page.getByRole('table', { name: 'Records of each entity this run moved, in the order it moved them' });
    await counts.getByRole('row').filter({ hasText: 'customer' }).waitFor();
    const cells = await counts.getByRole('row').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)));
    expect(cells.slice(1)).toEqual([
      ['customer', '3', '3', '0', '0'],
      ['order', '4', '4', '0', '0'],
    ]);
    expect(page.url()).toContain(runId);
    // The files folder holds the customers, each with the company the override mapped.
    expect(written('customer').map((c) => [c.email, c.company_name])).toEqual([1, 2, 3].map((n) => [`buyer${n}@example.com`, `Company ${n}`]));
    expect(written('order')).toHaveLength(4);

    await navigateTo('Flows');
    const row = page.getByRole('row').filter({ hasText: 'Shop to warehouse' });
    await row.getByText('succeeded').waitFor({ timeout: 12_000 });
    expect(await row.innerText()).toContain('At 06:00, Monday through Friday (Europe/Berlin)');
    await checkAndShoot('flows', 'the flows');

    await navigateTo('Overview');
    await page.getByRole('img', { name: /^Runs by outcome: Succeeded 1, Partial 0, Failed 0/ }).waitFor();
    await page.getByRole('img', { name: 'Records moved: Records 7' }).waitFor();
    await checkAndShoot('overview', 'the overview');
    await page.getByText('The numbers, bucket by bucket').press('Enter');
    const numbers = page.getByRole('table', { name: /^Runs, records moved and webhook attempts/ });
    expect((await numbers.getByRole('row').last().getByRole('cell').allInnerTexts()).slice(0, 6)).toEqual(['1', '0', '0', '0', '0', '7']);
    await expectAxeClean(page, 'the overview with its table');
    g.expectClean();
  });

  it('breaks the mapping and sees the rejected records with their reasons, then fixes it, reprocesses them and resyncs the flow', async () => {
    // Two customers and an order arrive in the shop while the mapping is wrong: the run moves the order and rejects
    // the customers.
    await addCustomers(shop, [4, 5]);
    await addOrders(shop, 5, 5);
    await navigateTo('Flows');
    await page.getByRole('link', { name: 'Shop to warehouse' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Shop to warehouse' }).waitFor();
    await byKeyboard(page.getByRole('button', { name: 'Edit mappings' }), 'Edit mappings');
    await page.getByRole('button', { name: 'Add a mapping for customer' }).press('Enter');
    await page.getByLabel('Canonical field').last().fill('email');
    await page.getByLabel('from source field').last().fill('last_name');
    await expectAxeClean(page, 'a flow’s mappings being edited');
    await byKeyboard(page.getByRole('button', { name: 'Save mappings' }), 'Save mappings');
    await page.getByText('customer.email ← last_name').waitFor();

    await startFromFlowPage('Run now', /Run started/);
    await page.getByRole('heading', { level: 2, name: 'Rejected records' }).waitFor({ timeout: 30_000 });
    await page.locator('.badge.status-partial').waitFor({ timeout: 15_000 });
    const rejected = page.getByRole('table', { name: 'Records this run rejected' }).getByRole('row');
    for (const id of [4, 5]) await rejected.filter({ hasText: `customer:${id}` }).filter({ hasText: 'must match format "email"' }).waitFor();
    expect(await rejected.count()).toBe(1 + 2);
    await rejected.filter({ hasText: 'customer:4' }).getByText('Show', { exact: true }).press('Enter');
    await page.getByLabel('Source record customer 4').getByText('"last_name": "Number 4"').waitFor();
    await checkAndShoot('run', 'a run with rejected records', true);

    // Fixed on the flow's page; reprocessing puts the two through again and they reach the files folder.
    await page.getByRole('link', { name: 'Shop to warehouse' }).first().press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Shop to warehouse' }).waitFor();
    await page.getByRole('definition').filter({ hasText: '2 open' }).waitFor();
    await byKeyboard(page.getByRole('button', { name: 'Edit mappings' }), 'Edit mappings');
    await page.getByRole('button', { name: 'Remove the mapping of email' }).press('Enter');
    await byKeyboard(page.getByRole('button', { name: 'Save mappings' }), 'Save mappings');
    await page.getByRole('status').filter({ hasText: 'Mappings saved.' }).waitFor();
    expect(await page.getByText('customer.email ← last_name').count()).toBe(0);
    await checkAndShoot('flow', 'a flow’s page with rejected records open');
    await startFromFlowPage('Reprocess rejected records', /Reprocessing started/);
    await page.locator('.badge.status-succeeded').waitFor({ timeout: 30_000 });
    const arrived = written('customer').filter((c) => ['4', '5'].includes(c.external_ids.postgres!));
    expect(arrived.map((c) => [c.external_ids.postgres, c.email])).toEqual([
      ['4', 'buyer4@example.com'],
      ['5', 'buyer5@example.com'],
    ]);
    await page.getByRole('link', { name: 'Shop to warehouse' }).first().press('Enter');
    await page.getByRole('definition').filter({ hasText: 'none open' }).waitFor();

    // A resync from the flow's page reads every record again: all five customers arrive, with their right emails.
    const before = written('customer').length;
    await startFromFlowPage('Resync', /Resync started/);
    await page.locator('.badge.status-succeeded').waitFor({ timeout: 30_000 });
    const resynced = written('customer').slice(before);
    expect(resynced.map((c) => [c.external_ids.postgres, c.email]).sort()).toEqual([1, 2, 3, 4, 5].map((n) => [String(n), `buyer${n}@example.com`]));
    g.expectClean();
  });

  it('cancels a long run and retries a failed one from their pages', async () => {
    // The fixtures runs.test.ts uses: a slow flow, and a source that crashes.
    await sampleToSlowFlow(t, tenant, 'Customers slowly', LONG_RUN);
    const post = async (p: string, body: unknown) =>
      expectJson(await t.request(p, { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), 201);
    const source = await post('/v1/connectors', { name: 'Crashing orders', type: 'crashing-source', config: { batches: 1, per_batch: 5 } });
    const destination = await post('/v1/connectors', { name: 'Orders sink', type: 'slow-destination', config: { delay_ms: 0 } });
    await post('/v1/flows', { name: 'Orders that crash', source_connector_id: source.id, destination_connector_id: destination.id, entities: ['order'], schedule: 'manual' });

    await navigateTo('Flows');
    await page.getByRole('link', { name: 'Customers slowly' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Customers slowly' }).waitFor();
    await startFromFlowPage('Run now', /Run started/);
    await page.getByRole('heading', { level: 1, name: 'Run of Customers slowly' }).waitFor();
    await page.locator('.badge.status-running').waitFor({ timeout: 20_000 });
    await byKeyboard(page.getByRole('button', { name: 'Cancel run' }), 'Cancel run');
    await page.getByRole('status').filter({ hasText: /Cancel/ }).waitFor();
    await page.locator('.badge.status-cancelled').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);

    await navigateTo('Flows');
    await page.getByRole('link', { name: 'Orders that crash' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Orders that crash' }).waitFor();
    const failedId = await startFromFlowPage('Run now', /Run started/);
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    await expectAxeClean(page, 'a failed run');
    await byKeyboard(page.getByRole('button', { name: 'Retry' }), 'Retry');
    await page.waitForURL((url) => url.pathname.startsWith('/runs/') && !url.pathname.endsWith(failedId));
    await page.getByRole('link', { name: failedId }).waitFor();

    await navigateTo('Runs');
    for (const status of ['succeeded', 'partial', 'cancelled', 'failed']) await page.getByRole('row').filter({ has: page.locator(`.badge.status-${status}`) }).first().waitFor({ timeout: 12_000 });
    await checkAndShoot('runs', 'the runs');
    g.expectClean();
  });

  it('adds a webhook endpoint, and follows the delivery of the flow’s pause to its attempts', async () => {
    await navigateTo('Webhooks');
    const url = `${receiver.url}/hooks/walk`;
    await page.getByLabel('URL', { exact: true }).fill(url);
    await page.getByRole('checkbox', { name: 'flow.paused', exact: true }).check();
    await page.getByLabel('Description').fill('Pauses, to the on-call channel');
    await byKeyboard(page.getByRole('button', { name: 'Add endpoint' }), 'Add endpoint');
    await page.getByText('This secret will not be shown again.').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    const endpointRow = page.getByRole('row').filter({ hasText: url });
    await endpointRow.waitFor();
    await checkAndShoot('webhooks', 'the webhook endpoints');

    await page.goto(`/flows/${flowId}`);
    await byKeyboard(page.getByRole('button', { name: 'Pause' }), 'Pause');
    await page.getByRole('status').filter({ hasText: 'Flow paused.' }).waitFor();
    await receiver.waitFor((reqs) => reqs.some((r) => r.path === '/hooks/walk'));

    await navigateTo('Webhooks');
    await page.getByRole('link', { name: url }).press('Enter');
    await page.getByRole('heading', { level: 1, name: `Endpoint ${url}` }).waitFor();
    await checkAndShoot('webhook', 'a webhook endpoint’s page', true);
    await page.getByRole('link', { name: 'Deliveries', exact: true }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor();
    const delivered = page.getByRole('row').filter({ hasText: 'flow.paused' }).filter({ has: page.locator('.badge.status-succeeded') });
    await delivered.waitFor({ timeout: 12_000 });
    await checkAndShoot('deliveries', 'the deliveries');
    await delivered.getByRole('link').first().press('Enter');
    await page.getByRole('heading', { level: 1, name: /^Delivery / }).waitFor();
    await page.locator('summary', { hasText: 'Response: 200' }).waitFor();
    await checkAndShoot('delivery', 'a delivery');
    g.expectClean();
  });

  it('visits the pages the walk has not reached: API keys, members, account, and a page that does not exist', async () => {
    for (const [link, name] of [
      ['API keys', 'api-keys'],
      ['Members', 'members'],
      ['Account', 'account'],
    ] as const) {
      await navigateTo(link);
      await page.waitForLoadState('networkidle');
      await checkAndShoot(name, `the ${link} page`);
    }
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await checkAndShoot('not-found', 'the not-found page');
    g.expectClean();
  });

  it('edits the flow, replays its delivery, revokes a key, invites a member, and deletes the flow and a connector', async () => {
    const api = t.client(tenant.key);
    await navigateTo('Flows');
    await page.getByRole('link', { name: 'Shop to warehouse' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Shop to warehouse' }).waitFor();
    await byKeyboard(page.getByRole('button', { name: 'Edit settings' }), 'Edit settings');
    const settings = page.getByRole('form', { name: 'Settings' });
    await settings.getByLabel('Name', { exact: true }).fill('Shop customers hourly');
    await settings.getByRole('checkbox', { name: 'order', exact: true }).press('Space');
    await settings.getByLabel('Runs').selectOption('hourly');
    await expectAxeClean(page, 'a flow’s settings being edited');
    await byKeyboard(page.getByRole('button', { name: 'Save settings' }), 'Save settings');
    await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Shop customers hourly' }).waitFor();
    expect((await api.GET('/v1/flows/{id}', { params: { path: { id: flowId } } })).data).toMatchObject({
      name: 'Shop customers hourly',
      entities: ['customer'],
      schedule: 'hourly',
      mappings: { customer: { company_name: 'company' } },
    });

    const url = `${receiver.url}/hooks/walk`;
    await navigateTo('Webhooks');
    await page.getByRole('link', { name: url }).press('Enter');
    await page.getByRole('link', { name: 'Deliveries', exact: true }).press('Enter');
    await page.getByRole('row').filter({ hasText: 'flow.paused' }).getByRole('link').first().press('Enter');
    await page.getByRole('heading', { level: 1, name: /^Delivery / }).waitFor();
    const sent = receiver.to('/hooks/walk').length;
    await byKeyboard(page.getByRole('button', { name: 'Replay' }), 'Replay');
    await page.getByRole('status').filter({ hasText: /^Replay: / }).waitFor();
    await receiver.waitFor(() => receiver.to('/hooks/walk').length > sent);

    await navigateTo('API keys');
    await page.getByLabel('Name', { exact: true }).fill('Walk key');
    await page.getByRole('checkbox', { name: 'flows:read', exact: true }).press('Space');
    await byKeyboard(page.getByRole('button', { name: 'Create key' }), 'Create key');
    await page.getByText('This key will not be shown again.').waitFor();
    const keyRow = page.getByRole('row').filter({ hasText: 'Walk key' });
    await confirmByKeyboard(keyRow.getByRole('button', { name: 'Revoke' }), 'Confirm revoke', 'Revoke');
    await expect.poll(() => keyRow.getByRole('button', { name: 'Revoke' }).count()).toBe(0);

    await navigateTo('Members');
    await page.getByLabel('Email', { exact: true }).fill('analyst@walk.example');
    await page.getByLabel('Role', { exact: true }).selectOption('viewer');
    await byKeyboard(page.getByRole('button', { name: 'Invite', exact: true }), 'Invite');
    await page.getByText('analyst@walk.example was added as viewer.').waitFor();
    await page.getByRole('row').filter({ hasText: 'analyst@walk.example' }).waitFor();

    await navigateTo('Flows');
    await page.getByRole('link', { name: 'Shop customers hourly' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Shop customers hourly' }).waitFor();
    await confirmByKeyboard(page.getByRole('button', { name: 'Delete flow' }), 'Delete', 'Delete flow');
    await page.getByRole('heading', { level: 1, name: 'Flows', exact: true }).waitFor();
    expect((await api.GET('/v1/flows/{id}', { params: { path: { id: flowId } } })).response.status).toBe(404);

    await navigateTo('Connectors');
    await page.getByRole('link', { name: 'Warehouse files' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Warehouse files' }).waitFor();
    await page.getByText('No flow uses this connector.').waitFor();
    await confirmByKeyboard(page.getByRole('button', { name: 'Delete connector' }), 'Delete', 'Delete connector');
    await page.getByRole('heading', { level: 1, name: 'Connectors', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Warehouse files' }).count()).toBe(0);
    g.expectClean();
  });
});
