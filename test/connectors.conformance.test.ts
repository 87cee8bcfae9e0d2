// `sluice connector test` and `sluice connector init`, run as the built CLI: the conformance suite passes for every
// first-party connector and for the plugin `connector init` copies from templates/connector (which also passes its
// own tests and type-checks), and fails, saying why, for a plugin that does not conform.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_VERSION } from '@sluice/connector-sdk';
import type { ConformanceReport } from '@sluice/connector-sdk/conformance';
import { FIXTURES } from './fixtures/plugins/harness.js';
import { ADMIN_URL, postgresProblem } from './support/postgresServer.js';
import { MYSQL_URL, mysqlProblem } from './support/mysqlServer.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'bin', 'sluice.js');

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function sluice(args: string[], cwd = ROOT, timeoutMs = 60_000): Promise<Result> {
  return new Promise((resolve, reject) => {
    // The postgres connector's suite uses a server on loopback, which the egress policy refuses unless opened.
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', SLUICE_EGRESS_ALLOW: '*' };
    delete env.SLUICE_PLUGINS_DIR;
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`sluice ${args.join(' ')} did not finish within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The eight first-party connectors' suites share nothing (each fixture makes its own folder, loopback server or
 * scratch database, on port 0 or under a random name), so they run side by side: about 100 s one after another, each
 * a few plugin processes at a time. Side by side on a busy machine one may take a few times as long as alone.
 */
const CONCURRENT = { concurrent: true, timeout: 240_000 } as const;

/** `sluice connector test <dir> --json`: the conformance suite, then the connector's own tests (its test/ folder). */
async function conformance(dir: string): Promise<ConformanceReport> {
  const result = await sluice(['connector', 'test', dir, '--json'], ROOT, 230_000);
  const report = JSON.parse(result.stdout) as ConformanceReport & { ownTests?: { passed: number; failed: number } };
  const failures = report.results.filter((r) => r.status === 'fail').map((r) => `${r.name}: ${r.message}`);
  expect(failures, result.stderr).toEqual([]);
  // Every first-party connector has tests of its own, and they pass.
  expect(report.ownTests, result.stderr).toMatchObject({ failed: 0 });
  expect(report.ownTests!.passed, result.stderr).toBeGreaterThan(0);
  expect(result.code).toBe(0);
  return report;
}

const CONNECTORS = ['files', 'http', 'hubspot', 'mysql', 'postgres', 'sample', 'shopify', 'stripe'];

it('every first-party connector has its own tests, and is tested below', () => {
  const withTests = fs.readdirSync(path.join(ROOT, 'connectors')).filter((name) => fs.existsSync(path.join(ROOT, 'connectors', name, 'test')));
  expect(withTests.sort()).toEqual(CONNECTORS);
});

const noPostgres = await postgresProblem();
if (noPostgres) console.warn(`postgres connector conformance skipped: no PostgreSQL server at ${new URL(ADMIN_URL).host} (${noPostgres})`);
const noMysql = await mysqlProblem();
if (noMysql) console.warn(`mysql connector conformance skipped: no MySQL server at ${new URL(MYSQL_URL).host} (${noMysql})`);

describe('sluice connector test: the first-party connectors conform', CONCURRENT, () => {
  it('sample', async () => {
    const report = await conformance('connectors/sample');
    expect(report.plugin).toEqual({ id: 'sample', version: '1.0.0', kind: 'source' });
    // 6 static tests, check, 3 read tests for each of its 7 entities, and the deletions it declares.
    expect(report.passed).toBe(29);
    expect(report.results.find((r) => r.name === 'read reports deletions (manifest.reportsDeletions)')?.status).toBe('pass');
  });

  it('files', async () => {
    const report = await conformance('connectors/files');
    expect(report.results.filter((r) => r.status === 'pass').map((r) => r.name)).toContain('write returns one result per record, in order');
  });

  it('http', async () => {
    const report = await conformance('connectors/http');
    expect(report.skipped).toBe(0);
  });

  it.skipIf(noPostgres !== undefined)('postgres, against a scratch database on the real server', async () => {
    const report = await conformance('connectors/postgres');
    expect(report.skipped).toBe(0);
    // Its soft-deleted orders are read as deletions, and its destination applies tombstones.
    const passed = report.results.filter((r) => r.status === 'pass').map((r) => r.name);
    expect(passed).toEqual(
      expect.arrayContaining([
        'read reports deletions (manifest.reportsDeletions)',
        'write applies a deletion (a tombstone: deleted_at set) with an ok result',
        'write takes a record back after its tombstone (deleted_at null again) with an ok result',
      ]),
    );
  });
});

describe('sluice connector test: the SaaS connectors conform, each against its local protocol server', CONCURRENT, () => {
  it('stripe: every entity, and the deletion it reports from the events after the list', async () => {
    const report = await conformance('connectors/stripe');
    expect(report.plugin).toEqual({ id: 'stripe', version: '1.0.0', kind: 'source' });
    expect(report.skipped).toBe(0);
    // 6 static tests, check and refused credentials, 3 read tests for each of its 7 entities, and the deletions.
    expect(report.passed).toBe(30);
  });

  it('hubspot: every entity, and the archived contacts as deletions', async () => {
    const report = await conformance('connectors/hubspot');
    expect(report.plugin).toEqual({ id: 'hubspot', version: '1.0.0', kind: 'source' });
    expect(report.skipped).toBe(0);
    // 6 static tests, check and refused credentials, 3 read tests for each of its 4 entities, and the deletions.
    expect(report.passed).toBe(21);
  });

  it('shopify: every entity, and the product deleted while the products were read', async () => {
    const report = await conformance('connectors/shopify');
    expect(report.plugin).toEqual({ id: 'shopify', version: '1.0.0', kind: 'source' });
    expect(report.skipped).toBe(0);
    expect(report.passed).toBe(30);
  });
});

describe('sluice connector test: the mysql connector conforms', CONCURRENT, () => {
  it.skipIf(noMysql !== undefined)('mysql, against a scratch database on the real MariaDB server', async () => {
    const report = await conformance('connectors/mysql');
    expect(report.plugin).toEqual({ id: 'mysql', version: '1.0.0', kind: 'both' });
    expect(report.skipped).toBe(0);
    const passed = report.results.filter((r) => r.status === 'pass').map((r) => r.name);
    expect(passed).toEqual(expect.arrayContaining(['read reports deletions (manifest.reportsDeletions)', 'write applies a deletion (a tombstone: deleted_at set) with an ok result']));
  });
});

describe('sluice connector init', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-init-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a plugin from the template that type-checks, and passes the conformance suite and its own tests, as it is', async () => {
    const made = await sluice(['connector', 'init', 'acme-crm', '--dir', dir]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`created the connector plugin 'acme-crm' in ${path.join(dir, 'acme-crm')}`);
    const plugin = path.join(dir, 'acme-crm');
    expect(fs.readdirSync(plugin).sort()).toEqual(['README.md', 'index.js', 'node_modules', 'package.json', 'test', 'tsconfig.json']);
    expect(fs.readdirSync(path.join(plugin, 'test')).sort()).toEqual(['conformance.js', 'customers.test.js']);
    const pkg = JSON.parse(fs.readFileSync(path.join(plugin, 'package.json'), 'utf8')) as { name: string; sluice: { sdk: number } };
    expect([pkg.name, pkg.sluice.sdk]).toEqual(['sluice-connector-acme-crm', SDK_VERSION]);
    expect(fs.readFileSync(path.join(plugin, 'index.js'), 'utf8')).not.toContain('__NAME__');
    // The SDK's types through the node_modules link init made: no registry needed.
    const typecheck = spawnSync('npm', ['run', '-s', 'typecheck'], { cwd: plugin, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true' } });
    expect(typecheck.status, `${typecheck.stdout}${typecheck.stderr}`).toBe(0);
    const result = await sluice(['connector', 'test', plugin, '--json']);
    const report = JSON.parse(result.stdout) as ConformanceReport & { ownTests?: { passed: number; failed: number } };
    expect([result.code, report.failed], result.stdout).toEqual([0, 0]);
    expect(report.plugin).toEqual({ id: 'acme-crm', version: '0.1.0', kind: 'both' });
    expect(report.skipped).toBe(0);
    expect(report.ownTests).toMatchObject({ passed: 2, failed: 0 });
    // The template shows both sides of deletions, and the suite checks them.
    const passed = report.results.filter((r) => r.status === 'pass').map((r) => r.name);
    expect(passed).toEqual(expect.arrayContaining(['read reports deletions (manifest.reportsDeletions)', 'write applies a deletion (a tombstone: deleted_at set) with an ok result']));
  });

  it('a type error in the plugin fails its typecheck', () => {
    const plugin = path.join(dir, 'acme-crm');
    const index = path.join(plugin, 'index.js');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace("ctx.logger.info('credentials accepted'", "ctx.logger.inform('credentials accepted'"));
    const typecheck = spawnSync('npm', ['run', '-s', 'typecheck'], { cwd: plugin, encoding: 'utf8' });
    expect(typecheck.status).not.toBe(0);
    expect(typecheck.stdout).toContain("Property 'inform' does not exist on type 'Logger'");
  });

  it('fails a source that declares deletions but yields none, and a destination that refuses tombstones, saying why', async () => {
    const made = await sluice(['connector', 'init', 'half-deleting', '--dir', dir]);
    expect(made.code, made.stderr).toBe(0);
    const index = path.join(dir, 'half-deleting', 'index.js');
    const source = fs.readFileSync(index, 'utf8');
    // No customer is deleted any more, and a tombstone is refused like a record without an email.
    const broken = source
      .replace('deleted_at: (i + 1) % 7 === 0 ? updatedAt : null,', 'deleted_at: null,')
      .replace("if (isDeletion(record)) return { status: 'ok' };", "if (isDeletion(record)) return { status: 'rejected', reason: 'deletions are not supported' };");
    expect(broken).not.toBe(source);
    fs.writeFileSync(index, broken);
    const result = await sluice(['connector', 'test', path.join(dir, 'half-deleting'), '--json']);
    expect(result.code).toBe(1);
    const failed = (JSON.parse(result.stdout) as ConformanceReport).results.filter((r) => r.status === 'fail');
    expect(failed.map((r) => r.name)).toEqual([
      'read reports deletions (manifest.reportsDeletions)',
      'write applies a tombstone merged into another record (merged_into set) with an ok result',
      'write applies a deletion (a tombstone: deleted_at set) with an ok result',
    ]);
    expect(failed[0]!.message).toContain('the manifest sets reportsDeletions, but no read of customer yielded a deletion');
    expect(failed[2]!.message).toContain("got 'rejected': deletions are not supported");
  });

  it('creates the plugin in SLUICE_PLUGINS_DIR, or ./plugins, by default', async () => {
    const cwd = fs.mkdtempSync(path.join(dir, 'cwd-'));
    const made = await sluice(['connector', 'init', 'shop-api'], cwd);
    expect(made.code, made.stderr).toBe(0);
    expect(fs.existsSync(path.join(cwd, 'plugins', 'shop-api', 'index.js'))).toBe(true);
  });

  it('refuses a name that is not a valid connector id', async () => {
    const made = await sluice(['connector', 'init', 'Acme CRM', '--dir', dir]);
    expect(made.code).toBe(2);
    expect(made.stderr).toBe("sluice: 'Acme CRM' is not a valid connector name: lower-case letters, digits and dashes, starting with a letter\n");
  });

  it('refuses to overwrite an existing folder', async () => {
    fs.mkdirSync(path.join(dir, 'taken'));
    const made = await sluice(['connector', 'init', 'taken', '--dir', dir]);
    expect(made.code).toBe(2);
    expect(made.stderr).toBe(`sluice: ${path.join(dir, 'taken')} already exists; choose another name or remove it\n`);
  });
});

describe('sluice connector test: a plugin that does not conform', () => {
  it('fails, exiting 1, and lists what failed and why', async () => {
    const result = await sluice(['connector', 'test', path.join(FIXTURES, 'isolation', 'throwing')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('  ✓ the manifest is valid');
    expect(result.stdout).toContain('  ✗ the conformance fixture sets up\n      package.json "sluice" has no "conformance" module; declare one that default-exports defineConformance({setup})');
    expect(result.stdout).toMatch(/throwing 1\.0\.0 \(source\): 4 passed, 1 failed, \d+ skipped\n$/);
  });

  it('reports a refused manifest as the failing test', async () => {
    const result = await sluice(['connector', 'test', path.join(FIXTURES, 'refused', 'not-canonical'), '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as ConformanceReport;
    expect(report.results.find((r) => r.status === 'fail')).toMatchObject({
      name: 'the manifest is valid',
      message: expect.stringMatching(/^manifest\.entities: 'widget' is not a canonical entity type/),
    });
  });

  it('refuses a path that is not a folder', async () => {
    const result = await sluice(['connector', 'test', 'no/such/folder']);
    expect([result.code, result.stderr]).toEqual([2, 'sluice: no/such/folder is not a folder\n']);
  });
});
