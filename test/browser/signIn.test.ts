// Signing in to the console in a real Chromium: a password, a refused wrong password (the same message as an
// unknown email), a one-time link that works once, and signing out, which ends the session on the server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { seedFlow } from '../support/seed.js';
import {
  cookieHeader,
  describeBrowser,
  openGuardedPage,
  seedConsoleUser,
  seedPassword,
  signInLink,
  signInWithPassword,
  useBrowser,
  type ConsoleUser,
} from '../support/browser.js';

const PASSWORD = 'correct horse battery staple';

describeBrowser('console sign-in (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let owner: ConsoleUser;

  beforeAll(async () => {
    t = await startTestServer();
    owner = await seedConsoleUser(t.knex, { role: 'owner', customerName: 'Acme Sign-in' });
    await seedPassword(t.knex, owner.userId, PASSWORD);
    await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Orders to files' });
  });
  afterAll(() => t?.close());

  const sessionStatus = async (cookie: string, path = '/console/v1/session') =>
    (await fetch(`${t.url}${path}`, { headers: { Cookie: cookieHeader(cookie) } })).status;

  it('signs in with email and password, lands on the overview and holds an HttpOnly SameSite=Strict cookie', async () => {
    const g = await openGuardedPage(browser(), t.url);
    try {
      await signInWithPassword(g.page, owner.email, PASSWORD);
      await g.page.getByRole('img', { name: /^Runs by outcome/ }).waitFor();
      await g.page.getByRole('link', { name: 'Flows' }).click();
      await g.page.getByRole('link', { name: 'Orders to files' }).waitFor();
      await g.page.getByText(owner.email).first().waitFor();
      const [cookie] = (await g.context.cookies(t.url)).filter((c) => c.name === 'sluice_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      // The page never sees the session token.
      expect(await g.page.evaluate<string>('document.cookie')).not.toContain('sluice_session');
      expect(await sessionStatus(cookie!.value)).toBe(200);
      g.expectClean();
    } finally {
      await g.close();
    }
  });

  it('refuses a wrong password and an unknown email with the same message, and sets no cookie', async () => {
    const g = await openGuardedPage(browser(), t.url);
    try {
      const attempt = async (email: string, password: string) => {
        await g.page.goto('/login');
        await g.page.getByLabel('Email').fill(email);
        await g.page.getByLabel('Password', { exact: true }).fill(password);
        await g.page.getByRole('button', { name: 'Sign in' }).click();
        const alert = g.page.getByRole('alert').filter({ hasText: /\S/ });
        await alert.waitFor();
        return (await alert.innerText()).trim();
      };
      const wrongPassword = await attempt(owner.email, 'not the password at all');
      const unknownEmail = await attempt('nobody-here@example.com', PASSWORD);
      expect(wrongPassword).toMatch(/wrong email or password/i);
      expect(unknownEmail).toBe(wrongPassword);
      expect(new URL(g.page.url()).pathname).toBe('/login');
      expect(await g.sessionCookie()).toBeUndefined();
      g.expectClean();
    } finally {
      await g.close();
    }
  });

  it('signs in with a one-time link, keeps the token out of every request URL, and refuses the link a second time', async () => {
    const link = await signInLink(t.knex, owner.userId, t.url);
    const token = new URL(link).hash.slice(1);
    expect(token.length).toBeGreaterThan(20);
    const first = await openGuardedPage(browser(), t.url);
    const second = await openGuardedPage(browser(), t.url);
    try {
      await first.page.goto(link);
      await first.page.waitForURL('**/overview');
      await first.page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      expect(first.page.url()).not.toContain(token);
      expect(first.requests.filter((u) => u.includes(token))).toEqual([]);
      expect(await sessionStatus((await first.sessionCookie())!)).toBe(200);

      await second.page.goto(link);
      await second.page.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
      await second.page.getByRole('link', { name: /sign.in/i }).waitFor();
      expect(await second.sessionCookie()).toBeUndefined();
      first.expectClean();
      second.expectClean();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('signs out: the copied session cookie no longer works anywhere', async () => {
    const g = await openGuardedPage(browser(), t.url);
    try {
      await signInWithPassword(g.page, owner.email, PASSWORD);
      const copied = (await g.sessionCookie())!;
      expect(await sessionStatus(copied)).toBe(200);
      expect(await sessionStatus(copied, '/v1/flows')).toBe(200);
      await g.page.getByRole('button', { name: 'Sign out' }).click();
      await g.page.waitForURL('**/login');
      await g.page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await g.sessionCookie()).toBeUndefined();
      expect(await sessionStatus(copied)).toBe(401);
      expect(await sessionStatus(copied, '/v1/flows')).toBe(401);
      // The console itself sends a signed-out browser to the sign-in page.
      await g.page.goto('/flows');
      await g.page.waitForURL('**/login');
      g.expectClean();
    } finally {
      await g.close();
    }
  });
});
