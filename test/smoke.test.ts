import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFlow, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

describe('smoke', () => {
  let t: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await startTestServer();
    tenant = await seedTenant(t.knex);
    await seedFlow(t.knex, t.secrets, tenant.customerId);
  });
  afterAll(() => t.close());

  it('lists flows through the generated client', async () => {
    const { data, response } = await t.client(tenant.key).GET('/v1/flows');
    expect(response.status).toBe(200);
    expect(data?.data).toHaveLength(1);
  });
});
