// Bench: the canonical data API. 200,000 orders for one customer (and 50,000 for another) are read end to end
// through GET /api/public/data/order?limit=500 following next_cursor, against a plain `pg` keyset loop over the
// same rows that JSON-encodes each page; passes alternate. Then the upsert path's records/s for 100,000 incoming
// records, half of them matching stored ones. A third reader measures the transport floor (bench/transportFloor.mjs):
// one real page of the API served as fixed bytes by a bare node:http process and read by the same client loop, so
// the report can say how much of the full stack's time any HTTP server would spend. A fourth reader reads through a
// second server whose rate-limit counters are in Redis. A fifth, the page-server floor (bench/pageServer.mjs), reads
// through a bare node:http process running only the API's page code, so the report can say what the request pipeline
// adds and how far the page work alone stays from the baseline. A sixth reads through a server with read-ahead off
// (SLUICE_READ_AHEAD=off, src/domain/canonical/readAhead.ts), so the report says what reading the next page while
// the client parses this one gains. Prints its own Markdown section.
// Run alone: `npm run -s build && node bench/canonical.mjs`; `npm run bench` runs it after the other benches.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { connect } from '../dist/src/db/connect.js';
import { migrateToLatest } from '../dist/src/db/migrate.js';
import { createApiKey, createCustomer, createUser } from '../dist/src/domain/access/service.js';
import { SCOPES } from '../dist/src/domain/access/scopes.js';
import { pageQuery } from '../dist/src/domain/canonical/repository.js';
import { upsertCanonical } from '../dist/src/domain/canonical/upsert/index.js';
import { freePort, median, scratchDatabase, startProcess } from './support.mjs';

// A fourth reader: the server with its rate-limit counters in Redis; BENCH_REDIS_URL=none leaves it out.
const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const MAIN = 200_000;
const OTHER = 50_000;
const LIMIT = 500;
const UPSERTS = 100_000;
const UPSERT_BATCH = 1_000;

/** 200,000 + 50,000 orders in two INSERT … SELECT generate_series statements, with their external ids. */
async function seed(knex, customerId, count, prefix) {
  // updated_at: one millisecond apart in groups of three (ties broken by canonical_id), like batched writes. `data`
  // as the upsert writes it: the JSON text of every field in schema order (migration 012).
  await knex.raw(
    `INSERT INTO canonical_records (canonical_id, customer_id, entity, data, sources, external_ids, match_key, last_source_update_at, created_at, updated_at)
     SELECT gen_random_uuid(), ?, 'order',
       format('{"order_number":%s,"status":%s,"total_cents":%s,"currency":%s,"placed_at":%s}', to_json(?::text || g),
         to_json((ARRAY['pending','confirmed','paid','fulfilled','cancelled'])[1 + g % 5]), (g * 7919) % 250000,
         to_json((ARRAY['EUR','USD','GBP'])[1 + g % 3]), to_json(to_char((t.ts - interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')))::json,
       jsonb_build_object('order_number', jsonb_build_array(t.src, 'shop'), 'status', jsonb_build_array(t.src, 'shop'),
         'total_cents', jsonb_build_array(t.src, 'shop'), 'currency', jsonb_build_array(t.src, 'shop'), 'placed_at', jsonb_build_array(t.src, 'shop')),
       jsonb_build_object('shop', g::text), lower(?::text || g), t.ts, t.ts, t.ts + interval '1 second'
     FROM generate_series(1, ?) AS g,
       LATERAL (SELECT timestamptz '2026-01-01T00:00:00Z' + (g / 3) * interval '1 millisecond' AS ts,
                       to_char((timestamptz '2026-01-01T00:00:00Z' + (g / 3) * interval '1 millisecond') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS src) AS t`,
    [customerId, prefix, prefix, count],
  );
  await knex.raw(
    `INSERT INTO canonical_external_ids (customer_id, entity, system, external_id, canonical_id)
     SELECT customer_id, entity, 'shop', external_ids->>'shop', canonical_id FROM canonical_records WHERE customer_id = ?`,
    [customerId],
  );
}

/** Reads every page through the API; returns the records read, the seconds taken and each page's milliseconds. */
async function readThroughApi(baseUrl, key) {
  const pageMs = [];
  let records = 0;
  let cursor = null;
  const started = performance.now();
  do {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/public/data/order?limit=${LIMIT}${cursor ? `&cursor=${cursor}` : ''}`, { headers: { Authorization: `Bearer ${key}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`API answered ${res.status}: ${JSON.stringify(body)}`);
    pageMs.push(performance.now() - t0);
    records += body.data.length;
    cursor = body.next_cursor;
  } while (cursor);
  return { records, seconds: (performance.now() - started) / 1000, pageMs };
}

/** As many requests as the API pass makes, to a server answering one fixed page: the same fetch and parse. */
async function readTransportFloor(baseUrl, pages) {
  const pageMs = [];
  let records = 0;
  const started = performance.now();
  for (let i = 0; i < pages; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/public/data/order?limit=${LIMIT}&page=${i}`);
    const body = await res.json();
    if (res.status !== 200) throw new Error(`floor server answered ${res.status}`);
    pageMs.push(performance.now() - t0);
    records += body.data.length;
  }
  return { records, seconds: (performance.now() - started) / 1000, pageMs };
}

/** The same pages with a plain pg client: the same keyset SQL, JSON.stringify of each page. */
async function readThroughPg(client, customerId) {
  const pageMs = [];
  let records = 0;
  let after;
  let bytes = 0;
  const started = performance.now();
  for (;;) {
    const t0 = performance.now();
    const { sql, bindings } = pageQuery(customerId, 'order', { limit: LIMIT - 1, after });
    let i = 0;
    const { rows } = await client.query(sql.replace(/\?/g, () => `$${++i}`), bindings);
    bytes += JSON.stringify(rows).length;
    pageMs.push(performance.now() - t0);
    records += rows.length;
    if (rows.length < LIMIT) break;
    const last = rows[rows.length - 1];
    after = { ts: last.updated_at, id: last.canonical_id };
  }
  if (bytes === 0) throw new Error('nothing read');
  return { records, seconds: (performance.now() - started) / 1000, pageMs };
}

async function benchUpsert(knex, customerId) {
  // Half new orders, half stored ones: 25,000 re-sent by the shop with a changed status (matched by external id),
  // 25,000 sent by an ERP under its own ids (matched by order number).
  const ts = '2026-06-01T00:00:00.000000Z';
  const incoming = [];
  for (let i = 0; i < UPSERTS; i++) {
    const kind = i % 4; // 0, 1: new; 2: shop update; 3: ERP match by order number
    const n = kind < 2 ? MAIN + 1 + i : 1 + i;
    const system = kind === 3 ? 'erp' : 'shop';
    const externalId = kind === 3 ? `ERP-${n}` : String(n);
    incoming.push({
      system,
      externalId,
      record: { order_number: `SO-${n}`, status: 'fulfilled', total_cents: n % 250000, currency: 'EUR', placed_at: '2026-05-31T12:00:00Z', last_source_update_at: ts },
    });
  }
  const started = performance.now();
  const totals = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (const system of ['shop', 'erp']) {
    const mine = incoming.filter((r) => r.system === system);
    for (let i = 0; i < mine.length; i += UPSERT_BATCH) {
      const s = await upsertCanonical(knex, { customerId: customerId, entity: 'order', system: system }, mine.slice(i, i + UPSERT_BATCH));
      for (const k of Object.keys(totals)) totals[k] += s[k];
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, rps: UPSERTS / seconds, ...totals };
}

export async function benchCanonical({ rounds = 3 } = {}) {
  const scratch = await scratchDatabase('sluice_bench_canonical');
  const secretKey = crypto.randomBytes(32).toString('hex');
  const db = await connect({ databaseUrl: scratch.url });
  let server;
  let redisServer;
  let noAheadServer;
  let floorServer;
  let pageServer;
  let pageFile;
  // Timestamps as text, as the server reads them: a Date would cut the cursor's microseconds.
  const types = { getTypeParser: (oid, format) => (oid === 1184 ? (v) => v : pg.types.getTypeParser(oid, format)) };
  const client = new pg.Client({ connectionString: scratch.url, types });
  try {
    await migrateToLatest(db.knex);
    const customer = await createCustomer(db.knex, { name: 'Bench' });
    const other = await createCustomer(db.knex, { name: 'Other' });
    const user = await createUser(db.knex, { customerId: customer.id, email: 'bench@example.com', role: 'owner' });
    const { key } = await createApiKey(db.knex, { customerId: customer.id, userId: user.id, scopes: [...SCOPES] });
    let t0 = performance.now();
    await seed(db.knex, customer.id, MAIN, 'SO-');
    await seed(db.knex, other.id, OTHER, 'OT-');
    await db.knex.raw('VACUUM ANALYZE canonical_records');
    await db.knex.raw('VACUUM ANALYZE canonical_external_ids');
    const seedSeconds = (performance.now() - t0) / 1000;

    const port = await freePort();
    const sluiceEnv = { DATABASE_URL: scratch.url, SLUICE_SECRET_KEY: secretKey, LOG_LEVEL: 'warn', SLUICE_RATE_LIMIT_READ: '1000000000', SLUICE_REDIS_URL: undefined };
    server = await startProcess(['bin/sluice.js', 'serve', '--port', String(port), '--no-worker'], sluiceEnv, `http://127.0.0.1:${port}/healthz`);
    const baseUrl = `http://127.0.0.1:${port}`;
    // The same server with its rate-limit counters in Redis (the key lookup stays one PostgreSQL statement).
    const redisPort = await freePort();
    if (BENCH_REDIS_URL !== 'none') {
      redisServer = await startProcess(['bin/sluice.js', 'serve', '--port', String(redisPort), '--no-worker'], { ...sluiceEnv, SLUICE_REDIS_URL: BENCH_REDIS_URL }, `http://127.0.0.1:${redisPort}/healthz`);
    }
    const redisBaseUrl = `http://127.0.0.1:${redisPort}`;
    // The same server with read-ahead off: what the default's reading of the next page gains.
    const noAheadPort = await freePort();
    noAheadServer = await startProcess(['bin/sluice.js', 'serve', '--port', String(noAheadPort), '--no-worker'], { ...sluiceEnv, SLUICE_READ_AHEAD: 'off' }, `http://127.0.0.1:${noAheadPort}/healthz`);
    const noAheadUrl = `http://127.0.0.1:${noAheadPort}`;
    await client.connect();

    // The floor serves the API's own first page, byte for byte.
    const first = await fetch(`${baseUrl}/api/public/data/order?limit=${LIMIT}`, { headers: { Authorization: `Bearer ${key}` } });
    if (first.status !== 200) throw new Error(`API answered ${first.status}`);
    pageFile = path.join(os.tmpdir(), `sluice-bench-page-${process.pid}.json`);
    fs.writeFileSync(pageFile, Buffer.from(await first.arrayBuffer()));
    const floorPort = await freePort();
    floorServer = await startProcess(['bench/transportFloor.mjs', String(floorPort), pageFile], {}, `http://127.0.0.1:${floorPort}/ready`);
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    const pagePort = await freePort();
    pageServer = await startProcess(['bench/pageServer.mjs', String(pagePort), scratch.url, customer.id], {}, `http://127.0.0.1:${pagePort}/ready`);
    const pageUrl = `http://127.0.0.1:${pagePort}`;

    // Warm-up pass of each, then alternating measured passes.
    const warmApi = await readThroughApi(baseUrl, key);
    const warmPg = await readThroughPg(client, customer.id);
    await readTransportFloor(floorUrl, warmApi.pageMs.length);
    if (redisServer) await readThroughApi(redisBaseUrl, key);
    await readThroughApi(noAheadUrl, key);
    const warmPage = await readThroughApi(pageUrl, key);
    if (warmApi.records !== MAIN || warmPg.records !== MAIN || warmPage.records !== MAIN) {
      throw new Error(`read ${warmApi.records} / ${warmPg.records} / ${warmPage.records} records, expected ${MAIN}`);
    }
    const api = [];
    const plain = [];
    const floor = [];
    const redis = [];
    const pageOnly = [];
    const noAhead = [];
    for (let r = 0; r < rounds; r++) {
      plain.push(await readThroughPg(client, customer.id));
      api.push(await readThroughApi(baseUrl, key));
      floor.push(await readTransportFloor(floorUrl, warmApi.pageMs.length));
      if (redisServer) redis.push(await readThroughApi(redisBaseUrl, key));
      pageOnly.push(await readThroughApi(pageUrl, key));
      noAhead.push(await readThroughApi(noAheadUrl, key));
    }
    await server.stop();
    server = undefined;
    await redisServer?.stop();
    redisServer = undefined;
    await noAheadServer.stop();
    noAheadServer = undefined;
    await floorServer.stop();
    floorServer = undefined;
    await pageServer.stop();
    pageServer = undefined;

    t0 = performance.now();
    const upsert = await benchUpsert(db.knex, customer.id);

    const rps = (runs) => median(runs.map((x) => x.records / x.seconds));
    const edge = (runs, from) => median(runs.flatMap((x) => (from === 'first' ? x.pageMs.slice(0, 20) : x.pageMs.slice(-20))));
    const result = {
      rounds,
      seedSeconds,
      api: { rps: rps(api), first: edge(api, 'first'), last: edge(api, 'last'), pages: api[0].pageMs.length },
      plain: { rps: rps(plain), first: edge(plain, 'first'), last: edge(plain, 'last'), pages: plain[0].pageMs.length },
      redis: redis.length > 0 ? { rps: rps(redis), first: edge(redis, 'first'), last: edge(redis, 'last'), pages: redis[0].pageMs.length } : undefined,
      noAhead: { rps: rps(noAhead), first: edge(noAhead, 'first'), last: edge(noAhead, 'last'), pages: noAhead[0].pageMs.length },
      pageOnly: { rps: rps(pageOnly), first: edge(pageOnly, 'first'), last: edge(pageOnly, 'last'), pages: pageOnly[0].pageMs.length },
      floor: { rps: rps(floor), first: edge(floor, 'first'), last: edge(floor, 'last'), pages: floor[0].pageMs.length, bytes: fs.statSync(pageFile).size },
      upsert,
    };
    console.log(report(result));
    return result;
  } finally {
    if (server) await server.stop();
    if (redisServer) await redisServer.stop();
    if (noAheadServer) await noAheadServer.stop();
    if (floorServer) await floorServer.stop();
    if (pageServer) await pageServer.stop();
    if (pageFile) fs.rmSync(pageFile, { force: true });
    await client.end().catch(() => {});
    await db.close();
    await scratch.drop();
  }
}

function report(r) {
  const ratio = r.api.rps / r.plain.rps;
  // Mean milliseconds per page of each reader (pages of 500 records), from its median rate.
  const basePage = (1000 * LIMIT) / r.plain.rps;
  const floorPage = (1000 * LIMIT) / r.floor.rps;
  const apiPage = (1000 * LIMIT) / r.api.rps;
  const pageOnlyPage = (1000 * LIMIT) / r.pageOnly.rps;
  const noAheadPage = (1000 * LIMIT) / r.noAhead.rps;
  const ceiling = basePage / (basePage + floorPage);
  const f = (n) => Math.round(n).toLocaleString('en-US');
  const ms = (n) => n.toFixed(1);
  return [
    `## GET /api/public/data/order?limit=500, 200,000 orders read end to end`,
    '',
    `Command: \`npm run bench\` (or \`npm run -s build && node bench/canonical.mjs\`); ${r.rounds} measured passes of each after a warm-up pass, alternating; medians.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL on loopback. Seeded 200,000 + 50,000 orders in ${r.seedSeconds.toFixed(1)} s.`,
    '',
    '| | records/s | pages | ms/page, first 20 | ms/page, last 20 |',
    '|---|---:|---:|---:|---:|',
    `| baseline: plain \`pg\` keyset loop, same SQL, JSON.stringify per page | ${f(r.plain.rps)} | ${r.plain.pages} | ${ms(r.plain.first)} | ${ms(r.plain.last)} |`,
    `| full stack: HTTP, auth, rate limit, validation, signed cursor, records built and encoded, client parses; the next pages read ahead | ${f(r.api.rps)} | ${r.api.pages} | ${ms(r.api.first)} | ${ms(r.api.last)} |`,
    `| full stack, read-ahead off (SLUICE_READ_AHEAD=off) | ${f(r.noAhead.rps)} | ${r.noAhead.pages} | ${ms(r.noAhead.first)} | ${ms(r.noAhead.last)} |`,
    ...(r.redis ? [`| full stack, rate-limit counters in Redis (SLUICE_REDIS_URL) | ${f(r.redis.rps)} | ${r.redis.pages} | ${ms(r.redis.first)} | ${ms(r.redis.last)} |`] : []),
    `| page-server floor: bare \`node:http\` process running only the API's page code (\`listCanonicalJson\`), no routing, validation, auth or rate limit, unsigned cursor; same client loop | ${f(r.pageOnly.rps)} | ${r.pageOnly.pages} | ${ms(r.pageOnly.first)} | ${ms(r.pageOnly.last)} |`,
    `| transport floor: bare \`node:http\` process answering the API's first page (${f(r.floor.bytes)} bytes) as fixed bytes, same client loop | ${f(r.floor.rps)} | ${r.floor.pages} | ${ms(r.floor.first)} | ${ms(r.floor.last)} |`,
    '',
    `Ratio full/baseline: **${ratio.toFixed(2)}×** with the counters in PostgreSQL${r.redis ? `, **${(r.redis.rps / r.plain.rps).toFixed(2)}×** with them in Redis` : ''} (target ≥ 0.6×); **${(r.noAhead.rps / r.plain.rps).toFixed(2)}×** with read-ahead off. Last pages vs first pages: ${(r.api.last / r.api.first).toFixed(2)}× (API), ${(r.plain.last / r.plain.first).toFixed(2)}× (baseline).`,
    `Serial ceiling set by the transport: a server that did a page's work only once asked for it, whose page work cost no more than the baseline's page (${ms(basePage)} ms) and whose HTTP cost no more than the floor's (${ms(floorPage)} ms), would reach **${ceiling.toFixed(2)}×**; with read-ahead off the full stack spends ${ms(noAheadPage)} ms a page, ${ms(noAheadPage - basePage - floorPage)} ms above that sum. Read-ahead reads the next pages while this one travels and is parsed: the full stack spends ${ms(apiPage)} ms a page with it.`,
    `Page-server floor: the API's page code behind a bare HTTP server (no read-ahead) reaches **${(r.pageOnly.rps / r.plain.rps).toFixed(2)}×** the baseline; the request pipeline (routing, validation, key lookup and rate limit, signed cursor, headers, log line) adds ${ms(noAheadPage - pageOnlyPage)} ms a page to it (read-ahead off).`,
    '',
    `Upsert path: ${f(UPSERTS)} incoming orders in batches of ${f(UPSERT_BATCH)} (50,000 new, 25,000 changed re-sends matched by external id, 25,000 from a second system matched by order number): **${f(r.upsert.rps)} records/s** (${r.upsert.seconds.toFixed(1)} s; ${f(r.upsert.created)} created, ${f(r.upsert.updated)} updated, ${f(r.upsert.unchanged)} unchanged, ${f(r.upsert.rejected)} rejected).`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchCanonical({ rounds: Number(process.env.BENCH_ROUNDS || 3) });
}
