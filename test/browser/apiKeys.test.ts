// API keys in the console, in a real Chromium: create a key with chosen scopes and expiry, see it exactly once (a
// reload shows only its first characters), use it with the API from outside the browser, revoke it after a
// confirmation, and see it refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { seedFlow } from '../support/seed.js';
import {
  cookieHeader,
  describeBrowser,
  openGuardedPage,
  seedConsoleUser,
  seedPassword,
  shownSecret,
  signInWithPassword,
  useBrowser,
  type ConsoleUser,
} from '../support/browser.js';

const PASSWORD = 'api keys password 123';
const DAY_MS = 24 * 3600 * 1000;

describeBrowser('console API keys (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let owner: ConsoleUser;

  beforeAll(async () => {
    t = await startTestServer();
    owner = await seedConsoleUser(t.knex, { role: 'owner' });
    await seedPassword(t.knex, owner.userId, PASSWORD);
    await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Nightly orders' });
  });
  afterAll(() => t?.close());

  const withKey = (key: string, path: string) => fetch(`${t.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });

  it('creates a key with chosen scopes and expiry, shows it once, and revokes it after a confirmation', async () => {
    const g = await openGuardedPage(browser(), t.url);
    await g.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: g.origin });
    const { page } = g;
    try {
      await signInWithPassword(page, owner.email, PASSWORD);
      await page.getByRole('link', { name: 'API keys' }).click();
      await page.waitForURL('**/api-keys');
      await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();

      // An owner is offered every scope, each as a checkbox labelled with its name.
      for (const scope of ['flows:read', 'flows:write', 'runs:read', 'connectors:write', 'webhooks:write', 'data:read']) {
        await page.getByRole('checkbox', { name: scope, exact: true }).waitFor();
      }
      await page.getByLabel('Name').fill('Deploy bot');
      await page.getByRole('checkbox', { name: 'flows:read', exact: true }).check();
      await page.getByRole('checkbox', { name: 'runs:read', exact: true }).check();
      await page.getByLabel('Expires').selectOption({ label: '90 days' });
      const created = Date.now();
      await page.getByRole('button', { name: 'Create key' }).click();

      const key = await shownSecret(page, /svc_[A-Za-z0-9_-]{43}/);
      await page.getByText('This key will not be shown again.').waitFor();
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Copied.').waitFor();
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(key);

      // The key works with the API, with exactly the scopes chosen.
      expect((await withKey(key, '/v1/flows')).status).toBe(200);
      expect((await withKey(key, '/v1/runs')).status).toBe(200);
      expect((await withKey(key, '/v1/connectors')).status).toBe(403);

      // What the API recorded: the signed-in user's key, those scopes, 90 days.
      const cookie = (await g.sessionCookie())!;
      const listed = (await (await fetch(`${t.url}/console/v1/api-keys`, { headers: { Cookie: cookieHeader(cookie) } })).json()) as {
        data: Array<{ id: string; name: string; prefix: string; scopes: string[]; user_id: string; expires_at: string | null; revoked_at: string | null }>;
      };
      const record = listed.data.find((k) => k.name === 'Deploy bot')!;
      expect(record).toMatchObject({ user_id: owner.userId, revoked_at: null });
      expect([...record.scopes].sort()).toEqual(['flows:read', 'runs:read']);
      expect(Math.abs(Date.parse(record.expires_at!) - (created + 90 * DAY_MS))).toBeLessThan(60_000);
      expect(key.startsWith(record.prefix)).toBe(true);

      // Shown once: after a reload the page holds only the key's first characters.
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: 'Deploy bot' });
      await row.waitFor();
      expect(await row.innerText()).toContain(record.prefix);
      expect(await page.content()).not.toContain(key);

      // Revoke asks first; Cancel leaves the key working.
      await row.getByRole('button', { name: 'Revoke' }).click();
      await row.getByRole('button', { name: 'Cancel' }).click();
      expect((await withKey(key, '/v1/flows')).status).toBe(200);
      await row.getByRole('button', { name: 'Revoke' }).click();
      await row.getByRole('button', { name: 'Confirm revoke' }).click();
      await row.getByRole('button', { name: 'Revoke' }).waitFor({ state: 'detached' });
      const refused = await withKey(key, '/v1/flows');
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
      g.expectClean();
    } finally {
      await g.close();
    }
  });

  it('shows the API\'s refusal when the form is incomplete', async () => {
    const g = await openGuardedPage(browser(), t.url);
    try {
      await signInWithPassword(g.page, owner.email, PASSWORD);
      await g.page.goto('/api-keys');
      await g.page.getByLabel('Name').fill('No scopes');
      await g.page.getByRole('button', { name: 'Create key' }).click();
      await g.page.getByRole('alert').filter({ hasText: /scope/i }).waitFor();
      expect(await g.page.content()).not.toMatch(/svc_[A-Za-z0-9_-]{43}/);
      g.expectClean();
    } finally {
      await g.close();
    }
  });
});
