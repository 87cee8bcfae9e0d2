// Console sessions for tests: users with passwords, sign-in through the real endpoints, and requests that carry the
// session cookie and Sluice's own Origin, as the console's pages send them.
import type { Knex } from 'knex';
import { createUser } from '../../src/domain/access/service.js';
import type { Role } from '../../src/domain/access/scopes.js';
import { hashPassword } from '../../src/domain/access/passwords.js';
import { storePasswordHash } from '../../src/domain/access/signIn.js';
import { createLoginLink } from '../../src/domain/access/loginLinks.js';
import type { TestServer } from './server.js';

export const PASSWORD = 'correct horse battery staple';

let counter = 0;

export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}${counter}.${process.pid}@example.com`;
}

const hashes = new Map<string, Promise<string>>();

/**
 * Gives a seeded user `password`. Its scrypt hash (~130 ms of CPU) is made once per password and worker and shared
 * by the users seeded with it: only seeding, the hash being the product's own; a test of how passwords are stored
 * sets them through setPassword or the API.
 */
export async function seedPassword(knex: Knex, userId: string, password: string): Promise<void> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  await storePasswordHash(knex, userId, await hashes.get(password)!);
}

export async function seedUser(t: TestServer, customerId: string, role: Role, options: { password?: string | null; email?: string } = {}) {
  const user = await createUser(t.knex, { customerId, email: options.email ?? uniqueEmail(role), role });
  if (options.password !== null) await seedPassword(t.knex, user.id, options.password ?? PASSWORD);
  return user;
}

/** The token of the `sluice_session` cookie a response sets ('' when it clears it), or undefined. */
export function sessionTokenOf(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const m = /^sluice_session=([^;]*)/.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

export function origin(t: TestServer): string {
  return t.server.publicUrl;
}

/** POST /console/v1/session from Sluice's own origin. */
export function signInRequest(t: TestServer, email: string, password: string, headers: Record<string, string> = {}) {
  return t.request('/console/v1/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin(t), ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** A console session for the user: signed in with a one-time link, the session's cookie token answered. */
export async function signInAs(t: TestServer, userId: string): Promise<string> {
  const link = await createLoginLink(t.knex, { userId, publicUrl: origin(t) });
  const res = await t.request('/console/v1/session/link', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin(t) },
    body: JSON.stringify({ token: link.token }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return sessionTokenOf(res)!;
}

/** A request as the console sends it: the session cookie, and Sluice's own Origin on writes. */
export function consoleRequest(t: TestServer, session: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Cookie: `sluice_session=${session}` };
  if (method !== 'GET' && method !== 'HEAD') headers.Origin = origin(t);
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return t.request(path, { method, headers: { ...headers, ...init.headers }, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}
