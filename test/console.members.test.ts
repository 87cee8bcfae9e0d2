// Members in the console: owners and admins list, invite, re-role and remove users of their customer; nobody grants
// a role above their own or touches someone above them; the last owner stays; changes apply to the member's keys and
// sessions on their next request; members and viewers are refused; another customer's users are not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFlow, seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { consoleRequest, origin, seedUser, sessionTokenOf, signInAs, uniqueEmail } from './support/console.js';
import { expectError } from './support/expectError.js';
import { createUser } from '../src/domain/access/service.js';
import type { components } from '../generated/openapi.js';

type Member = components['schemas']['Member'];

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** A customer whose first user (the seed's) is its owner, with a signed-in session for a user of `role`. */
async function customerWith(role: 'owner' | 'admin' | 'member' | 'viewer') {
  const tenant = await seedTenant(t.knex);
  const user = role === 'owner' ? { id: tenant.userId } : await seedUser(t, tenant.customerId, role);
  const session = await signInAs(t, user.id);
  return { tenant, userId: user.id, session };
}

describe('listing members', () => {
  it('an admin lists the customer\u2019s users oldest first, in cursor pages', async () => {
    const { tenant, session } = await customerWith('admin');
    await seedUser(t, tenant.customerId, 'viewer');
    const other = await seedTenant(t.knex);
    const first = (await (await consoleRequest(t, session, '/console/v1/members?limit=2')).json()) as { data: Member[]; meta: { total: number; has_more: boolean; next_cursor: string } };
    expect(first.meta.total).toBe(3);
    expect(first.meta.has_more).toBe(true);
    expect(first.data.map((m) => m.role)).toEqual(['owner', 'admin']);
    expect(first.data[0]!.id).toBe(tenant.userId);
    expect(first.data[1]!.has_password).toBe(true);
    const second = (await (await consoleRequest(t, session, `/console/v1/members?limit=2&cursor=${encodeURIComponent(first.meta.next_cursor)}`)).json()) as { data: Member[]; meta: { has_more: boolean } };
    expect(second.data.map((m) => m.role)).toEqual(['viewer']);
    expect(second.meta.has_more).toBe(false);
    expect([...first.data, ...second.data].map((m) => m.id)).not.toContain(other.userId);
  });

  it('members and viewers are refused with 403 naming the role needed', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const { session } = await customerWith(role);
      await expectError(await consoleRequest(t, session, '/console/v1/members'), 403, 'forbidden', `listMembers needs the admin or owner role; you are a ${role}`);
      await expectError(await consoleRequest(t, session, '/console/v1/members', { method: 'POST', body: { email: uniqueEmail(), role: 'viewer' } }), 403, 'forbidden', /needs the admin or owner role/);
    }
  });
});

describe('inviting', () => {
  it('adds the member and answers a one-time link that signs them in', async () => {
    const { tenant, session } = await customerWith('admin');
    const email = uniqueEmail('invited');
    const res = await consoleRequest(t, session, '/console/v1/members', { method: 'POST', body: { email, role: 'member' } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { member: Member; sign_in_link: { url: string; expires_at: string } };
    expect(body.member).toMatchObject({ email, role: 'member', has_password: false, last_sign_in_at: null });
    expect(body.sign_in_link.url).toMatch(new RegExp(`^${origin(t)}/login/link#[A-Za-z0-9_-]{43}$`));
    const token = body.sign_in_link.url.split('#')[1]!;
    const signIn = await t.request('/console/v1/session/link', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin(t) }, body: JSON.stringify({ token }) });
    expect(signIn.status).toBe(200);
    const who = (await signIn.json()) as { user: { id: string; role: string }; customer: { id: string } };
    expect(who.user).toMatchObject({ id: body.member.id, role: 'member' });
    expect(who.customer.id).toBe(tenant.customerId);
    expect(sessionTokenOf(signIn)).toBeTruthy();
  });

  it('an email already in the customer (any letter case) is 409', async () => {
    const { tenant, session } = await customerWith('owner');
    const existing = await seedUser(t, tenant.customerId, 'viewer');
    await expectError(await consoleRequest(t, session, '/console/v1/members', { method: 'POST', body: { email: existing.email.toUpperCase(), role: 'viewer' } }), 409, 'conflict', /already exists/);
  });

  it('an email already in the customer written another way (İ for i, full-width letters) is 409, and so is its creation from the CLI', async () => {
    const { tenant, session } = await customerWith('owner');
    const existing = await seedUser(t, tenant.customerId, 'viewer', { email: uniqueEmail('iris') });
    const fullWidth = existing.email.replace(/[a-z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! - 0x61 + 0xff41));
    for (const email of [existing.email.replace(/^i/, '\u0130'), fullWidth]) {
      const res = await consoleRequest(t, session, '/console/v1/members', { method: 'POST', body: { email, role: 'viewer' } });
      await expectError(res, 409, 'conflict', `a member with the email ${email} already exists`);
      await expect(createUser(t.knex, { customerId: tenant.customerId, email, role: 'viewer' })).rejects.toThrow(
        `customer ${tenant.customerId} already has a user with email ${email}`,
      );
    }
  });

  it('the same email in another customer is fine', async () => {
    const { session } = await customerWith('owner');
    const elsewhere = await seedTenant(t.knex);
    const theirs = await t.knex('users').where({ id: elsewhere.userId }).first('email');
    expect((await consoleRequest(t, session, '/console/v1/members', { method: 'POST', body: { email: theirs.email, role: 'viewer' } })).status).toBe(201);
  });

  it('a malformed email is 422 naming the field', async () => {
    const { session } = await customerWith('owner');
    await expectError(await consoleRequest(t, session, '/console/v1/members', { method: 'POST', body: { email: 'not an email', role: 'viewer' } }), 422, 'validation_error', /^email: /);
  });

  it('an admin cannot invite an owner', async () => {
    const { session } = await customerWith('admin');
    await expectError(await consoleRequest(t, session, '/console/v1/members', { method: 'POST', body: { email: uniqueEmail(), role: 'owner' } }), 403, 'forbidden', 'you cannot grant the role owner, a role above your own (admin)');
  });
});

describe('changing roles', () => {
  it('demoting a member narrows their API key at once', async () => {
    const { tenant, session } = await customerWith('admin');
    const member = await seedUser(t, tenant.customerId, 'member');
    const key = await seedKey(t.knex, { ...tenant, userId: member.id }, ['flows:read', 'flows:write']);
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const res = await consoleRequest(t, session, `/console/v1/members/${member.id}`, { method: 'PATCH', body: { role: 'viewer' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Member).role).toBe('viewer');
    expect((await t.request(`/v1/flows/${flow.id}/pause`, { method: 'POST', key: key.key })).status).toBe(403);
    expect((await t.request('/v1/flows', { key: key.key })).status).toBe(200);
  });

  it('an admin cannot change an owner nor make anyone owner', async () => {
    const { tenant, session } = await customerWith('admin');
    const viewer = await seedUser(t, tenant.customerId, 'viewer');
    await expectError(await consoleRequest(t, session, `/console/v1/members/${tenant.userId}`, { method: 'PATCH', body: { role: 'viewer' } }), 403, 'forbidden', /who is owner, a role above your own \(admin\)/);
    await expectError(await consoleRequest(t, session, `/console/v1/members/${viewer.id}`, { method: 'PATCH', body: { role: 'owner' } }), 403, 'forbidden', 'you cannot grant the role owner, a role above your own (admin)');
    expect((await t.knex('users').where({ id: tenant.userId }).first('role')).role).toBe('owner');
  });

  it('the last owner cannot be demoted (409); with a second owner they can', async () => {
    const { tenant, session } = await customerWith('owner');
    await expectError(await consoleRequest(t, session, `/console/v1/members/${tenant.userId}`, { method: 'PATCH', body: { role: 'admin' } }), 409, 'conflict', /is the last owner and cannot be demoted/);
    const second = await seedUser(t, tenant.customerId, 'owner');
    expect((await consoleRequest(t, session, `/console/v1/members/${second.id}`, { method: 'PATCH', body: { role: 'admin' } })).status).toBe(200);
    await consoleRequest(t, session, `/console/v1/members/${second.id}`, { method: 'PATCH', body: { role: 'owner' } });
    expect((await consoleRequest(t, session, `/console/v1/members/${tenant.userId}`, { method: 'PATCH', body: { role: 'admin' } })).status).toBe(200);
  });

  it('two owners demoting each other at once: one succeeds, the other is 409, an owner remains', async () => {
    const { tenant, session } = await customerWith('owner');
    const second = await seedUser(t, tenant.customerId, 'owner');
    const secondSession = await signInAs(t, second.id);
    const [a, b] = await Promise.all([
      consoleRequest(t, session, `/console/v1/members/${second.id}`, { method: 'PATCH', body: { role: 'admin' } }),
      consoleRequest(t, secondSession, `/console/v1/members/${tenant.userId}`, { method: 'PATCH', body: { role: 'admin' } }),
    ]);
    // The customer-row lock serialises them: the second sees either the last-owner rule (409) or, when its own
    // demotion came first, an owner above it (403).
    const statuses = [a.status, b.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([403, 409]).toContain(statuses.find((s) => s !== 200));
    const owners = await t.knex('users').where({ customer_id: tenant.customerId, role: 'owner' }).select('id');
    expect(owners).toHaveLength(1);
  });

  it('an unknown member or another customer\u2019s user is 404', async () => {
    const { session } = await customerWith('owner');
    const other = await seedTenant(t.knex);
    await expectError(await consoleRequest(t, session, `/console/v1/members/${other.userId}`, { method: 'PATCH', body: { role: 'viewer' } }), 404, 'not_found', `member '${other.userId}' does not exist`);
    await expectError(await consoleRequest(t, session, '/console/v1/members/usr_nowhere', { method: 'DELETE' }), 404, 'not_found', "member 'usr_nowhere' does not exist");
    expect((await t.knex('users').where({ id: other.userId }).first('role')).role).toBe('owner');
  });
});

describe('removing', () => {
  it('removes a member: their key is refused at once and their session ends', async () => {
    const { tenant, session } = await customerWith('admin');
    const member = await seedUser(t, tenant.customerId, 'member');
    const key = await seedKey(t.knex, { ...tenant, userId: member.id }, ['flows:read']);
    const memberSession = await signInAs(t, member.id);
    expect((await t.request('/v1/flows', { key: key.key })).status).toBe(200);
    expect((await consoleRequest(t, session, `/console/v1/members/${member.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.request('/v1/flows', { key: key.key })).status).toBe(401);
    expect((await consoleRequest(t, memberSession, '/console/v1/session')).status).toBe(401);
    expect(await t.knex('api_keys').where({ user_id: member.id })).toHaveLength(0);
    expect(await t.knex('sessions').where({ user_id: member.id })).toHaveLength(0);
  });

  it('the last owner cannot be removed (409); an admin cannot remove an owner (403)', async () => {
    const { tenant, session } = await customerWith('owner');
    await expectError(await consoleRequest(t, session, `/console/v1/members/${tenant.userId}`, { method: 'DELETE' }), 409, 'conflict', /is the last owner and cannot be removed/);
    const admin = await seedUser(t, tenant.customerId, 'admin');
    const adminSession = await signInAs(t, admin.id);
    await expectError(await consoleRequest(t, adminSession, `/console/v1/members/${tenant.userId}`, { method: 'DELETE' }), 403, 'forbidden', /you cannot remove .* who is owner/);
  });

  it('removing yourself signs you out', async () => {
    const { userId, session } = await customerWith('admin');
    const res = await consoleRequest(t, session, `/console/v1/members/${userId}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^sluice_session=; .*Max-Age=0/);
    expect((await consoleRequest(t, session, '/console/v1/session')).status).toBe(401);
  });
});
