// The files connector: JSON Lines under the calling customer's folder of SLUICE_FILES_ROOT, read incrementally by
// byte offset and appended to; every path that leaves that folder is refused, and so is every file reached through a
// symbolic link or sharing its data through a hard link. (Two customers on a real server: isolation.files.test.ts.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { failureOf, readAll, runtimeOptions, testRuntime, typeOf } from './fixtures/plugins/harness.js';

describe('files connector', () => {
  const CUSTOMER = 'cus_files_test';
  const scope = { customerId: CUSTOMER };
  let base: string;
  /** The shared SLUICE_FILES_ROOT. */
  let shared: string;
  /** The customer's folder in it: the root the plugin sees. */
  let root: string;
  let runtime: ConnectorRuntime;
  let files: ConnectorType;
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-files-'));
    shared = path.join(base, 'root');
    root = path.join(shared, CUSTOMER);
    fs.mkdirSync(path.join(base, 'outside'));
    const options = runtimeOptions();
    runtime = testRuntime({ env: { ...options.env, SLUICE_FILES_ROOT: shared } }).runtime;
    files = await typeOf(runtime, 'files');
  });
  afterAll(async () => {
    await runtime.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  const line = (id: string, email: string) => `${JSON.stringify({ id, email, last_source_update_at: '2024-01-01T00:00:00Z' })}\n`;
  const read = (folder: string, cursor: unknown = null, config: Record<string, unknown> = {}) =>
    readAll(runtime.read(files, { path: folder, ...config }, {}, { entity: 'customer', cursor: cursor as null }, scope));
  const write = (folder: string, records: unknown[]) => runtime.write(files, { path: folder }, {}, { entity: 'customer', records: records as never }, scope);
  const check = (folder: string) => runtime.check(files, { path: folder }, {}, scope);

  describe('paths outside the root', () => {
    it('refuses a path that climbs out with ..', async () => {
      const failure = await failureOf(check('../outside'));
      expect([failure.code, failure.message]).toEqual(['config_invalid', "config.path '../outside' escapes the files root"]);
    });

    it('refuses an absolute path', async () => {
      const failure = await failureOf(check(path.join(base, 'outside')));
      expect(failure.message).toBe(`config.path '${path.join(base, 'outside')}' must be relative to the files root, not absolute`);
    });

    it('refuses a symbolic link that points outside', async () => {
      fs.mkdirSync(root, { recursive: true });
      fs.symlinkSync(path.join(base, 'outside'), path.join(root, 'escape'));
      const failure = await failureOf(check('escape/deeper'));
      expect(failure.message).toBe("config.path 'escape/deeper' escapes the files root through a symbolic link");
    });

    it('refuses to read or write there either', async () => {
      fs.writeFileSync(path.join(base, 'outside', 'customer.jsonl'), line('x', 'x@example.com'));
      expect((await failureOf(read('../outside'))).code).toBe('config_invalid');
      const failure = await failureOf(write('../outside', [{ canonical_id: 'c1' }]));
      expect(failure.code).toBe('config_invalid');
      expect(fs.readFileSync(path.join(base, 'outside', 'customer.jsonl'), 'utf8')).toBe(line('x', 'x@example.com'));
    });
  });

  it('reads a file written by its destination back', async () => {
    const records = [
      { canonical_id: '11111111-1111-4111-8111-111111111111', email: 'a@example.com', external_ids: { shop: '1' }, last_source_update_at: '2024-01-01T00:00:00Z', created_at: '2024-01-01T00:00:01Z', updated_at: '2024-01-01T00:00:01Z' },
      { canonical_id: '22222222-2222-4222-8222-222222222222', email: 'b@example.com', external_ids: { shop: '2' }, last_source_update_at: '2024-01-02T00:00:00Z', created_at: '2024-01-02T00:00:01Z', updated_at: '2024-01-02T00:00:01Z' },
    ];
    expect(await write('exports/crm', records)).toEqual([{ status: 'ok' }, { status: 'ok' }]);
    const back = await read('exports/crm', null, { id_field: 'canonical_id' });
    expect(back.records.map((r) => [r.external_id, r.data])).toEqual([
      ['11111111-1111-4111-8111-111111111111', { email: 'a@example.com', last_source_update_at: '2024-01-01T00:00:00Z' }],
      ['22222222-2222-4222-8222-222222222222', { email: 'b@example.com', last_source_update_at: '2024-01-02T00:00:00Z' }],
    ]);
  });

  it('writes a deleted record as a tombstone line, which a files source reads back as a deletion in its place', async () => {
    const live = { canonical_id: '33333333-3333-4333-8333-333333333333', email: 'c@example.com', external_ids: { shop: '3' }, last_source_update_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-03T00:00:00.000001Z' };
    const other = { ...live, canonical_id: '44444444-4444-4444-8444-444444444444', email: 'd@example.com' };
    const tombstone = { ...live, external_ids: {}, deleted_at: '2024-01-05T00:00:00.000000Z', merged_into: other.canonical_id, updated_at: '2024-01-05T00:00:00.000000Z' };
    expect(await write('exports/log', [live, other, tombstone])).toEqual([{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }]);
    const lines = fs.readFileSync(path.join(root, 'exports', 'log', 'customer.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[2]).toMatchObject({ canonical_id: live.canonical_id, deleted_at: '2024-01-05T00:00:00.000000Z', merged_into: other.canonical_id, email: 'c@example.com' });
    const back = await read('exports/log', null, { id_field: 'canonical_id' });
    expect(back.ids).toEqual([live.canonical_id, other.canonical_id]);
    expect(back.deletions).toEqual([{ external_id: live.canonical_id, deleted_at: '2024-01-05T00:00:00.000000Z' }]);
    expect(back.messages.map((m) => m.type)).toEqual(['records', 'deletions', 'checkpoint']);
    // A record's own deleted_at and merged_into are never data.
    expect(Object.keys(back.records[0]!.data)).not.toContain('merged_into');
  });

  it('rejects a record that cannot be written as JSON and writes the others', async () => {
    const records = [{ canonical_id: 'a', n: 1n }, { canonical_id: 'b', email: 'b@example.com' }];
    const results = await write('bigint', records);
    expect(results).toEqual([{ status: 'rejected', reason: 'the record cannot be written as JSON: Do not know how to serialize a BigInt' }, { status: 'ok' }]);
    expect(fs.readFileSync(path.join(root, 'bigint', 'customer.jsonl'), 'utf8')).toBe('{"canonical_id":"b","email":"b@example.com"}\n');
  });

  it('resumes after the last line it read, and reads a line only once it is complete', async () => {
    const file = path.join(root, 'feed', 'customer.jsonl');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, line('1', 'one@example.com') + line('2', 'two@example.com'));
    const first = await read('feed');
    expect(first.ids).toEqual(['1', '2']);
    fs.appendFileSync(file, line('3', 'three@example.com') + '{"id": "4", "email": "fo');
    const second = await read('feed', first.last);
    expect(second.ids).toEqual(['3']);
    fs.appendFileSync(file, 'ur@example.com"}\n');
    const third = await read('feed', second.last);
    expect(third.records.map((r) => [r.external_id, r.data.email])).toEqual([['4', 'four@example.com']]);
    expect((await read('feed', third.last)).ids).toEqual([]);
  });

  it('reads nothing, and fails nothing, when the entity has no file yet', async () => {
    expect(await read('empty-folder')).toEqual({ records: [], ids: [], deletions: [], checkpoints: [], last: null, messages: [] });
  });

  it('names the byte offset of a line that is not JSON', async () => {
    const file = path.join(root, 'broken', 'customer.jsonl');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, `${line('1', 'one@example.com')}not json\n`);
    const failure = await failureOf(read('broken'));
    expect([failure.code, failure.message]).toEqual(['config_invalid', `customer.jsonl: the line at byte ${Buffer.byteLength(line('1', 'one@example.com'))} is not valid JSON`]);
  });

  describe("the customer's folder", () => {
    it('is the root the plugin sees: created with mode 0700 on the first call, named after the customer', async () => {
      const other = { customerId: 'cus_files_fresh' };
      expect(fs.existsSync(path.join(shared, other.customerId))).toBe(false);
      expect(await runtime.write(files, { path: 'here' }, {}, { entity: 'customer', records: [{ canonical_id: 'x' }] as never }, other)).toEqual([{ status: 'ok' }]);
      expect(fs.statSync(path.join(shared, other.customerId)).mode & 0o777).toBe(0o700);
      expect(fs.readFileSync(path.join(shared, other.customerId, 'here', 'customer.jsonl'), 'utf8')).toBe('{"canonical_id":"x"}\n');
      expect(fs.existsSync(path.join(shared, 'here'))).toBe(false);
      // The other customer's path '.' is its own folder: it reads none of this customer's entity files.
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(path.join(root, 'customer.jsonl'), line('mine', 'mine@example.com'));
      expect((await readAll(runtime.read(files, { path: '.' }, {}, { entity: 'customer', cursor: null }, other))).ids).toEqual([]);
      expect((await read('.')).ids).toEqual(['mine']);
    });

    it("cannot be named from another customer's folder, by .. or by an absolute path", async () => {
      const other = { customerId: 'cus_files_other' };
      fs.mkdirSync(path.join(root, 'secret'), { recursive: true });
      fs.writeFileSync(path.join(root, 'secret', 'customer.jsonl'), line('s', 'secret@example.com'));
      for (const named of [`../${CUSTOMER}/secret`, path.join(root, 'secret')]) {
        const failure = await failureOf(readAll(runtime.read(files, { path: named }, {}, { entity: 'customer', cursor: null }, other)));
        expect(failure.code).toBe('config_invalid');
        const refused = await failureOf(runtime.write(files, { path: named }, {}, { entity: 'customer', records: [{ canonical_id: 'x' }] as never }, other));
        expect(refused.code).toBe('config_invalid');
      }
      expect(fs.readFileSync(path.join(root, 'secret', 'customer.jsonl'), 'utf8')).toBe(line('s', 'secret@example.com'));
    });

    it('is refused when it is a symbolic link, which could lead into another folder', async () => {
      fs.mkdirSync(path.join(shared, 'cus_files_victim'), { recursive: true });
      fs.symlinkSync(path.join(shared, 'cus_files_victim'), path.join(shared, 'cus_files_linked'));
      const failure = await failureOf(runtime.check(files, { path: '.' }, {}, { customerId: 'cus_files_linked' }));
      expect([failure.kind, failure.message]).toEqual(['system', "the customer's files folder under SLUICE_FILES_ROOT is a symbolic link; it must be a plain folder"]);
    });

    it('is not given to a call made for no customer: the plugin has no files root at all', async () => {
      const failure = await failureOf(runtime.check(files, { path: '.' }, {}));
      expect([failure.code, failure.message]).toEqual(['config_invalid', 'SLUICE_FILES_ROOT is not set: the files connector reads and writes only under that folder']);
    });
  });

  describe('links out of the folder', () => {
    const OUTSIDE = line('o', 'outside@example.com');
    let outsideFile: string;
    beforeAll(() => {
      fs.mkdirSync(root, { recursive: true });
      outsideFile = path.join(base, 'outside', 'target.jsonl');
      fs.writeFileSync(outsideFile, OUTSIDE);
    });

    it('refuses to read or append to an entity file that is a symbolic link, wherever it points', async () => {
      fs.mkdirSync(path.join(root, 'linked'));
      fs.symlinkSync(outsideFile, path.join(root, 'linked', 'customer.jsonl'));
      const message = 'linked/customer.jsonl is a symbolic link; the files connector does not follow links';
      const read_ = await failureOf(read('linked'));
      expect([read_.code, read_.message]).toEqual(['config_invalid', message]);
      const written = await failureOf(write('linked', [{ canonical_id: 'x' }]));
      expect([written.code, written.message]).toEqual(['config_invalid', message]);
      expect(fs.readFileSync(outsideFile, 'utf8')).toBe(OUTSIDE);
    });

    it('refuses a dangling symbolic link rather than creating its target', async () => {
      fs.mkdirSync(path.join(root, 'dangling'));
      const target = path.join(base, 'outside', 'created.jsonl');
      fs.symlinkSync(target, path.join(root, 'dangling', 'customer.jsonl'));
      expect((await failureOf(write('dangling', [{ canonical_id: 'x' }]))).code).toBe('config_invalid');
      expect(fs.existsSync(target)).toBe(false);
    });

    it('refuses to read or append to a hard-linked file', async () => {
      fs.mkdirSync(path.join(root, 'hard'));
      fs.linkSync(outsideFile, path.join(root, 'hard', 'customer.jsonl'));
      const message = "hard/customer.jsonl has 2 hard links; the files connector refuses a hard-linked file, which may be another folder's file";
      const read_ = await failureOf(read('hard'));
      expect([read_.code, read_.message]).toEqual(['config_invalid', message]);
      const written = await failureOf(write('hard', [{ canonical_id: 'x' }]));
      expect([written.code, written.message]).toEqual(['config_invalid', message]);
      expect(fs.readFileSync(outsideFile, 'utf8')).toBe(OUTSIDE);
    });

    it('refuses a FIFO without hanging on it', async () => {
      fs.mkdirSync(path.join(root, 'fifo'));
      execFileSync('mkfifo', [path.join(root, 'fifo', 'customer.jsonl')]);
      const read_ = await failureOf(read('fifo'));
      expect([read_.code, read_.message]).toEqual(['config_invalid', 'fifo/customer.jsonl is not a regular file']);
      expect((await failureOf(write('fifo', [{ canonical_id: 'x' }]))).code).toBe('config_invalid');
    });

    it('still reads a folder linked inside its own root', async () => {
      fs.mkdirSync(path.join(root, 'real'));
      fs.writeFileSync(path.join(root, 'real', 'customer.jsonl'), line('r', 'real@example.com'));
      fs.symlinkSync(path.join(root, 'real'), path.join(root, 'alias'));
      expect((await read('alias')).ids).toEqual(['r']);
    });
  });
});
