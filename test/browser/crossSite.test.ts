// Cross-site requests in a real Chromium, with the user signed in to the console: a page on another origin submits
// forms to Sluice. From another port of the same host (same site: the browser sends the SameSite=Strict cookie)
// the Origin check refuses it; from another site (localhost against 127.0.0.1) the cookie is not even sent. Either
// way nothing changes. (Requests made outside a browser — missing, null or foreign Origin headers, a signed-out
// cookie — are covered by test/console.crossSite.test.ts.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { seedFlow } from '../support/seed.js';
import { describeBrowser, openGuardedPage, seedConsoleUser, seedPassword, signInWithPassword, useBrowser, type ConsoleUser } from '../support/browser.js';

const PASSWORD = 'cross site password';

/** The attacker's pages: a form posting to `action`, with `enctype` and one field, submitted by a button. */
function attackerPage(action: string, enctype: string, field: { name: string; value: string }): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="en"><head><title>Win a prize</title></head><body><main><h1>Win a prize</h1>
<form method="post" action="${esc(action)}" enctype="${esc(enctype)}"><input type="hidden" name="${esc(field.name)}" value="${esc(field.value)}"><button type="submit">Claim</button></form>
</main></body></html>`;
}

describeBrowser('console cross-site requests (browser)', () => {
  const browser = useBrowser();
  let t: TestServer;
  let owner: ConsoleUser;
  let flowId: string;
  let attacker: http.Server;
  let attackerPort: number;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestServer();
    owner = await seedConsoleUser(t.knex, { role: 'owner' });
    await seedPassword(t.knex, owner.userId, PASSWORD);
    flowId = (await seedFlow(t.knex, t.secrets, owner.customerId, { name: 'Target flow' })).id;
    attacker = http.createServer((req, res) => {
      const body = pages.get(req.url ?? '');
      res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html' });
      res.end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerPort = (attacker.address() as AddressInfo).port;
    pages.set('/pause', attackerPage(`${t.url}/v1/flows/${flowId}/pause`, 'application/x-www-form-urlencoded', { name: 'x', value: '1' }));
    // A JSON body smuggled through a text/plain form: `{"name":"stolen","scopes":["flows:write"],"x":"="}`.
    pages.set('/key', attackerPage(`${t.url}/console/v1/api-keys`, 'text/plain', { name: '{"name":"stolen","scopes":["flows:write"],"x":"', value: '"}' }));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => attacker?.close(() => resolve()));
    await t?.close();
  });

  const submitFrom = async (attackerOrigin: string, path: string, target: string) => {
    const g = await openGuardedPage(browser(), t.url, { alsoAllow: [attackerOrigin] });
    try {
      await signInWithPassword(g.page, owner.email, PASSWORD);
      await g.page.goto(`${attackerOrigin}${path}`);
      const answer = g.page.waitForResponse((res) => res.url() === target && res.request().method() === 'POST');
      await g.page.getByRole('button', { name: 'Claim' }).click();
      const res = await answer;
      const headers = await res.request().allHeaders();
      return { status: res.status(), body: await res.text(), cookieSent: /sluice_session=/.test(headers.cookie ?? ''), origin: headers.origin };
    } finally {
      await g.close();
    }
  };

  const flowStatus = async () => (await t.knex('flows').where({ id: flowId }).first()).status as string;
  const keyCount = async () => Number((await t.knex('api_keys').where({ customer_id: owner.customerId }).count({ n: '*' }))[0]!.n);

  it('refuses a form posted from another port of the same host, although the browser sent the session cookie', async () => {
    const from = `http://127.0.0.1:${attackerPort}`;
    const pause = await submitFrom(from, '/pause', `${t.url}/v1/flows/${flowId}/pause`);
    expect(pause.cookieSent).toBe(true);
    expect(pause.origin).toBe(from);
    expect(pause.status, pause.body).toBe(403);
    expect(JSON.parse(pause.body)).toMatchObject({ error: { code: 'forbidden' } });
    expect(await flowStatus()).toBe('active');

    const before = await keyCount();
    const key = await submitFrom(from, '/key', `${t.url}/console/v1/api-keys`);
    expect(key.cookieSent).toBe(true);
    expect([403, 415]).toContain(key.status);
    expect(await keyCount()).toBe(before);
  });

  it('refuses a form posted from another site, to which the browser does not even send the cookie', async () => {
    const from = `http://localhost:${attackerPort}`;
    const pause = await submitFrom(from, '/pause', `${t.url}/v1/flows/${flowId}/pause`);
    expect(pause.cookieSent).toBe(false);
    expect([401, 403]).toContain(pause.status);
    expect(await flowStatus()).toBe('active');
    const before = await keyCount();
    const key = await submitFrom(from, '/key', `${t.url}/console/v1/api-keys`);
    expect(key.cookieSent).toBe(false);
    expect([401, 403, 415]).toContain(key.status);
    expect(await keyCount()).toBe(before);
  });
});
