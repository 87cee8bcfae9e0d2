// The delivery queue's caps count what is in flight: a claim never leases more than an endpoint's (or a customer's)
// cap, also when several workers claim at once, and deliveries whose attempt ended while their result waits to be
// recorded no longer count against it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeliveries } from '../src/domain/webhooks/deliveries.js';
import { claimDeliveries, type ClaimLimits } from '../src/domain/webhooks/queue.js';
import { createEndpoint } from '../src/domain/webhooks/service.js';
import { DEFAULT_WEBHOOK_SETTINGS } from '../src/domain/webhooks/settings.js';
import { newId } from '../src/ids.js';
import { secretsFrom } from '../src/secrets.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { seedTenant } from './support/seed.js';

const settings = { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true };
const limits = (over: Partial<ClaimLimits>): ClaimLimits => ({ slots: 10, customerCap: 10, endpointCap: 10, leaseMs: 60_000, cursor: '', ...over });

describe('the delivery queue counts only deliveries in flight against its caps', () => {
  let t: TestDatabase;
  const secrets = secretsFrom(crypto.randomBytes(32).toString('hex'));

  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(() => t.drop());

  /** A new customer with `perEndpoint` ready deliveries to each of its `endpoints` endpoints. */
  async function readyDeliveries(endpoints: number, perEndpoint: number): Promise<void> {
    const tenant = await seedTenant(t.db.knex);
    for (let e = 0; e < endpoints; e++) {
      const { endpoint } = await createEndpoint({ knex: t.db.knex, secrets, settings }, tenant.customerId, {
        url: `https://127.0.0.1:9/hook/${e}`, events: ['flow.paused'], description: null, enabled: true, rate_limit: null, headers: [],
      });
      await insertDeliveries(t.db.knex, Array.from({ length: perEndpoint }, () => ({
        id: newId('del'), customer_id: tenant.customerId, endpoint_id: endpoint.id, event_id: null, event_type: 'flow.paused', payload: '{}', scheduled: true,
      })));
    }
  }

  it('an endpoint cap of 2 leases 2, then none, then one more once an attempt ended', async () => {
    await readyDeliveries(1, 3);
    const first = await claimDeliveries(t.db.knex, limits({ endpointCap: 2 }));
    expect(first.claimed).toHaveLength(2);
    expect((await claimDeliveries(t.db.knex, limits({ endpointCap: 2 }))).claimed).toHaveLength(0);
    const third = await claimDeliveries(t.db.knex, limits({ endpointCap: 2, ended: [first.claimed[0]!.id] }));
    expect(third.claimed).toHaveLength(1);
    expect(first.claimed.map((c) => c.id)).not.toContain(third.claimed[0]!.id);
  });

  it('a customer cap of 2 does the same across its endpoints', async () => {
    await readyDeliveries(3, 1);
    const first = await claimDeliveries(t.db.knex, limits({ customerCap: 2 }));
    expect(first.claimed).toHaveLength(2);
    expect((await claimDeliveries(t.db.knex, limits({ customerCap: 2 }))).claimed).toHaveLength(0);
    expect((await claimDeliveries(t.db.knex, limits({ customerCap: 2, ended: [first.claimed[1]!.id] }))).claimed).toHaveLength(1);
  });

  it('claims made at the same moment by several workers lease no more than the customer cap between them', async () => {
    await readyDeliveries(4, 5);
    // Ten connections open first, so that the claims below overlap instead of waiting for connections one by one.
    await Promise.all(Array.from({ length: 10 }, () => t.db.knex.raw('SELECT pg_sleep(0.05)')));
    // Ten workers' claims at once (on PostgreSQL, ten connections): the per-customer lock makes them take turns. Each
    // claim locks at most 2 candidates per endpoint (8 of the 20), so the row locks alone would not keep them apart.
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimDeliveries(t.db.knex, limits({ customerCap: 3, endpointCap: 2 }))));
    expect(claims.reduce((n, c) => n + c.claimed.length, 0)).toBe(3);
  });
});
