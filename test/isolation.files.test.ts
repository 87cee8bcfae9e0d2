// Isolation of files roots, on a real server with a worker: customer B points `files` connectors at customer A's
// destination folder (by its plain name, through `..`, by its absolute path, through a symbolic link or a hard
// link in B's own folder) and runs flows. B reads none of A's records and writes nothing into A's folder: each
// path resolves under B's own folder of SLUICE_FILES_ROOT, or the run fails with a config error saying why.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLegacyFiles } from '../src/runtime/legacyFiles.js';
import { captureLog, runtimeOptions } from './fixtures/plugins/harness.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const A_CUSTOMERS = 100;

describe("files connector: one customer cannot reach another's folder", () => {
  let t: TestServer;
  let a: Tenant;
  let b: Tenant;
  let shared: string;
  let outside: string;
  /** A's destination file, and its bytes once A's run wrote it. */
  let aFile: string;
  let aBytes: Buffer;
  const aFolder = () => path.join(shared, a.customerId, 'exports');
  const bFolder = () => path.join(shared, b.customerId);

  beforeAll(async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-isolation-files-'));
    shared = path.join(base, 'files');
    outside = path.join(base, 'outside');
    fs.mkdirSync(outside);
    const options = runtimeOptions();
    t = await startTestServer({
      queue: 'worker',
      connectors: runtimeOptions({ env: { ...options.env, SLUICE_FILES_ROOT: shared } }),
      rateLimits: { trigger: 100_000, write: 100_000, read: 100_000 },
    });
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
  });
  afterAll(async () => {
    await t?.close();
    if (shared) fs.rmSync(path.dirname(shared), { recursive: true, force: true });
  });

  async function json(res: Response, status: number): Promise<Json> {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text);
  }
  const post = (p: string, key: string, body?: unknown) =>
    t.request(p, { method: 'POST', key, ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }) });
  const connector = async (key: string, type: string, config: Record<string, unknown>) =>
    (await json(await post('/v1/connectors', key, { name: `${type} ${crypto.randomUUID()}`, type, config }), 201)).id as string;

  /** A manual flow of customers between two new connectors, run once to its end; the finished run. */
  async function runFlow(key: string, source: [string, Record<string, unknown>], destination: [string, Record<string, unknown>]): Promise<Json> {
    const flow = await json(
      await post('/v1/flows', key, {
        name: `flow ${crypto.randomUUID()}`,
        source_connector_id: await connector(key, ...source),
        destination_connector_id: await connector(key, ...destination),
        entities: ['customer'],
        schedule: 'manual',
      }),
      201,
    );
    const { run_id: runId } = await json(await post(`/v1/flows/${flow.id}/trigger`, key), 202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = await json(await t.request(`/v1/runs/${runId}`, { key }), 200);
      if (!['queued', 'running'].includes(run.status)) return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status} after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const bCustomers = async () => json(await t.request('/api/public/data/customer?limit=500', { key: b.key }), 200);
  /** A's folder holds exactly what A's run wrote: nothing added, nothing else created. */
  const aUntouched = () => {
    expect(fs.readdirSync(aFolder())).toEqual(['customer.jsonl']);
    expect(fs.readFileSync(aFile).equals(aBytes), "A's destination file changed").toBe(true);
  };
  const failedWith = (run: Json, stage: string, message: string | RegExp) => {
    expect(run).toMatchObject({ status: 'failed', stage, records_succeeded: 0 });
    expect(run.errors.at(-1)).toMatchObject({ code: 'config_invalid', stage, message: expect.stringMatching(message) });
  };

  it("A's run writes A's customers under A's own folder of the files root", async () => {
    const run = await runFlow(a.key, ['sample', { seed: 1, customers: A_CUSTOMERS }], ['files', { path: 'exports' }]);
    expect(run).toMatchObject({ status: 'succeeded', records_processed: A_CUSTOMERS });
    aFile = path.join(aFolder(), 'customer.jsonl');
    expect(lines(aFile)).toHaveLength(A_CUSTOMERS);
    expect(fs.statSync(path.join(shared, a.customerId)).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(shared, 'exports')), 'nothing written to the shared root').toBe(false);
    aBytes = fs.readFileSync(aFile);
  });

  it("B naming A's folder by its plain name reads B's own, empty, folder", async () => {
    const run = await runFlow(b.key, ['files', { path: 'exports', id_field: 'canonical_id' }], ['files', { path: 'b-out' }]);
    expect(run).toMatchObject({ status: 'succeeded', records_processed: 0 });
    expect(await bCustomers()).toMatchObject({ count: 0, data: [] });
  });

  it("B naming A's folder through .. or by its absolute path fails at extract with a config error and reads nothing", async () => {
    const climb = `../${a.customerId}/exports`;
    failedWith(await runFlow(b.key, ['files', { path: climb, id_field: 'canonical_id' }], ['files', { path: 'b-out' }]), 'extract', `config.path '${climb}' escapes the files root`);
    failedWith(await runFlow(b.key, ['files', { path: aFolder(), id_field: 'canonical_id' }], ['files', { path: 'b-out' }]), 'extract', /must be relative to the files root, not absolute/);
    // Verify says the same, before any run.
    const id = await connector(b.key, 'files', { path: climb });
    const verify = await json(await post(`/v1/connectors/${id}/verify`, b.key), 200);
    expect(verify).toMatchObject({ result: 'error', error: { code: 'config_invalid', message: `config.path '${climb}' escapes the files root` } });
    expect(await bCustomers()).toMatchObject({ count: 0, data: [] });
  });

  it("B cannot write into A's folder: by name it writes its own folder, through .. or an absolute path the run fails at load", async () => {
    const climb = `../${a.customerId}/exports`;
    failedWith(await runFlow(b.key, ['sample', { seed: 2, customers: 3 }], ['files', { path: climb }]), 'load', `config.path '${climb}' escapes the files root`);
    failedWith(await runFlow(b.key, ['sample', { seed: 3, customers: 3 }], ['files', { path: aFolder() }]), 'load', /must be relative to the files root, not absolute/);
    const byName = await runFlow(b.key, ['sample', { seed: 4, customers: 3 }], ['files', { path: 'exports' }]);
    expect(byName).toMatchObject({ status: 'succeeded' });
    expect(lines(path.join(bFolder(), 'exports', 'customer.jsonl')).length).toBeGreaterThan(0);
    aUntouched();
  });

  describe("links in B's folder", () => {
    const OUTSIDE = `${JSON.stringify({ canonical_id: 'o1', email: 'outside@example.com' })}\n`;
    let outsideFile: string;
    beforeAll(() => {
      outsideFile = path.join(outside, 'customer.jsonl');
      fs.writeFileSync(outsideFile, OUTSIDE);
    });
    const plant = (folder: string, make: (target: string, link: string) => void, target: string) => {
      fs.mkdirSync(path.join(bFolder(), folder), { recursive: true });
      make(target, path.join(bFolder(), folder, 'customer.jsonl'));
    };
    const symlinked = (folder: string) => new RegExp(`${folder}/customer\\.jsonl is a symbolic link; the files connector does not follow links`);
    const hardLinked = (folder: string) => new RegExp(`${folder}/customer\\.jsonl has 2 hard links; the files connector refuses a hard-linked file`);

    it("a symbolic link to A's file or to a file outside the root is refused on read and on append", async () => {
      plant('to-a', fs.symlinkSync, aFile);
      plant('to-outside', fs.symlinkSync, outsideFile);
      for (const folder of ['to-a', 'to-outside']) {
        failedWith(await runFlow(b.key, ['files', { path: folder, id_field: 'canonical_id' }], ['files', { path: 'b-out' }]), 'extract', symlinked(folder));
        failedWith(await runFlow(b.key, ['sample', { seed: 5, customers: 2 }], ['files', { path: folder }]), 'load', symlinked(folder));
      }
      aUntouched();
      expect(fs.readFileSync(outsideFile, 'utf8')).toBe(OUTSIDE);
    });

    it("a hard link to A's file or to a file outside the root is refused on read and on append", async () => {
      plant('hard-a', fs.linkSync, aFile);
      plant('hard-outside', fs.linkSync, outsideFile);
      for (const folder of ['hard-a', 'hard-outside']) {
        failedWith(await runFlow(b.key, ['files', { path: folder, id_field: 'canonical_id' }], ['files', { path: 'b-out' }]), 'extract', hardLinked(folder));
        failedWith(await runFlow(b.key, ['sample', { seed: 6, customers: 2 }], ['files', { path: folder }]), 'load', hardLinked(folder));
      }
      aUntouched();
      expect(fs.readFileSync(outsideFile, 'utf8')).toBe(OUTSIDE);
    });

    it("after every attempt B's data API holds none of A's records", async () => {
      const aIds = new Set(lines(aFile).map((l) => (JSON.parse(l) as { canonical_id: string }).canonical_id));
      const { data } = await bCustomers();
      // What B holds came from its own sample sources only.
      expect(data.length).toBeGreaterThan(0);
      expect(data.filter((r: Json) => Object.keys(r.external_ids).some((system) => system !== 'sample'))).toEqual([]);
      expect(data.filter((r: Json) => Object.values(r.external_ids).some((id) => aIds.has(id as string) || id === 'o1'))).toEqual([]);
    });
  });

  describe('files written before customers had their own folder', () => {
    const line = (id: string) => `${JSON.stringify({ id, email: `${id}@example.com`, last_source_update_at: '2024-01-01T00:00:00Z' })}\n`;
    const legacy = (folder: string, name: string, content: string) => {
      fs.mkdirSync(path.join(shared, folder), { recursive: true });
      fs.writeFileSync(path.join(shared, folder, name), content);
    };

    it("move into the folder of the one customer whose connectors name them; shared or taken ones stay, with a warning", async () => {
      const c = await seedTenant(t.knex);
      const d = await seedTenant(t.knex);
      const e = await seedTenant(t.knex);
      await connector(c.key, 'files', { path: 'legacy-c' });
      await connector(c.key, 'files', { path: 'taken' });
      await connector(d.key, 'files', { path: 'common' });
      await connector(e.key, 'files', { path: './common/' });
      await connector(e.key, 'files', {}); // the default path '.': the root's own entity files
      legacy('legacy-c', 'customer.jsonl', line('c1') + line('c2') + line('c3'));
      fs.symlinkSync(path.join(outside, 'customer.jsonl'), path.join(shared, 'legacy-c', 'order.jsonl'));
      legacy('common', 'customer.jsonl', line('shared'));
      legacy('taken', 'customer.jsonl', line('old'));
      legacy(path.join(c.customerId, 'taken'), 'customer.jsonl', line('new'));
      legacy('.', 'invoice.jsonl', line('i1'));

      const log = captureLog();
      expect(await migrateLegacyFiles(t.knex, shared, log.logger)).toEqual({ moved: 2, leftInPlace: 2 });
      expect(fs.readFileSync(path.join(shared, c.customerId, 'legacy-c', 'customer.jsonl'), 'utf8')).toBe(line('c1') + line('c2') + line('c3'));
      expect(fs.existsSync(path.join(shared, 'legacy-c', 'customer.jsonl'))).toBe(false);
      expect(fs.readFileSync(path.join(shared, e.customerId, 'invoice.jsonl'), 'utf8')).toBe(line('i1'));
      // A link is never moved; a folder two customers name and a file whose new place is taken stay as they were.
      expect(fs.lstatSync(path.join(shared, 'legacy-c', 'order.jsonl')).isSymbolicLink()).toBe(true);
      expect(fs.readFileSync(path.join(shared, 'common', 'customer.jsonl'), 'utf8')).toBe(line('shared'));
      expect(fs.existsSync(path.join(shared, d.customerId, 'common'))).toBe(false);
      expect(fs.existsSync(path.join(shared, e.customerId, 'common'))).toBe(false);
      expect(fs.readFileSync(path.join(shared, 'taken', 'customer.jsonl'), 'utf8')).toBe(line('old'));
      expect(fs.readFileSync(path.join(shared, c.customerId, 'taken', 'customer.jsonl'), 'utf8')).toBe(line('new'));
      const warnings = log.lines.filter((l) => l.level === 40).map((l) => l.msg);
      expect(warnings).toEqual(
        expect.arrayContaining([
          "files connector: common/customer.jsonl under SLUICE_FILES_ROOT left in place: the connectors of 2 customers name the folder 'common'; move it into the right customer's folder by hand",
          'files connector: taken/customer.jsonl under SLUICE_FILES_ROOT left in place: the customer already has a file at its new place',
        ]),
      );
      expect(warnings).toHaveLength(2);

      // Again: nothing more to move. And the owner's flow reads its moved file.
      expect((await migrateLegacyFiles(t.knex, shared, captureLog().logger)).moved).toBe(0);
      const run = await runFlow(c.key, ['files', { path: 'legacy-c' }], ['files', { path: 'c-out' }]);
      expect(run).toMatchObject({ status: 'succeeded', records_processed: 3 });
    });
  });
});
