// Every POST /v1/connectors body a first-party connector's README shows is one the API accepts: taken from the
// README as written (its "…" placeholders filled in), sent to a real server, answered 201 with the type's
// settings; and GET /v1/connector-types shows each type's config and credential schemas.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The JSON bodies of `curl … "$BASE/v1/connectors" -d '{…}'` in a README. */
function documentedBodies(readme: string): Array<Record<string, unknown>> {
  const text = fs.readFileSync(path.join(ROOT, readme), 'utf8');
  const bodies = [...text.matchAll(/"\$BASE\/v1\/connectors" -d '(\{[\s\S]*?\})'\n/g)].map((m) => m[1]!);
  // A placeholder stands for a secret or a host the reader fills in: a plausible value of the same kind.
  return bodies.map((b) => JSON.parse(b.replace(/…/g, 'Example0')) as Record<string, unknown>);
}

const READMES: Record<string, string> = {
  mysql: 'connectors/mysql/README.md',
  stripe: 'connectors/stripe/README.md',
  shopify: 'connectors/shopify/README.md',
  hubspot: 'connectors/hubspot/README.md',
};

describe('the connector READMEs', () => {
  let t: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await startTestServer({ connectors: runtimeOptions() });
    tenant = await seedTenant(t.knex);
  }, 60_000);
  afterAll(() => t?.close());

  for (const [type, readme] of Object.entries(READMES)) {
    it(`${readme}: every documented POST /v1/connectors body is accepted`, async () => {
      const bodies = documentedBodies(readme);
      expect(bodies.length).toBeGreaterThan(0);
      for (const body of bodies) {
        expect(body.type).toBe(type);
        const { data, response, error } = await t.client(tenant.key).POST('/v1/connectors', { body: body as never });
        expect(response.status, JSON.stringify(error)).toBe(201);
        expect(data).toMatchObject({ type, status: 'pending' });
        expect(JSON.stringify(data)).not.toContain('Example0'); // the credentials are never returned
      }
    });
  }

  it('GET /v1/connector-types shows the mysql and SaaS types with their schemas', async () => {
    const { data } = await t.client(tenant.key).GET('/v1/connector-types');
    const byId = new Map(data!.data.map((d) => [d.id, d]));
    const required = (id: string, which: 'config_schema' | 'credentials_schema') => (byId.get(id)![which] as { required?: string[] }).required ?? [];
    expect(byId.get('stripe')).toMatchObject({ kind: 'source', entities: ['customer', 'product', 'product_variant', 'subscription', 'invoice', 'payment', 'refund'] });
    expect(byId.get('shopify')).toMatchObject({ kind: 'source', entities: ['customer', 'product', 'product_variant', 'order', 'order_line_item', 'shipment', 'inventory'] });
    expect(byId.get('hubspot')).toMatchObject({ kind: 'source', entities: ['account', 'contact', 'opportunity', 'lead'] });
    expect(byId.get('mysql')).toMatchObject({ kind: 'both' });
    expect([required('mysql', 'config_schema'), required('mysql', 'credentials_schema')]).toEqual([['host', 'database'], ['user']]);
    expect([required('stripe', 'credentials_schema'), required('shopify', 'config_schema'), required('shopify', 'credentials_schema'), required('hubspot', 'credentials_schema')]).toEqual([
      ['api_key'],
      ['shop'],
      ['access_token'],
      ['access_token'],
    ]);
    for (const id of ['stripe', 'shopify', 'hubspot']) {
      expect(Object.keys((byId.get(id)!.config_schema as { properties: object }).properties), id).toContain('api_base_url');
    }
  });
});
