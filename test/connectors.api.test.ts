// The connector API against a real server: connector types, create, update, delete, and verify with its status
// transitions and outbox events; credentials write-only, encrypted at rest, never in a response or a log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unseal } from '../src/crypto/sealed.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { seedDefinedFlow, seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { expectError } from './support/expectError.js';

const PASSWORD = 'open-sesame';
const WRONG_PASSWORD = 'Wr0ng-pa55word-7c1d';

describe('connector API', () => {
  let t: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await startTestServer({ connectors: runtimeOptions({ fixtures: 'behaviour' }) });
    tenant = await seedTenant(t.knex);
  });
  afterAll(() => t.close());

  const json = (body: unknown) => ({ method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const patch = (body: unknown) => ({ ...json(body), method: 'PATCH' });

  async function create(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const res = await t.request('/v1/connectors', json(body));
    const text = await res.text();
    expect(res.status, text).toBe(201);
    return JSON.parse(text) as Record<string, unknown>;
  }

  const scripted = (config: Record<string, unknown> = {}, password = PASSWORD) =>
    create({ name: 'Scripted', type: 'scripted', config, credentials: { password } });

  async function verify(id: string): Promise<{ result: string; status: string; checked_at: string; latency_ms: number; error: { code: string; message: string } | null }> {
    const res = await t.request(`/v1/connectors/${id}/verify`, { method: 'POST', key: tenant.key });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return JSON.parse(text);
  }

  const eventsOf = async (id: string) =>
    (await t.knex('events').whereRaw(`data->>'connector_id' = ?`, [id]).orderBy('created_at').select('type', 'data')) as Array<{ type: string; data: Record<string, unknown> }>;

  describe('GET /v1/connector-types', () => {
    it('lists every installed type with its manifest and schemas, versions newest first', async () => {
      const { data, response } = await t.client(tenant.key).GET('/v1/connector-types');
      expect(response.status).toBe(200);
      expect(data!.data.map((d) => `${d.id} ${d.version} ${d.latest} ${d.origin}`)).toEqual([
        'files 1.0.0 true first_party',
        'greeter 2.0.0 true plugins_dir',
        'greeter 1.0.0 false plugins_dir',
        'http 1.0.0 true first_party',
        'hubspot 1.0.0 true first_party',
        'mysql 1.0.0 true first_party',
        'postgres 1.0.0 true first_party',
        'sample 1.0.0 true first_party',
        'scripted 1.0.0 true plugins_dir',
        'shopify 1.0.0 true first_party',
        'stripe 1.0.0 true first_party',
      ]);
      expect(data!.meta).toEqual({ total: 11, has_more: false, next_cursor: null });
      const postgres = data!.data.find((d) => d.id === 'postgres')!;
      expect(postgres.kind).toBe('both');
      expect(postgres.entities).toContain('order');
      expect((postgres.credentials_schema as { required: string[] }).required).toEqual(['user']);
      expect((postgres.config_schema as { required: string[] }).required).toEqual(['host', 'database']);
    });

    it('is readable with connectors:read alone', async () => {
      const { key } = await seedKey(t.knex, tenant, ['connectors:read']);
      expect((await t.request('/v1/connector-types', { key })).status).toBe(200);
    });

    it('needs connectors:read', async () => {
      const { key } = await seedKey(t.knex, tenant, ['flows:read']);
      await expectError(await t.request('/v1/connector-types', { key }), 403, 'forbidden', "this API key lacks the scope 'connectors:read' (or its user's role no longer grants it)");
    });
  });

  describe('POST /v1/connectors', () => {
    it('creates a pending connector and answers 201 with it, without credentials', async () => {
      const body = await scripted({ port: 5432 });
      expect(body).toMatchObject({ name: 'Scripted', type: 'scripted', type_version: null, status: 'pending', config: { port: 5432 }, last_verified_at: null, last_error: null, degraded_since: null });
      expect(Object.keys(body).sort()).toEqual(['config', 'created_at', 'degraded_since', 'id', 'last_error', 'last_verified_at', 'name', 'status', 'type', 'type_version', 'updated_at']);
      const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id: body.id as string } } });
      expect(data).toEqual(body);
    });

    it('pins an installed version of the type when asked', async () => {
      const body = await create({ name: 'Old greeter', type: 'greeter', type_version: '1.0.0' });
      expect(body.type_version).toBe('1.0.0');
    });

    it('refuses a type that is not installed, listing the installed ones', async () => {
      await expectError(await t.request('/v1/connectors', json({ name: 'x', type: 'salesforce' })), 422, 'validation_error',
        "body field 'type': connector type 'salesforce' is not installed (installed: files, greeter, http, hubspot, mysql, postgres, sample, scripted, shopify, stripe)");
    });

    it('refuses a version of the type that is not installed', async () => {
      await expectError(await t.request('/v1/connectors', json({ name: 'x', type: 'greeter', type_version: '9.9.9' })), 422, 'validation_error',
        "body field 'type_version': connector type 'greeter' has no installed version '9.9.9' (installed: 2.0.0, 1.0.0)");
    });

    it('refuses config that does not satisfy the type’s schema, naming the field', async () => {
      await expectError(await t.request('/v1/connectors', json({ name: 'x', type: 'scripted', config: { port: 'five' }, credentials: { password: PASSWORD } })),
        422, 'validation_error', "body field 'config.port' must be integer");
    });

    it('refuses an unknown config field', async () => {
      await expectError(await t.request('/v1/connectors', json({ name: 'x', type: 'scripted', config: { prot: 1 }, credentials: { password: PASSWORD } })),
        422, 'validation_error', "unknown body field 'config.prot'");
    });

    it('refuses credentials missing a required field', async () => {
      await expectError(await t.request('/v1/connectors', json({ name: 'x', type: 'scripted', credentials: {} })),
        422, 'validation_error', "missing required body field 'credentials.password'");
    });

    it('refuses a body without a name as a bad request', async () => {
      await expectError(await t.request('/v1/connectors', json({ type: 'sample' })), 400, 'invalid_request', "missing required body field 'name'");
    });

    it('needs connectors:write', async () => {
      const { key } = await seedKey(t.knex, tenant, ['connectors:read']);
      const res = await t.request('/v1/connectors', { ...json({ name: 'x', type: 'sample' }), key });
      await expectError(res, 403, 'forbidden', "this API key lacks the scope 'connectors:write' (or its user's role no longer grants it)");
    });
  });

  describe('PATCH /v1/connectors/{id}', () => {
    it('changes the name and keeps the rest', async () => {
      const created = await scripted({ port: 1 });
      const res = await t.request(`/v1/connectors/${created.id}`, patch({ name: 'Renamed' }));
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ id: created.id, name: 'Renamed', config: { port: 1 }, status: 'pending' });
    });

    it('replaces the config as a whole after validating it', async () => {
      const created = await scripted({ port: 1, outcome: 'ok' });
      const res = await t.request(`/v1/connectors/${created.id}`, patch({ config: { port: 2 } }));
      expect(((await res.json()) as { config: unknown }).config).toEqual({ port: 2 });
    });

    it('refuses invalid config, naming the field, and changes nothing', async () => {
      const created = await scripted({ port: 1 });
      await expectError(await t.request(`/v1/connectors/${created.id}`, patch({ config: { port: 70000 } })), 422, 'validation_error', "body field 'config.port' must be <= 65535");
      const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id: created.id as string } } });
      expect(data?.config).toEqual({ port: 1 });
    });

    it('refuses a new type version whose schema the stored config does not satisfy', async () => {
      const created = await create({ name: 'Greeter', type: 'greeter', type_version: '1.0.0', config: {} });
      await expectError(await t.request(`/v1/connectors/${created.id}`, patch({ type_version: '2.0.0' })), 422, 'validation_error',
        "the stored config does not satisfy greeter 2.0.0; send a new config with type_version: missing required body field 'config.greeting'");
      const res = await t.request(`/v1/connectors/${created.id}`, patch({ type_version: '2.0.0', config: { greeting: 'hello' } }));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { type_version: string }).type_version).toBe('2.0.0');
    });

    it('renames a connector whose type is no longer installed, but cannot check new settings for it', async () => {
      const created = await scripted();
      await t.knex('connectors').where({ id: created.id }).update({ type: 'uninstalled' });
      expect((await t.request(`/v1/connectors/${created.id}`, patch({ name: 'Orphan' }))).status).toBe(200);
      await expectError(await t.request(`/v1/connectors/${created.id}`, patch({ config: {} })), 422, 'validation_error',
        "this connector's type 'uninstalled' is not installed on this server, so its config and credentials cannot be checked");
    });

    it('refuses an empty body', async () => {
      const created = await scripted();
      const res = await t.request(`/v1/connectors/${created.id}`, patch({}));
      expect(res.status).toBe(422);
    });

    it('answers 404 for an unknown connector', async () => {
      await expectError(await t.request('/v1/connectors/con_unknown', patch({ name: 'x' })), 404, 'connector_not_found', "connector 'con_unknown' does not exist");
    });

    it('answers 404 for another customer’s connector', async () => {
      const other = await seedTenant(t.knex);
      const created = await scripted();
      await expectError(await t.request(`/v1/connectors/${created.id}`, { ...patch({ name: 'x' }), key: other.key }), 404, 'connector_not_found', `connector '${created.id}' does not exist`);
    });
  });

  describe('DELETE /v1/connectors/{id}', () => {
    it('deletes a connector no flow uses: 204, then 404', async () => {
      const created = await scripted();
      const res = await t.request(`/v1/connectors/${created.id}`, { method: 'DELETE', key: tenant.key });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect((await t.request(`/v1/connectors/${created.id}`, { key: tenant.key })).status).toBe(404);
    });

    it('refuses with 409 while a flow uses it, naming the flow', async () => {
      const source = await create({ name: 'Source', type: 'sample' });
      const destination = await scripted();
      const flow = await seedDefinedFlow(t.knex, tenant.customerId, {
        name: 'Sample to scripted', source_connector_id: source.id as string, destination_connector_id: destination.id as string, entities: ['customer'], schedule: 'manual',
      });
      await expectError(await t.request(`/v1/connectors/${destination.id}`, { method: 'DELETE', key: tenant.key }), 409, 'conflict',
        `connector '${destination.id}' is used by flow '${flow.id}'; delete those flows or point them at another connector first`);
      expect((await t.request(`/v1/connectors/${destination.id}`, { key: tenant.key })).status).toBe(200);
    });

    it('answers 404 for an unknown connector', async () => {
      await expectError(await t.request('/v1/connectors/con_gone', { method: 'DELETE', key: tenant.key }), 404, 'connector_not_found', "connector 'con_gone' does not exist");
    });
  });

  describe('POST /v1/connectors/{id}/verify', () => {
    it('a passing check makes a pending connector active, without an event', async () => {
      const { id } = await scripted();
      const body = await verify(id as string);
      expect(body).toMatchObject({ result: 'ok', connector_id: id, status: 'active', error: null });
      expect(body.latency_ms).toBeGreaterThanOrEqual(0);
      const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id: id as string } } });
      expect(data).toMatchObject({ status: 'active', last_verified_at: body.checked_at, last_error: null, degraded_since: null });
      expect(await eventsOf(id as string)).toEqual([]);
    });

    it('an auth failure makes an active connector degraded and records connector.degraded', async () => {
      const { id } = await scripted();
      await verify(id as string);
      await t.request(`/v1/connectors/${id}`, patch({ credentials: { password: WRONG_PASSWORD } }));
      const body = await verify(id as string);
      expect(body).toMatchObject({ result: 'error', status: 'degraded', error: { code: 'auth_failed', message: 'password [redacted] was refused' } });
      const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id: id as string } } });
      expect(data).toMatchObject({ status: 'degraded', last_error: { code: 'auth_failed', message: 'password [redacted] was refused' } });
      expect(data?.degraded_since).toBe(body.checked_at);
      expect(await eventsOf(id as string)).toEqual([
        { type: 'connector.degraded', data: { connector_id: id, error: { code: 'auth_failed', message: 'password [redacted] was refused' } } },
      ]);
    });

    it('a quota failure makes the connector degraded too', async () => {
      const { id } = await scripted({ outcome: 'quota' });
      const body = await verify(id as string);
      expect(body).toMatchObject({ status: 'degraded', error: { code: 'quota_exceeded', message: 'daily API quota used up' } });
      expect((await eventsOf(id as string)).map((e) => e.type)).toEqual(['connector.degraded']);
    });

    it('a second failure while degraded records no second event', async () => {
      const { id } = await scripted({}, WRONG_PASSWORD);
      await verify(id as string);
      const first = await t.knex('connectors').where({ id }).first('degraded_since');
      await verify(id as string);
      expect((await eventsOf(id as string)).map((e) => e.type)).toEqual(['connector.degraded']);
      expect((await t.knex('connectors').where({ id }).first('degraded_since')).degraded_since).toBe(first.degraded_since);
      // The operator hears of the change once, at warn, with its kind; not of each failure while degraded.
      const degraded = t.logs.filter((l) => l.msg === 'connector degraded' && l.connector_id === id);
      expect(degraded).toEqual([expect.objectContaining({ level: 40, customer_id: tenant.customerId, error_kind: 'auth', error_code: 'auth_failed' })]);
    });

    it('a later success returns a degraded connector to active and records connector.recovered with the downtime', async () => {
      const { id } = await scripted({}, WRONG_PASSWORD);
      await verify(id as string);
      await t.knex('connectors').where({ id }).update({ degraded_since: t.knex.raw(`clock_timestamp() - interval '90 seconds'`) });
      const fixed = await t.request(`/v1/connectors/${id}`, patch({ credentials: { password: PASSWORD } }));
      expect(((await fixed.json()) as { status: string }).status).toBe('degraded'); // a PATCH does not change the status
      const body = await verify(id as string);
      expect(body).toMatchObject({ result: 'ok', status: 'active', error: null });
      const events = await eventsOf(id as string);
      expect(events.map((e) => e.type)).toEqual(['connector.degraded', 'connector.recovered']);
      const downtime = events[1]!.data.downtime_seconds as number;
      expect(downtime).toBeGreaterThanOrEqual(90);
      expect(downtime).toBeLessThan(150);
      const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id: id as string } } });
      expect(data).toMatchObject({ status: 'active', degraded_since: null, last_error: null });
    });

    it('a config or transient failure is reported without changing the status', async () => {
      const { id } = await scripted();
      await verify(id as string);
      await t.request(`/v1/connectors/${id}`, patch({ config: { outcome: 'transient' } }));
      expect(await verify(id as string)).toMatchObject({ result: 'error', status: 'active', error: { code: 'transient_error', message: 'the API answered 503' } });
      await t.request(`/v1/connectors/${id}`, patch({ config: { outcome: 'config' } }));
      expect(await verify(id as string)).toMatchObject({ result: 'error', status: 'active', error: { code: 'config_invalid', message: 'the account has no such workspace' } });
      expect(await eventsOf(id as string)).toEqual([]);
    });

    it('runs the pinned version of the type', async () => {
      const { id } = await create({ name: 'Greeter', type: 'greeter', type_version: '1.0.0' });
      expect((await verify(id as string)).result).toBe('ok');
      expect(t.logText()).toContain('plugin: greeter 1.0.0 checked');
    });

    it('reports a type that is no longer installed as connector_type_unavailable', async () => {
      const { id } = await scripted();
      await t.knex('connectors').where({ id }).update({ type: 'uninstalled' });
      expect(await verify(id as string)).toMatchObject({
        result: 'error', status: 'pending', error: { code: 'connector_type_unavailable', message: "connector type 'uninstalled' is not installed on this server" },
      });
    });

    it('answers 404 for an unknown connector', async () => {
      await expectError(await t.request('/v1/connectors/con_nope/verify', { method: 'POST', key: tenant.key }), 404, 'connector_not_found', "connector 'con_nope' does not exist");
    });
  });

  describe('credentials', () => {
    const SECRET = 'Sup3r-s3cret-Passw0rd-2f8a';

    it('are stored encrypted, under the credentials key', async () => {
      const { id } = await scripted({}, SECRET);
      const row = (await t.knex('connectors').where({ id }).first()) as Record<string, unknown>;
      for (const [column, value] of Object.entries(row)) expect(JSON.stringify(value), column).not.toContain(SECRET);
      expect(JSON.parse(unseal(t.secrets.subkey('credentials'), row.credentials_ciphertext as string))).toEqual({ password: SECRET });
    });

    it('never appear in a response or a log line, even when the plugin logs, prints and throws them', async () => {
      const texts: string[] = [];
      const keep = async (res: Response) => {
        texts.push(await res.clone().text());
        return res;
      };
      const created = await keep(await t.request('/v1/connectors', json({ name: 'Careless', type: 'scripted', credentials: { password: SECRET } })));
      const { id } = (await created.json()) as { id: string };
      await keep(await t.request(`/v1/connectors/${id}`, { key: tenant.key }));
      await keep(await t.request('/v1/connectors', { key: tenant.key }));
      await keep(await t.request(`/v1/connectors/${id}/verify`, { method: 'POST', key: tenant.key })); // refused: auth_failed
      await keep(await t.request(`/v1/connectors/${id}`, patch({ credentials: { password: PASSWORD } })));
      await keep(await t.request(`/v1/connectors/${id}/verify`, { method: 'POST', key: tenant.key })); // passes, logs the password
      for (const text of texts) expect(text).not.toContain(SECRET);
      const verified = JSON.parse(texts[3]!) as { error: { message: string } };
      expect(verified.error.message).toBe('password [redacted] was refused');
      // The plugin's own log line and stdout line were logged, redacted.
      const log = t.logText();
      expect(log).toContain('plugin: check called with password [redacted]');
      expect(log).toContain('plugin stdout: stdout: the password is [redacted]');
      expect(log).not.toContain(SECRET);
      expect(log).not.toContain(PASSWORD);
    });
  });
});
