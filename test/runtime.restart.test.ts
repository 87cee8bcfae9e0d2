// A plugin dropped into SLUICE_PLUGINS_DIR appears in GET /v1/connector-types after a restart, and a broken one
// dropped beside it is refused with a log line while the server starts and serves. The processes are the real
// built CLI (`node bin/sluice.js start`), on the embedded database or, with TEST_DATABASE_URL, a scratch database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedFetch } from './support/contractCheck.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { killAll, launchSluice, type Proc } from './support/process.js';
import { FIXTURES } from './fixtures/plugins/harness.js';

interface Server {
  proc: Proc;
  url: string;
  key: string | undefined;
}

/**
 * `sluice start --demo` on port 0 (the demo is seeded on PostgreSQL only when asked for); resolves once it prints
 * where it runs (and the demo key, on a first start).
 */
async function start(env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<Server> {
  const proc = launchSluice(['start', '--demo', '--port', '0'], { env });
  return proc.waitFor(
    () => {
      const running = /Sluice is running at (http:\/\/\S+) on /.exec(proc.stdout());
      // The first start prints the key on a line of its own after the banner; later starts print no key.
      const key = /^ +(svc_[A-Za-z0-9_-]+) *$/m.exec(proc.stdout())?.[1];
      return running && (key || /Create a key with/.test(proc.stdout())) ? { proc, url: running[1]!, key } : undefined;
    },
    'printed where it runs',
    timeoutMs,
  );
}

async function connectorTypes(server: Server, key: string): Promise<string[]> {
  const res = await checkedFetch(`${server.url}/v1/connector-types`, { headers: { Authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Array<{ id: string; origin: string }> }).data.map((t) => `${t.id} ${t.origin}`);
}

describe('plugins dropped into SLUICE_PLUGINS_DIR', () => {
  let dir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string | undefined>;
  let key: string;
  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-restart-')));
    fs.mkdirSync(path.join(dir, 'plugins'));
    env = { LOG_LEVEL: 'info', SLUICE_PLUGINS: undefined, SLUICE_PLUGINS_DIR: path.join(dir, 'plugins'), SLUICE_DATA_DIR: path.join(dir, 'data') };
    if (onPostgres) {
      database = await freshDatabase({ migrate: false });
      await database.db.close();
      env.DATABASE_URL = database.url;
      env.SLUICE_SECRET_KEY = crypto.randomBytes(32).toString('hex');
    }
  });
  afterAll(async () => {
    await killAll();
    await database?.drop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are listed by GET /v1/connector-types after a restart; a broken one is refused with a log line', async () => {
    const first = await start(env);
    try {
      key = first.key!;
      expect(key).toMatch(/^svc_/);
      expect(await connectorTypes(first, key)).toEqual(['files first_party', 'http first_party', 'hubspot first_party', 'mysql first_party', 'postgres first_party', 'sample first_party', 'shopify first_party', 'stripe first_party']);
    } finally {
      await first.proc.stop();
    }

    fs.cpSync(path.join(FIXTURES, 'refused', 'fine'), path.join(dir, 'plugins', 'fine'), { recursive: true });
    fs.cpSync(path.join(FIXTURES, 'refused', 'import-throws'), path.join(dir, 'plugins', 'broken'), { recursive: true });

    const second = await start(env);
    try {
      expect(await connectorTypes(second, key)).toEqual(['files first_party', 'fine plugins_dir', 'http first_party', 'hubspot first_party', 'mysql first_party', 'postgres first_party', 'sample first_party', 'shopify first_party', 'stripe first_party']);
      const lines = second.proc
        .stdout()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const refused = lines.filter((l) => String(l.msg).startsWith('connector plugin refused'));
      expect(refused.map((l) => [l.level, l.msg])).toEqual([
        [40, `connector plugin refused: ${path.join(dir, 'plugins', 'broken')}: loading the plugin's entry module failed: Error: cannot load: missing dependency`],
      ]);
      expect(lines.some((l) => l.msg === 'connector plugin loaded: fine 1.0.0')).toBe(true);
    } finally {
      await second.proc.stop();
    }
  });
});
