// Console sign-in and sessions against a real server: password and one-time link sign-in, the cookie's attributes,
// the same answer for a wrong email and a wrong password, the throttle of failed sign-ins, sign-out, idle and absolute
// time-outs, a removed user or changed role applying on the next request, sessions on /v1 acting with the role's
// scopes (and as the user in events), password changes, API keys refused on /console/v1, and nothing secret logged.
// The throttle counts an attempt before its password is checked (a burst gets no more checks than the limit) and
// under the address's one normalised form (an address written with `İ` is the address written with `i`).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUserRole } from '../src/domain/access/service.js';
import { createLoginLink } from '../src/domain/access/loginLinks.js';
import { setPassword } from '../src/domain/access/signIn.js';
import { seedFlow, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { consoleRequest, origin, PASSWORD, seedUser, sessionTokenOf, signInAs, signInRequest, uniqueEmail } from './support/console.js';
import { MAX_FAILURES, reserveAttempt } from '../src/domain/access/signInThrottle.js';
import { expectError } from './support/expectError.js';

const WRONG = 'wrong email or password';

let t: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  t = await startTestServer();
  tenant = await seedTenant(t.knex);
});
afterAll(() => t?.close());
// Every test signs in from 127.0.0.1: failures of one must not throttle the next.
beforeEach(async () => {
  await t.knex('sign_in_failures').delete();
});

describe('signing in with a password', () => {
  it('starts a session: the answer names the user and sets an HttpOnly, SameSite=Strict cookie for 7 days', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const res = await signInRequest(t, user.email, PASSWORD);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { id: string; role: string }; customer: { id: string }; scopes: string[]; expires_at: string };
    expect(body.user).toMatchObject({ id: user.id, role: 'member' });
    expect(body.customer.id).toBe(tenant.customerId);
    expect(body.scopes).toContain('flows:write');
    expect(body.scopes).not.toContain('connectors:write');
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^sluice_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; Max-Age=604800');
    expect(cookie).not.toContain('Secure'); // the public URL is http://127.0.0.1:<port>

    const session = await consoleRequest(t, sessionTokenOf(res)!, '/console/v1/session');
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(user.email);
    const row = await t.knex('users').where({ id: user.id }).first('last_sign_in_at');
    expect(row.last_sign_in_at).not.toBeNull();
  });

  it('stores only the hash of the session token', async () => {
    const user = await seedUser(t, tenant.customerId, 'viewer');
    const token = sessionTokenOf(await signInRequest(t, user.email, PASSWORD))!;
    const rows = await t.knex('sessions').where({ user_id: user.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((rows[0].token_hash as Buffer).length).toBe(32);
  });

  it('matches the email in any letter case', async () => {
    const user = await seedUser(t, tenant.customerId, 'viewer');
    expect((await signInRequest(t, user.email.toUpperCase(), PASSWORD)).status).toBe(200);
  });

  it('gives the same 401 for a wrong password, an unknown email and a user without a password', async () => {
    const user = await seedUser(t, tenant.customerId, 'viewer');
    const linkOnly = await seedUser(t, tenant.customerId, 'viewer', { password: null });
    await expectError(await signInRequest(t, user.email, 'not the password at all'), 401, 'unauthorized', WRONG);
    await expectError(await signInRequest(t, 'nobody@nowhere.example', PASSWORD), 401, 'unauthorized', WRONG);
    await expectError(await signInRequest(t, linkOnly.email, PASSWORD), 401, 'unauthorized', WRONG);
  });

  it('stores passwords as salted scrypt hashes: two users with one password have different hashes', async () => {
    const a = await seedUser(t, tenant.customerId, 'viewer', { password: null });
    const b = await seedUser(t, tenant.customerId, 'viewer', { password: null });
    for (const user of [a, b]) expect(await setPassword(t.knex, user.id, PASSWORD)).toBe(true);
    const rows = await t.knex('users').whereIn('id', [a.id, b.id]).select('password_hash');
    for (const r of rows) expect(r.password_hash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});

describe('the sign-in throttle', () => {
  it('refuses the 11th attempt for an email within 15 minutes, even with the right password, with Retry-After', async () => {
    const user = await seedUser(t, tenant.customerId, 'viewer');
    for (let i = 0; i < 10; i++) await expectError(await signInRequest(t, user.email, `wrong password ${i}`), 401, 'unauthorized', WRONG);
    const res = await signInRequest(t, user.email, PASSWORD);
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(880);
    expect(retry).toBeLessThanOrEqual(900);
    await expectError(res, 429, 'rate_limited', /^too many failed sign-ins for this email or from this address; try again in 15 minutes$/);
  });

  it('lets the email in again once the oldest failures are older than 15 minutes', async () => {
    const user = await seedUser(t, tenant.customerId, 'viewer');
    for (let i = 0; i < 10; i++) await signInRequest(t, user.email, 'wrong password!!');
    expect((await signInRequest(t, user.email, PASSWORD)).status).toBe(429);
    await t.knex('sign_in_failures').update({ failed_at: t.knex.raw(`failed_at - interval '16 minutes'`) });
    expect((await signInRequest(t, user.email, PASSWORD)).status).toBe(200);
  });

  it('counts failures per client address across emails', async () => {
    for (let i = 0; i < 10; i++) await signInRequest(t, `someone${i}@nowhere.example`, 'wrong password!!');
    const user = await seedUser(t, tenant.customerId, 'viewer');
    await expectError(await signInRequest(t, user.email, PASSWORD), 429, 'rate_limited', /too many failed sign-ins/);
  });

  it('a successful sign-in clears the email\u2019s failures', async () => {
    const user = await seedUser(t, tenant.customerId, 'viewer');
    for (let i = 0; i < 9; i++) await signInRequest(t, user.email, 'wrong password!!');
    expect((await signInRequest(t, user.email, PASSWORD)).status).toBe(200);
    await t.knex('sign_in_failures').delete(); // the address's own count aside
    for (let i = 0; i < 9; i++) await signInRequest(t, user.email, 'wrong password!!');
    expect((await signInRequest(t, user.email, PASSWORD)).status).toBe(200);
  });
});

describe('attempts counted before the password is checked', () => {
  // A server of its own, with a write limit far above the burst: the 429s below are the sign-in throttle's alone.
  let b: TestServer;
  let owner: Tenant;
  const THROTTLED = /^too many failed sign-ins for this email or from this address; try again in 15 minutes$/;
  beforeAll(async () => {
    b = await startTestServer({ rateLimits: { write: 10_000 } });
    owner = await seedTenant(b.knex);
  });
  afterAll(() => b?.close());
  beforeEach(async () => {
    await b.knex('sign_in_failures').delete();
  });

  it(`150 concurrent wrong passwords for one email: ${MAX_FAILURES} are checked (401), the rest 429, and then the right one is refused`, async () => {
    const user = await seedUser(b, owner.customerId, 'viewer');
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => signInRequest(b, user.email, `wrong password ${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150 - MAX_FAILURES);
    for (const res of answers) {
      if (res.status === 401) await expectError(res, 401, 'unauthorized', WRONG);
      else await expectError(res, 429, 'rate_limited', THROTTLED);
    }
    await expectError(await signInRequest(b, user.email, PASSWORD), 429, 'rate_limited', THROTTLED);
  });

  it('finds the same user however the address is written (İ, capitals, full-width letters)', async () => {
    const user = await seedUser(b, owner.customerId, 'viewer', { email: uniqueEmail('iris') });
    const fullWidth = user.email.replace(/[a-z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! - 0x61 + 0xff41));
    for (const written of [user.email.replace(/^i/, '\u0130'), user.email.toUpperCase(), fullWidth, ` ${user.email} `]) {
      const res = await signInRequest(b, written, PASSWORD);
      expect(res.status, written).toBe(200);
      expect(((await res.json()) as { user: { id: string } }).user.id).toBe(user.id);
    }
  });

  it('an address written with İ fills and meets the real address\u2019s bucket', async () => {
    const user = await seedUser(b, owner.customerId, 'viewer', { email: uniqueEmail('iris') });
    const dotted = user.email.replace(/^i/, '\u0130');
    // Failures for one email from another client address: only the email's bucket is full, not 127.0.0.1's.
    const fail = async (email: string) => {
      for (let i = 0; i < MAX_FAILURES; i++) expect((await reserveAttempt(b.knex, { email, address: '203.0.113.9' })).reservation).toBeDefined();
    };
    await fail(user.email);
    await expectError(await signInRequest(b, dotted, PASSWORD), 429, 'rate_limited', THROTTLED);
    await expectError(await signInRequest(b, user.email, PASSWORD), 429, 'rate_limited', THROTTLED);
    await b.knex('sign_in_failures').delete();
    await fail(dotted);
    await expectError(await signInRequest(b, user.email, PASSWORD), 429, 'rate_limited', THROTTLED);
  });
});

describe('signing in with a link', () => {
  async function useLink(token: string) {
    return t.request('/console/v1/session/link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin(t) },
      body: JSON.stringify({ token }),
    });
  }

  it('a link signs its user in once; a second use is 401', async () => {
    const user = await seedUser(t, tenant.customerId, 'member', { password: null });
    const link = await createLoginLink(t.knex, { userId: user.id, publicUrl: origin(t) });
    expect(link.url).toBe(`${origin(t)}/login/link#${link.token}`);
    const first = await useLink(link.token);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { user: { id: string } }).user.id).toBe(user.id);
    expect(sessionTokenOf(first)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectError(await useLink(link.token), 401, 'unauthorized', /unknown, already used or expired/);
  });

  it('an expired link is 401', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const link = await createLoginLink(t.knex, { userId: user.id, publicUrl: origin(t) });
    const minutes = (Date.parse(link.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    await t.knex('login_links').update({ expires_at: t.knex.raw(`clock_timestamp() - interval '1 second'`) });
    await expectError(await useLink(link.token), 401, 'unauthorized', /unknown, already used or expired/);
  });

  it('stores only the hash of a link token', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const link = await createLoginLink(t.knex, { userId: user.id, publicUrl: origin(t) });
    const rows = await t.knex('login_links').where({ user_id: user.id });
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('two concurrent uses of one link: exactly one signs in', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const link = await createLoginLink(t.knex, { userId: user.id, publicUrl: origin(t) });
    const statuses = (await Promise.all([useLink(link.token), useLink(link.token), useLink(link.token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401, 401]);
  });
});

describe('session life', () => {
  it('sign-out ends the session on the server and clears the cookie; the old cookie is refused after', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const token = await signInAs(t, user.id);
    const out = await consoleRequest(t, token, '/console/v1/session', { method: 'DELETE' });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^sluice_session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/);
    const after = await consoleRequest(t, token, '/console/v1/session');
    expect(after.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    await expectError(after, 401, 'unauthorized', 'your console session has ended or is not valid: sign in again');
    expect(await t.knex('sessions').where({ user_id: user.id })).toHaveLength(0);
  });

  it('ends after 12 hours without a request', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const token = await signInAs(t, user.id);
    await t.knex('sessions').where({ user_id: user.id }).update({ last_seen_at: t.knex.raw(`clock_timestamp() - interval '12 hours 1 second'`) });
    expect((await consoleRequest(t, token, '/console/v1/session')).status).toBe(401);
  });

  it('a request keeps it alive (last seen is moved on, at most once a minute)', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const token = await signInAs(t, user.id);
    await t.knex('sessions').where({ user_id: user.id }).update({ last_seen_at: t.knex.raw(`clock_timestamp() - interval '11 hours'`) });
    expect((await consoleRequest(t, token, '/console/v1/session')).status).toBe(200);
    const row = await t.knex('sessions').where({ user_id: user.id }).first(t.knex.raw(`clock_timestamp() - last_seen_at < interval '1 minute' AS fresh`));
    expect(row.fresh).toBe(true);
  });

  it('ends 7 days after sign-in however active', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const token = await signInAs(t, user.id);
    await t.knex('sessions').where({ user_id: user.id }).update({ expires_at: t.knex.raw(`clock_timestamp() - interval '1 second'`) });
    expect((await consoleRequest(t, token, '/console/v1/session')).status).toBe(401);
  });

  it('a removed user\u2019s session is refused on the next request', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const token = await signInAs(t, user.id);
    await t.knex('users').where({ id: user.id }).delete();
    expect((await consoleRequest(t, token, '/console/v1/session')).status).toBe(401);
  });

  it('a changed role applies on the next request', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const token = await signInAs(t, user.id);
    await setUserRole(t.knex, user.id, 'viewer');
    const session = (await (await consoleRequest(t, token, '/console/v1/session')).json()) as { user: { role: string }; scopes: string[] };
    expect(session.user.role).toBe('viewer');
    expect(session.scopes).not.toContain('flows:write');
    await expectError(await consoleRequest(t, token, `/v1/flows/${flow.id}/pause`, { method: 'POST' }), 403, 'forbidden', "your role (viewer) does not grant the scope 'flows:write'");
  });

  it('tries every sluice_session cookie of a request (duplicates, quoted values, other cookies around)', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const token = await signInAs(t, user.id);
    const res = await t.request('/console/v1/session', {
      headers: { Cookie: `theme=dark; sluice_session=${'x'.repeat(43)}; other="a=b"; sluice_session="${token}"` },
    });
    expect(res.status).toBe(200);
    expect((await t.request('/console/v1/session', { headers: { Cookie: `sluice_session_old=${token}` } })).status).toBe(401);
  });
});

describe('sessions on /v1', () => {
  it('a viewer\u2019s session lists flows and is refused a pause', async () => {
    const viewer = await seedUser(t, tenant.customerId, 'viewer');
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const token = await signInAs(t, viewer.id);
    const list = await consoleRequest(t, token, '/v1/flows');
    expect(list.status).toBe(200);
    await expectError(await consoleRequest(t, token, `/v1/flows/${flow.id}/pause`, { method: 'POST' }), 403, 'forbidden', /does not grant the scope 'flows:write'/);
  });

  it('a pause from the console emits flow.paused with the user as actor', async () => {
    const owner = await seedUser(t, tenant.customerId, 'owner');
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const token = await signInAs(t, owner.id);
    expect((await consoleRequest(t, token, `/v1/flows/${flow.id}/pause`, { method: 'POST' })).status).toBe(200);
    const events = await t.knex('events').where({ customer_id: tenant.customerId, type: 'flow.paused' }).select('data');
    const mine = events.map((e) => (typeof e.data === 'string' ? JSON.parse(e.data) : e.data)).find((d) => d.flow_id === flow.id);
    expect(mine.actor).toEqual({ type: 'user', id: owner.id });
  });

  it('an API key still pauses as the key', async () => {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    expect((await t.request(`/v1/flows/${flow.id}/pause`, { method: 'POST', key: tenant.key })).status).toBe(200);
    const events = await t.knex('events').where({ customer_id: tenant.customerId, type: 'flow.paused' }).select('data');
    const mine = events.map((e) => (typeof e.data === 'string' ? JSON.parse(e.data) : e.data)).find((d) => d.flow_id === flow.id);
    expect(mine.actor).toEqual({ type: 'api_key', id: tenant.keyId });
  });

  it('an API key wins over a session cookie sent beside it', async () => {
    const viewer = await seedUser(t, tenant.customerId, 'viewer');
    const token = await signInAs(t, viewer.id);
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const res = await t.request(`/v1/flows/${flow.id}/pause`, { method: 'POST', key: tenant.key, headers: { Cookie: `sluice_session=${token}` } });
    expect(res.status).toBe(200);
  });
});

describe('/console/v1 takes only a session', () => {
  it('an API key is refused with 401 saying the operation needs a console session', async () => {
    await expectError(await t.request('/console/v1/session', { key: tenant.key }), 401, 'unauthorized', /getSession needs a console session: sign in/);
    await expectError(await t.request('/console/v1/api-keys', { key: tenant.key }), 401, 'unauthorized', /needs a console session/);
  });

  it('no cookie at all is 401', async () => {
    await expectError(await t.request('/console/v1/session'), 401, 'unauthorized', /needs a console session: sign in/);
  });
});

describe('changing the password', () => {
  it('needs the current password when there is one, then ends the user\u2019s other sessions and keeps this one', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const here = await signInAs(t, user.id);
    const elsewhere = await signInAs(t, user.id);
    const put = (body: unknown) => consoleRequest(t, here, '/console/v1/session/password', { method: 'PUT', body });
    await expectError(await put({ new_password: 'a brand new password' }), 422, 'validation_error', /current_password/);
    await expectError(await put({ current_password: 'not it at all', new_password: 'a brand new password' }), 422, 'validation_error', /current_password/);
    expect((await put({ current_password: PASSWORD, new_password: 'a brand new password' })).status).toBe(204);
    expect((await consoleRequest(t, here, '/console/v1/session')).status).toBe(200);
    expect((await consoleRequest(t, elsewhere, '/console/v1/session')).status).toBe(401);
    expect((await signInRequest(t, user.email, PASSWORD)).status).toBe(401);
    expect((await signInRequest(t, user.email, 'a brand new password')).status).toBe(200);
  });

  it('a user without a password sets one without a current password; short ones are 422', async () => {
    const user = await seedUser(t, tenant.customerId, 'member', { password: null });
    const token = await signInAs(t, user.id);
    const short = await consoleRequest(t, token, '/console/v1/session/password', { method: 'PUT', body: { new_password: 'short' } });
    expect(short.status).toBe(422);
    const ok = await consoleRequest(t, token, '/console/v1/session/password', { method: 'PUT', body: { new_password: 'twelve chars' } });
    expect(ok.status).toBe(204);
    expect((await signInRequest(t, user.email, 'twelve chars')).status).toBe(200);
  });
});

describe('logs and API key use', () => {
  it('logs a session request with user_id and no key, and never a token, cookie or password', async () => {
    const user = await seedUser(t, tenant.customerId, 'member');
    const res = await signInRequest(t, user.email, PASSWORD);
    const token = sessionTokenOf(res)!;
    await consoleRequest(t, token, '/console/v1/session');
    await consoleRequest(t, token, '/console/v1/session/password', { method: 'PUT', body: { current_password: PASSWORD, new_password: 'another secret password' } });
    const line = t.logs.filter((l) => l.operation_id === 'getSession').pop()!;
    expect(line).toMatchObject({ key_id: null, user_id: user.id, customer_id: tenant.customerId, auth: 'session' });
    const text = t.logText();
    expect(text).not.toContain(token);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('another secret password');
  });

  it('records when an API key was last used, to the minute', async () => {
    expect((await t.request('/v1/flows', { key: tenant.key })).status).toBe(200);
    const row = await t.knex('api_keys').where({ id: tenant.keyId }).first('last_used_at');
    expect(row.last_used_at).toMatch(/:00\.000000Z$/);
    expect(Date.now() - Date.parse(row.last_used_at)).toBeLessThan(61_000);
  });
});

describe('pruning', () => {
  it('deletes ended sessions, used and expired links and failures older than the window, and keeps live ones', async () => {
    const { pruneOnce } = await import('../src/jobs/pruner.js');
    const user = await seedUser(t, tenant.customerId, 'member');
    const live = await signInAs(t, user.id);
    await signInAs(t, user.id);
    await t.knex('sessions').whereIn('id', t.knex('sessions').where({ user_id: user.id }).orderBy('created_at', 'desc').limit(1).select('id')).update({ expires_at: t.knex.raw(`clock_timestamp() - interval '1 second'`) });
    await createLoginLink(t.knex, { userId: user.id, publicUrl: origin(t) }); // unused and live: kept
    const expired = await createLoginLink(t.knex, { userId: user.id, publicUrl: origin(t) });
    await t.knex('login_links').where({ token_hash: (await import('../src/domain/access/tokens.js')).hashToken(expired.token) }).update({ expires_at: t.knex.raw(`clock_timestamp() - interval '1 second'`) });
    await signInRequest(t, user.email, 'wrong password!!');
    await t.knex('sign_in_failures').update({ failed_at: t.knex.raw(`clock_timestamp() - interval '16 minutes'`) });
    const pruned = await pruneOnce(t.knex, 60);
    expect(pruned.sessions).toBeGreaterThanOrEqual(1);
    expect(pruned.loginLinks).toBeGreaterThanOrEqual(3); // the two used by signInAs and the expired one
    expect(pruned.signInFailures).toBeGreaterThanOrEqual(2);
    expect((await consoleRequest(t, live, '/console/v1/session')).status).toBe(200);
    expect(await t.knex('login_links').where({ user_id: user.id })).toHaveLength(1);
  });
});

describe('rate limits of a session', () => {
  it('count per signed-in user, apart from other users and from the user\u2019s keys', async () => {
    const limited = await startTestServer({ rateLimits: { read: 3 } });
    try {
      const owner = await seedTenant(limited.knex);
      const a = await seedUser(limited, owner.customerId, 'member');
      const b = await seedUser(limited, owner.customerId, 'member');
      const sa = await signInAs(limited, a.id);
      const sb = await signInAs(limited, b.id);
      for (let i = 0; i < 3; i++) expect((await consoleRequest(limited, sa, '/v1/flows')).status).toBe(200);
      const refused = await consoleRequest(limited, sa, '/v1/flows');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await consoleRequest(limited, sb, '/v1/flows')).status).toBe(200);
      expect((await limited.request('/v1/flows', { key: owner.key })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('behind an https public URL', () => {
  it('marks the session cookie Secure and takes writes from that origin only', async () => {
    const secure = await startTestServer({ publicUrl: 'https://sluice.example.com' });
    try {
      const owner = await seedTenant(secure.knex, { role: 'owner' });
      const user = await seedUser(secure, owner.customerId, 'member');
      const body = JSON.stringify({ email: user.email, password: PASSWORD });
      const headers = { 'Content-Type': 'application/json' };
      const fromElsewhere = await secure.request('/console/v1/session', { method: 'POST', headers: { ...headers, Origin: secure.url }, body });
      await expectError(fromElsewhere, 403, 'forbidden', /^cross-site request refused: Origin 'http:\/\/127\.0\.0\.1:\d+' is not https:\/\/sluice\.example\.com$/);
      const res = await secure.request('/console/v1/session', { method: 'POST', headers: { ...headers, Origin: 'https://sluice.example.com' }, body });
      expect(res.status).toBe(200);
      const [cookie] = res.headers.getSetCookie();
      expect(cookie).toContain('; Secure');
      expect(cookie).toContain('; HttpOnly');
    } finally {
      await secure.close();
    }
  });
});
