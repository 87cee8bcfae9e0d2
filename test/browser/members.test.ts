// Members in the console, in a real Chromium: an owner invites a member (a one-time sign-in link to hand over), the
// member signs in with it in a browser of their own, is demoted to viewer (their write key is narrowed at once) and
// removed (their key and their session are refused at once); the last owner cannot remove themselves.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiKey } from '../../src/domain/access/service.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { seedFlow } from '../support/seed.js';
import { eventually } from '../support/webhooks.js';
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
  type GuardedPage,
} from '../support/browser.js';

const PASSWORD = 'members password 77';

describeBrowser('console members (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let owner: ConsoleUser;
  let flowId: string;
  let ownerPage: GuardedPage;

  beforeAll(async () => {
    t = await startTestServer();
    owner = await seedConsoleUser(t.knex, { role: 'owner', customerName: 'Acme Team' });
    await seedPassword(t.knex, owner.userId, PASSWORD);
    flowId = (await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Shared flow' })).id;
    ownerPage = await openGuardedPage(browser(), t.url);
    await signInWithPassword(ownerPage.page, owner.email, PASSWORD);
  });
  afterAll(async () => {
    await ownerPage?.close();
    await t?.close();
  });

  const keyStatus = async (key: string, method: 'GET' | 'POST', path: string) =>
    (await fetch(`${t.url}${path}`, { method, headers: { Authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) }, body: method === 'POST' ? '{}' : undefined })).status;

  it('invites a member, who signs in with the link; demoting narrows their key at once; removing refuses key and session', async () => {
    const { page } = ownerPage;
    const email = `invited.${process.pid}@example.com`;
    await page.getByRole('link', { name: 'Members' }).click();
    await page.waitForURL('**/members');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = await shownSecret(page, new RegExp(`${t.url.replace(/[.]/g, '\\.')}/login/link#[A-Za-z0-9_-]+`));
    await page.getByText('Hand this link over; it works once, for 15 minutes.').waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/member/);
    const member = await t.knex('users').where({ customer_id: owner.customerId, email }).first();
    expect(member.role).toBe('member');

    // The invited member signs in with the link in their own browser.
    const memberPage = await openGuardedPage(browser(), t.url);
    try {
      await memberPage.page.goto(link);
      await memberPage.page.waitForURL('**/overview');
      await memberPage.page.getByText(email).first().waitFor();
      const memberCookie = (await memberPage.sessionCookie())!;
      const key = (await createApiKey(t.knex, { customerId: owner.customerId, userId: member.id, scopes: ['flows:read', 'flows:write'], name: 'Member key' })).key;
      expect(await keyStatus(key, 'POST', `/v1/flows/${flowId}/pause`)).toBe(200);
      expect(await keyStatus(key, 'POST', `/v1/flows/${flowId}/resume`)).toBe(200);

      // Demote to viewer: the key keeps reading and is refused writing from the next request on.
      await page.reload();
      const memberRow = page.getByRole('row').filter({ hasText: email });
      await memberRow.getByRole('combobox').selectOption('viewer');
      const change = memberRow.getByRole('button', { name: 'Change role' });
      if ((await change.count()) > 0) await change.click();
      await eventually(async () => ((await t.knex('users').where({ id: member.id }).first()).role === 'viewer' ? true : undefined), 5_000, 'the role change');
      expect(await keyStatus(key, 'POST', `/v1/flows/${flowId}/pause`)).toBe(403);
      expect(await keyStatus(key, 'GET', `/v1/flows/${flowId}`)).toBe(200);
      // Their open console follows the new role on its next load.
      await memberPage.page.goto(`/flows/${flowId}`);
      await memberPage.page.getByRole('heading', { level: 1, name: 'Shared flow' }).waitFor();
      expect(await memberPage.page.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(0);

      // Remove after a confirmation: key and session are refused at once.
      await memberRow.getByRole('button', { name: 'Remove' }).click();
      await memberRow.getByRole('button', { name: 'Confirm remove' }).click();
      await memberRow.waitFor({ state: 'detached' });
      expect(await keyStatus(key, 'GET', `/v1/flows/${flowId}`)).toBe(401);
      expect((await fetch(`${t.url}/console/v1/session`, { headers: { Cookie: cookieHeader(memberCookie) } })).status).toBe(401);
      await memberPage.page.goto('/flows');
      await memberPage.page.waitForURL('**/login');
      memberPage.expectClean();
    } finally {
      await memberPage.close();
    }
    ownerPage.expectClean();
  });

  it('shows the API\'s refusal when the last owner tries to remove themselves', async () => {
    const { page } = ownerPage;
    await page.goto('/members');
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Confirm remove' }).click();
    await page.getByRole('alert').filter({ hasText: /owner/i }).waitFor();
    expect(await t.knex('users').where({ id: owner.userId }).first()).toBeDefined();
    ownerPage.expectClean();
  });
});
