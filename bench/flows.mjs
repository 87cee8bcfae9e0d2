// Bench: authenticated GET /v1/flows?limit=50 for a customer with 1,000 flows, full stack against a bare Koa
// baseline running the same SQL, alternating rounds in one run.
import crypto from 'node:crypto';
import { connect } from '../dist/src/db/connect.js';
import { migrateToLatest } from '../dist/src/db/migrate.js';
import { createApiKey, createCustomer, createUser } from '../dist/src/domain/access/service.js';
import { insertConnector } from '../dist/src/domain/connectors/repository.js';
import { defineFlow } from '../dist/src/domain/flows/definition.js';
import { STANDARD_INTERVALS } from '../dist/src/domain/flows/schedules.js';
import { listFlows } from '../dist/src/domain/flows/repository.js';
import { SCOPES } from '../dist/src/domain/access/scopes.js';
import { secretsFrom } from '../dist/src/secrets.js';
import { freePort, load, median, scratchDatabase, startProcess } from './support.mjs';

// The third server counts rate limits in Redis (SLUICE_REDIS_URL); BENCH_REDIS_URL=none leaves it out.
const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * One customer with 1,000 flows in the scratch database at `url`, and an all-scope key; answers the key and the exact
 * SQL (with bindings) the full stack runs for the first page of GET /v1/flows?limit=50.
 */
export async function seedFlowsCustomer(url, secretKey) {
  const db = await connect({ databaseUrl: url });
  try {
    await migrateToLatest(db.knex);
    const customer = await createCustomer(db.knex, { name: 'Bench' });
    const user = await createUser(db.knex, { customerId: customer.id, email: 'bench@example.com', role: 'owner' });
    const { key } = await createApiKey(db.knex, { customerId: customer.id, userId: user.id, scopes: [...SCOPES] });
    const secrets = secretsFrom(secretKey);
    const source = await insertConnector(db.knex, secrets, customer.id, { name: 'src', type: 'postgres' });
    const dest = await insertConnector(db.knex, secrets, customer.id, { name: 'dst', type: 'files' });
    // Both types handle orders; asking their plugins' manifests would start a process per type.
    const deps = { resolveType: async (type, version) => ({ id: type, version: version ?? '1.0.0', kind: 'both', entities: ['order'] }), intervals: STANDARD_INTERVALS };
    for (let i = 0; i < 1000; i++) {
      const def = { name: `Flow ${i}`, source_connector_id: source.id, destination_connector_id: dest.id, entities: ['order'], schedule: 'hourly' };
      await defineFlow(db.knex, customer.id, def, deps);
    }
    // Capture the exact SQL the full stack runs for the first page.
    let captured;
    const capture = (q) => {
      if (/from "flows"/.test(q.sql) && /limit/.test(q.sql)) captured = q;
    };
    db.knex.on('query', capture);
    await listFlows(db.knex, customer.id, { limit: 50 });
    db.knex.off('query', capture);
    return { key, native: { sql: captured.sql, bindings: captured.bindings } };
  } finally {
    await db.close();
  }
}

export async function benchFlows({ rounds = 3, duration = 10, connections = 50 } = {}) {
  const scratch = await scratchDatabase('sluice_bench');
  const secretKey = crypto.randomBytes(32).toString('hex');
  try {
    const { key, native } = await seedFlowsCustomer(scratch.url, secretKey);
    const fullPort = await freePort();
    const basePort = await freePort();
    const sluiceEnv = {
      DATABASE_URL: scratch.url,
      SLUICE_SECRET_KEY: secretKey,
      LOG_LEVEL: 'warn',
      // The limiter still counts every request; the bench must not be throttled by it.
      SLUICE_RATE_LIMIT_READ: '1000000000',
      SLUICE_REDIS_URL: undefined,
    };
    const full = await startProcess(['bin/sluice.js', 'serve', '--port', String(fullPort), '--no-worker'], sluiceEnv, `http://127.0.0.1:${fullPort}/healthz`);
    const redisPort = await freePort();
    const redis = BENCH_REDIS_URL === 'none'
      ? undefined
      : await startProcess(['bin/sluice.js', 'serve', '--port', String(redisPort), '--no-worker'], { ...sluiceEnv, SLUICE_REDIS_URL: BENCH_REDIS_URL }, `http://127.0.0.1:${redisPort}/healthz`);
    const base = await startProcess(['bench/baseline-flows.mjs'], {
      DATABASE_URL: scratch.url,
      PORT: String(basePort),
      SQL: native.sql,
      BINDINGS: JSON.stringify(native.bindings),
    }, `http://127.0.0.1:${basePort}/healthz`);
    const fullUrl = `http://127.0.0.1:${fullPort}/v1/flows?limit=50`;
    const baseUrl = `http://127.0.0.1:${basePort}/v1/flows?limit=50`;
    const redisUrl = `http://127.0.0.1:${redisPort}/v1/flows?limit=50`;
    const check = await (await fetch(fullUrl, { headers: { Authorization: `Bearer ${key}` } })).json();
    if (check.data.length !== 50 || check.meta.total !== 1000) throw new Error('full stack did not return the expected page');
    const auth = { Authorization: `Bearer ${key}` };
    await load({ url: fullUrl, headers: auth, connections, duration: 3 }); // warm up each
    await load({ url: baseUrl, connections, duration: 3 });
    if (redis) await load({ url: redisUrl, headers: auth, connections, duration: 3 });
    const results = { full: [], base: [], redis: [] };
    try {
      for (let r = 0; r < rounds; r++) {
        results.base.push(await load({ url: baseUrl, connections, duration }));
        results.full.push(await load({ url: fullUrl, headers: auth, connections, duration }));
        if (redis) results.redis.push(await load({ url: redisUrl, headers: auth, connections, duration }));
      }
    } finally {
      await full.stop();
      await base.stop();
      await redis?.stop();
    }
    const summary = (runs) => ({ rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) });
    return { full: summary(results.full), base: summary(results.base), redis: redis ? summary(results.redis) : undefined, rounds, duration, connections };
  } finally {
    await scratch.drop();
  }
}
