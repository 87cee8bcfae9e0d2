// `sluice connector install` while two API processes (`serve --no-worker`) and a worker run against one PostgreSQL
// database: both APIs list the new type within seconds and the worker runs a flow through it, with no restart;
// `sluice connector remove` is refused while a connector uses it. A tarball installs the same way, and removing a
// type nobody uses takes it off both APIs within seconds. The processes are the real built CLI.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConnector } from '../src/domain/connectors/repository.js';
import { triggerRun } from '../src/domain/runs/service.js';
import { createRunWakeUp } from '../src/jobs/runWakeUp.js';
import { createLogger } from '../src/log.js';
import { secretsFrom } from '../src/secrets.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { freePorts, killAll, launchSluice, runSluice, waitForHealth } from './support/process.js';
import { seedDefinedFlow, seedTenant, type Tenant } from './support/seed.js';
import { startWorker, until } from './support/workerProcess.js';
import { FIXTURES } from './fixtures/plugins/harness.js';

async function typeIds(url: string, key: string): Promise<string[]> {
  return (await typeVersions(url, key)).map((t) => t.split(' ')[0]!);
}

/** `id version` of every type the API lists. */
async function typeVersions(url: string, key: string): Promise<string[]> {
  const res = await fetch(`${url}/v1/connector-types`, { headers: { Authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Array<{ id: string; version: string }> }).data.map((t) => `${t.id} ${t.version}`);
}

/** The hotplug fixture as `npm pack` makes it (a package/ folder in a .tgz), at `version`. */
function packedHotplug(into: string, version: string): string {
  const root = path.join(into, `pack-${version}`);
  fs.cpSync(path.join(FIXTURES, 'hotplug', 'hotplug'), path.join(root, 'package'), { recursive: true });
  for (const file of ['package.json', 'index.js']) {
    const at = path.join(root, 'package', file);
    fs.writeFileSync(at, fs.readFileSync(at, 'utf8').replaceAll('1.0.0', version));
  }
  const tarball = path.join(into, `hotplug-${version}.tgz`);
  const tar = spawnSync('tar', ['-czf', tarball, '-C', root, 'package'], { encoding: 'utf8' });
  expect(tar.status, tar.stderr).toBe(0);
  return tarball;
}

async function deleted(url: string, key: string, what: string): Promise<void> {
  const res = await fetch(`${url}${what}`, { method: 'DELETE', headers: { Authorization: `Bearer ${key}` } });
  expect(res.status, `DELETE ${what}: ${await res.text()}`).toBe(204);
}

describe.skipIf(!onPostgres)('sluice connector install while Sluice runs', () => {
  let database: TestDatabase;
  let dir: string;
  let env: Record<string, string | undefined>;
  let tenant: Tenant;
  let urls: string[];
  /** What the first test made that uses the hotplug type. */
  let used: { flow: string; connectors: string[] } | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-install-')));
    fs.mkdirSync(path.join(dir, 'plugins'));
    tenant = await seedTenant(database.db.knex);
    env = {
      DATABASE_URL: database.url,
      SLUICE_SECRET_KEY: crypto.randomBytes(32).toString('hex'),
      SLUICE_PLUGINS_DIR: path.join(dir, 'plugins'),
      SLUICE_PLUGINS: undefined,
      SLUICE_FILES_ROOT: path.join(dir, 'files'),
      SLUICE_DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'info',
    };
    const ports = await freePorts(2);
    urls = ports.map((p) => `http://127.0.0.1:${p}`);
    const apis = ports.map((port, i) => launchSluice(['serve', '--no-worker', '--port', String(port), '--host', '127.0.0.1'], { env, name: `api ${i}` }));
    startWorker('w', env);
    // Each loads every plugin before it listens: allow for a loaded machine.
    await Promise.all(apis.map((proc, i) => waitForHealth(proc, urls[i]!, 90_000)));
  }, 120_000);
  afterAll(async () => {
    await killAll();
    await database?.drop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists an installed plugin on both APIs within seconds and runs it in a flow; remove is refused while it is used', async () => {
    for (const url of urls) expect(await typeIds(url, tenant.key)).not.toContain('hotplug');
    const installed = await runSluice(['connector', 'install', path.join(FIXTURES, 'hotplug', 'hotplug'), '--json'], { env, timeoutMs: 60_000 });
    expect(installed.code, installed.stderr).toBe(0);
    expect(JSON.parse(installed.stdout)).toMatchObject({ id: 'hotplug', version: '1.0.0', dir: path.join(dir, 'plugins', 'hotplug-1.0.0') });
    const since = Date.now();
    for (const url of urls) await until(async () => ((await typeIds(url, tenant.key)).includes('hotplug') ? true : undefined), 8_000, `${url} lists hotplug`);
    expect(Date.now() - since).toBeLessThan(8_000);

    const { knex } = database.db;
    const secrets = secretsFrom(env.SLUICE_SECRET_KEY!);
    const source = await insertConnector(knex, secrets, tenant.customerId, { name: 'Hot', type: 'hotplug', config: {} });
    const destination = await insertConnector(knex, secrets, tenant.customerId, { name: 'Files', type: 'files', config: { path: 'hot' } });
    const flow = await seedDefinedFlow(knex, tenant.customerId, { name: 'Hot to files', source_connector_id: source.id, destination_connector_id: destination.id, entities: ['customer'], schedule: 'manual' });
    const wakeUp = createRunWakeUp({ url: database.url!, logger: createLogger('silent') });
    const runId = await triggerRun(knex, tenant.customerId, flow.id, wakeUp.enqueue);
    const run = await until(async () => {
      const row = (await knex('runs').where({ id: runId }).first()) as { status: string; error?: unknown } | undefined;
      return row && ['succeeded', 'partial', 'failed'].includes(row.status) ? row : undefined;
    }, 30_000, 'the run ended');
    expect(run.status, JSON.stringify(run)).toBe('succeeded');

    const removed = await runSluice(['connector', 'remove', 'hotplug'], { env });
    expect(removed.code).toBe(1);
    expect(removed.stderr).toContain(`connector type hotplug is in use by 1 connector(s): ${tenant.customerId}/${source.id} 'Hot' (flows ${flow.id})`);
    expect(fs.existsSync(path.join(dir, 'plugins', 'hotplug-1.0.0'))).toBe(true);
    used = { flow: flow.id, connectors: [source.id, destination.id] };
  }, 120_000);

  it('installs a tarball as npm pack makes it, and removes a type nobody uses: both APIs stop listing it', async () => {
    const installed = await runSluice(['connector', 'install', packedHotplug(dir, '1.1.0'), '--json'], { env, timeoutMs: 60_000 });
    expect(installed.code, installed.stderr).toBe(0);
    expect(JSON.parse(installed.stdout)).toMatchObject({ id: 'hotplug', version: '1.1.0', dir: path.join(dir, 'plugins', 'hotplug-1.1.0') });
    for (const url of urls) await until(async () => ((await typeVersions(url, tenant.key)).includes('hotplug 1.1.0') ? true : undefined), 8_000, `${url} lists hotplug 1.1.0`);

    // Once the flow and its connectors are gone, every version goes, and the APIs say so within seconds.
    await deleted(urls[0]!, tenant.key, `/v1/flows/${used!.flow}`);
    for (const id of used!.connectors) await deleted(urls[0]!, tenant.key, `/v1/connectors/${id}`);
    const removed = await runSluice(['connector', 'remove', 'hotplug'], { env });
    expect(removed.code, removed.stderr).toBe(0);
    expect(fs.readdirSync(path.join(dir, 'plugins')).filter((d) => d.startsWith('hotplug'))).toEqual([]);
    for (const url of urls) await until(async () => (!(await typeIds(url, tenant.key)).includes('hotplug') ? true : undefined), 8_000, `${url} no longer lists hotplug`);
  }, 120_000);
});
