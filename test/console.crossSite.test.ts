// Cross-site protection of the console: a state-changing request authenticated by the session cookie (and a sign-in)
// must carry Sluice's own Origin (SLUICE_PUBLIC_URL's, or its scheme with the request's Host) and must not be marked
// cross-site by the browser. A form post from another origin, a missing, `null` or foreign Origin, a signed-out
// cookie, and a cookie sent to a /v1 write from another origin are all refused; API keys are not subject to it.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFlow, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { consoleRequest, origin, PASSWORD, seedUser, signInAs, signInRequest } from './support/console.js';

let t: TestServer;
let tenant: Tenant;
let session: string;
let userEmail: string;

beforeAll(async () => {
  t = await startTestServer();
  tenant = await seedTenant(t.knex);
  const owner = await seedUser(t, tenant.customerId, 'owner');
  userEmail = owner.email;
  session = await signInAs(t, owner.id);
});
afterAll(() => t?.close());

async function expectCrossSite(res: Response, detail: RegExp): Promise<void> {
  const text = await res.text();
  expect(res.status, text).toBe(403);
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('forbidden');
  expect(body.error.message).toMatch(/^cross-site request refused: /);
  expect(body.error.message).toMatch(detail);
}

async function flowStatus(id: string): Promise<string> {
  return (await t.knex('flows').where({ id }).first('status')).status;
}

/** A request over node:http, which lets a test choose the Host header. */
function rawRequest(path: string, method: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('session writes', () => {
  it('refuses a form post from another origin and changes nothing', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const res = await t.request(`/v1/flows/${flow.id}/pause`, {
      method: 'POST',
      headers: { Cookie: `sluice_session=${session}`, Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    await expectCrossSite(res, new RegExp(`Origin 'https://evil.example' is not ${origin(t)}`));
    expect(await flowStatus(flow.id)).toBe('active');
  });

  it('refuses a session write without an Origin, naming the origin expected', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const res = await t.request(`/v1/flows/${flow.id}/pause`, { method: 'POST', headers: { Cookie: `sluice_session=${session}` } });
    await expectCrossSite(res, new RegExp(`no Origin header.*must come from ${origin(t)}`));
    expect(await flowStatus(flow.id)).toBe('active');
  });

  it('refuses Origin: null (sandboxed frames, data: pages)', async () => {
    const keys = async () => (await t.knex('api_keys').where({ customer_id: tenant.customerId }).select('id')).length;
    const before = await keys();
    const res = await consoleRequest(t, session, '/console/v1/api-keys', { method: 'POST', body: { scopes: ['flows:read'] }, headers: { Origin: 'null' } });
    await expectCrossSite(res, /Origin is 'null'/);
    expect(await keys()).toBe(before);
  });

  it('refuses a request the browser marks Sec-Fetch-Site: cross-site even with the right Origin', async () => {
    const res = await consoleRequest(t, session, '/console/v1/api-keys', { method: 'POST', body: { scopes: ['flows:read'] }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    await expectCrossSite(res, /Sec-Fetch-Site/);
  });

  it('refuses an origin that differs only in port or scheme', async () => {
    const own = new URL(origin(t));
    for (const other of [`http://${own.hostname}:1`, `https://${own.host}`]) {
      const res = await consoleRequest(t, session, '/console/v1/api-keys', { method: 'POST', body: { scopes: ['flows:read'] }, headers: { Origin: other } });
      await expectCrossSite(res, /is not/);
    }
  });

  it('accepts the right Origin, and reads without one', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    expect((await consoleRequest(t, session, `/v1/flows/${flow.id}/pause`, { method: 'POST' })).status).toBe(200);
    expect(await flowStatus(flow.id)).toBe('paused');
    expect((await t.request('/v1/flows', { headers: { Cookie: `sluice_session=${session}` } })).status).toBe(200);
  });

  it('accepts the Origin of the Host the request was sent to (the server reached by another name)', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const port = new URL(t.url).port;
    const ok = await rawRequest(`/v1/flows/${flow.id}/pause`, 'POST', { Host: `localhost:${port}`, Origin: `http://localhost:${port}`, Cookie: `sluice_session=${session}` });
    expect(ok.status, ok.body).toBe(200);
    const refused = await rawRequest(`/v1/flows/${flow.id}/resume`, 'POST', { Host: `localhost:${port}`, Origin: `http://evil.example:${port}`, Cookie: `sluice_session=${session}` });
    expect(refused.status).toBe(403);
  });

  it('does not apply to API keys: a key works from any origin', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const res = await t.request(`/v1/flows/${flow.id}/pause`, { method: 'POST', key: tenant.key, headers: { Origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
  });
});

describe('sign-in', () => {
  it('refuses a sign-in from another origin or without an Origin, before checking the password', async () => {
    await expectCrossSite(await signInRequest(t, userEmail, PASSWORD, { Origin: 'https://evil.example' }), /is not/);
    const res = await t.request('/console/v1/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: userEmail, password: PASSWORD }) });
    await expectCrossSite(res, /no Origin header/);
  });

  it('refuses a link sign-in from another origin', async () => {
    const res = await t.request('/console/v1/session/link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ token: 'x'.repeat(43) }),
    });
    await expectCrossSite(res, /is not/);
  });
});

describe('a stolen cookie after sign-out', () => {
  it('is refused everywhere, with the right Origin too', async () => {
    const user = await seedUser(t, tenant.customerId, 'owner');
    const stolen = await signInAs(t, user.id);
    expect((await consoleRequest(t, stolen, '/console/v1/session', { method: 'DELETE' })).status).toBe(204);
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    expect((await consoleRequest(t, stolen, '/console/v1/session')).status).toBe(401);
    expect((await consoleRequest(t, stolen, '/v1/flows')).status).toBe(401);
    expect((await consoleRequest(t, stolen, `/v1/flows/${flow.id}/pause`, { method: 'POST' })).status).toBe(401);
    expect(await flowStatus(flow.id)).toBe('active');
  });
});
