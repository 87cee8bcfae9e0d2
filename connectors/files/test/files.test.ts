// The files connector: JSON Lines under SLUICE_FILES_ROOT, read incrementally by byte offset and appended to;
// every path that leaves that folder is refused, and so is every file reached through a symbolic link or sharing
// its data through a hard link. (The customer's own folder Sluice makes the root: test/runtime.customerRoot.test.ts
// in Sluice.) Runs with `node --test` on the build (npm test).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertMatch, connectorTester, failureOf } from '@sluice/connector-sdk/testing';
import files from '../dist/index.js';

describe('files connector', () => {
  let base: string;
  /** SLUICE_FILES_ROOT: the root the plugin sees. */
  let root: string;
  const tester = connectorTester(files);
  before(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-files-'));
    root = path.join(base, 'root');
    fs.mkdirSync(root);
    fs.mkdirSync(path.join(base, 'outside'));
    process.env.SLUICE_FILES_ROOT = root;
  });
  after(() => {
    delete process.env.SLUICE_FILES_ROOT;
    fs.rmSync(base, { recursive: true, force: true });
  });

  const line = (id: string, email: string) => `${JSON.stringify({ id, email, last_source_update_at: '2024-01-01T00:00:00Z' })}\n`;
  const read = (folder: string, cursor: unknown = null, config: Record<string, unknown> = {}) =>
    tester.read('customer', { config: { path: folder, ...config }, credentials: {}, cursor: cursor as null });
  const write = (folder: string, records: unknown[]) => tester.write('customer', records as never, { config: { path: folder }, credentials: {} });
  const check = (folder: string) => tester.check({ config: { path: folder }, credentials: {} });

  describe('paths outside the root', () => {
    it('refuses a path that climbs out with ..', async () => {
      const failure = await failureOf(check('../outside'));
      assert.deepEqual([failure.kind, failure.message], ['config', "config.path '../outside' escapes the files root"]);
    });

    it('refuses an absolute path', async () => {
      const failure = await failureOf(check(path.join(base, 'outside')));
      assert.equal(failure.message, `config.path '${path.join(base, 'outside')}' must be relative to the files root, not absolute`);
    });

    it('refuses a symbolic link that points outside', async () => {
      fs.mkdirSync(root, { recursive: true });
      fs.symlinkSync(path.join(base, 'outside'), path.join(root, 'escape'));
      const failure = await failureOf(check('escape/deeper'));
      assert.equal(failure.message, "config.path 'escape/deeper' escapes the files root through a symbolic link");
    });

    it('refuses to read or write there either', async () => {
      fs.writeFileSync(path.join(base, 'outside', 'customer.jsonl'), line('x', 'x@example.com'));
      assert.equal((await failureOf(read('../outside'))).kind, 'config');
      const failure = await failureOf(write('../outside', [{ canonical_id: 'c1' }]));
      assert.equal(failure.kind, 'config');
      assert.equal(fs.readFileSync(path.join(base, 'outside', 'customer.jsonl'), 'utf8'), line('x', 'x@example.com'));
    });
  });

  it('reads a file written by its destination back', async () => {
    const records = [
      { canonical_id: '11111111-1111-4111-8111-111111111111', email: 'a@example.com', external_ids: { shop: '1' }, last_source_update_at: '2024-01-01T00:00:00Z', created_at: '2024-01-01T00:00:01Z', updated_at: '2024-01-01T00:00:01Z' },
      { canonical_id: '22222222-2222-4222-8222-222222222222', email: 'b@example.com', external_ids: { shop: '2' }, last_source_update_at: '2024-01-02T00:00:00Z', created_at: '2024-01-02T00:00:01Z', updated_at: '2024-01-02T00:00:01Z' },
    ];
    assert.deepEqual(await write('exports/crm', records), [{ status: 'ok' }, { status: 'ok' }]);
    const back = await read('exports/crm', null, { id_field: 'canonical_id' });
    assert.deepEqual(back.records.map((r) => [r.external_id, r.data]), [
      ['11111111-1111-4111-8111-111111111111', { email: 'a@example.com', last_source_update_at: '2024-01-01T00:00:00Z' }],
      ['22222222-2222-4222-8222-222222222222', { email: 'b@example.com', last_source_update_at: '2024-01-02T00:00:00Z' }],
    ]);
  });

  it('writes a deleted record as a tombstone line, which a files source reads back as a deletion in its place', async () => {
    const live = { canonical_id: '33333333-3333-4333-8333-333333333333', email: 'c@example.com', external_ids: { shop: '3' }, last_source_update_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-03T00:00:00.000001Z' };
    const other = { ...live, canonical_id: '44444444-4444-4444-8444-444444444444', email: 'd@example.com' };
    const tombstone = { ...live, external_ids: {}, deleted_at: '2024-01-05T00:00:00.000000Z', merged_into: other.canonical_id, updated_at: '2024-01-05T00:00:00.000000Z' };
    assert.deepEqual(await write('exports/log', [live, other, tombstone]), [{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }]);
    const lines = fs.readFileSync(path.join(root, 'exports', 'log', 'customer.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assertMatch(lines[2], { canonical_id: live.canonical_id, deleted_at: '2024-01-05T00:00:00.000000Z', merged_into: other.canonical_id, email: 'c@example.com' });
    const back = await read('exports/log', null, { id_field: 'canonical_id' });
    assert.deepEqual(back.ids, [live.canonical_id, other.canonical_id]);
    assert.deepEqual(back.deletions, [{ external_id: live.canonical_id, deleted_at: '2024-01-05T00:00:00.000000Z' }]);
    assert.deepEqual(back.messages.map((m) => m.type), ['records', 'deletions', 'checkpoint']);
    // A record's own deleted_at and merged_into are never data.
    assert.ok(!(Object.keys(back.records[0]!.data)).includes('merged_into'));
  });

  it('rejects a record that cannot be written as JSON and writes the others', async () => {
    const records = [{ canonical_id: 'a', n: 1n }, { canonical_id: 'b', email: 'b@example.com' }];
    const results = await write('bigint', records);
    assert.deepEqual(results, [{ status: 'rejected', reason: 'the record cannot be written as JSON: Do not know how to serialize a BigInt' }, { status: 'ok' }]);
    assert.equal(fs.readFileSync(path.join(root, 'bigint', 'customer.jsonl'), 'utf8'), '{"canonical_id":"b","email":"b@example.com"}\n');
  });

  it('resumes after the last line it read, and reads a line only once it is complete', async () => {
    const file = path.join(root, 'feed', 'customer.jsonl');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, line('1', 'one@example.com') + line('2', 'two@example.com'));
    const first = await read('feed');
    assert.deepEqual(first.ids, ['1', '2']);
    fs.appendFileSync(file, line('3', 'three@example.com') + '{"id": "4", "email": "fo');
    const second = await read('feed', first.last);
    assert.deepEqual(second.ids, ['3']);
    fs.appendFileSync(file, 'ur@example.com"}\n');
    const third = await read('feed', second.last);
    assert.deepEqual(third.records.map((r) => [r.external_id, r.data.email]), [['4', 'four@example.com']]);
    assert.deepEqual((await read('feed', third.last)).ids, []);
  });

  it('reads updated_at (or the configured field) as last_source_update_at when a line has none', async () => {
    const file = path.join(root, 'exported', 'customer.jsonl');
    fs.mkdirSync(path.dirname(file));
    const lines = [
      { id: 'a', email: 'a@example.com', updated_at: '2024-03-01T10:00:00Z' },
      { id: 'b', email: 'b@example.com', modified: '2024-03-02T10:00:00Z' },
      { id: 'c', email: 'c@example.com', updated_at: '2024-03-03T10:00:00Z', last_source_update_at: '2024-03-04T10:00:00Z' },
    ];
    fs.writeFileSync(file, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
    const byDefault = await read('exported');
    assert.deepEqual(byDefault.records.map((r) => r.data.last_source_update_at ?? null), ['2024-03-01T10:00:00Z', null, '2024-03-04T10:00:00Z']);
    const configured = await read('exported', null, { updated_field: 'modified' });
    assert.deepEqual(configured.records.map((r) => r.data.last_source_update_at ?? null), [null, '2024-03-02T10:00:00Z', '2024-03-04T10:00:00Z']);
  });

  it('reads nothing, and fails nothing, when the entity has no file yet', async () => {
    assert.deepEqual(await read('empty-folder'), { records: [], ids: [], deletions: [], checkpoints: [], last: null, messages: [] });
  });

  it('names the byte offset of a line that is not JSON', async () => {
    const file = path.join(root, 'broken', 'customer.jsonl');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, `${line('1', 'one@example.com')}not json\n`);
    const failure = await failureOf(read('broken'));
    assert.deepEqual([failure.kind, failure.message], ['config', `customer.jsonl: the line at byte ${Buffer.byteLength(line('1', 'one@example.com'))} is not valid JSON`]);
  });

  describe('links out of the folder', () => {
    const OUTSIDE = line('o', 'outside@example.com');
    let outsideFile: string;
    before(() => {
      fs.mkdirSync(root, { recursive: true });
      outsideFile = path.join(base, 'outside', 'target.jsonl');
      fs.writeFileSync(outsideFile, OUTSIDE);
    });

    it('refuses to read or append to an entity file that is a symbolic link, wherever it points', async () => {
      fs.mkdirSync(path.join(root, 'linked'));
      fs.symlinkSync(outsideFile, path.join(root, 'linked', 'customer.jsonl'));
      const message = 'linked/customer.jsonl is a symbolic link; the files connector does not follow links';
      const read_ = await failureOf(read('linked'));
      assert.deepEqual([read_.kind, read_.message], ['config', message]);
      const written = await failureOf(write('linked', [{ canonical_id: 'x' }]));
      assert.deepEqual([written.kind, written.message], ['config', message]);
      assert.equal(fs.readFileSync(outsideFile, 'utf8'), OUTSIDE);
    });

    it('refuses a dangling symbolic link rather than creating its target', async () => {
      fs.mkdirSync(path.join(root, 'dangling'));
      const target = path.join(base, 'outside', 'created.jsonl');
      fs.symlinkSync(target, path.join(root, 'dangling', 'customer.jsonl'));
      assert.equal((await failureOf(write('dangling', [{ canonical_id: 'x' }]))).kind, 'config');
      assert.equal(fs.existsSync(target), false);
    });

    it('refuses to read or append to a hard-linked file', async () => {
      fs.mkdirSync(path.join(root, 'hard'));
      fs.linkSync(outsideFile, path.join(root, 'hard', 'customer.jsonl'));
      const message = "hard/customer.jsonl has 2 hard links; the files connector refuses a hard-linked file, which may be another folder's file";
      const read_ = await failureOf(read('hard'));
      assert.deepEqual([read_.kind, read_.message], ['config', message]);
      const written = await failureOf(write('hard', [{ canonical_id: 'x' }]));
      assert.deepEqual([written.kind, written.message], ['config', message]);
      assert.equal(fs.readFileSync(outsideFile, 'utf8'), OUTSIDE);
    });

    it('refuses a FIFO without hanging on it', async () => {
      fs.mkdirSync(path.join(root, 'fifo'));
      execFileSync('mkfifo', [path.join(root, 'fifo', 'customer.jsonl')]);
      const read_ = await failureOf(read('fifo'));
      assert.deepEqual([read_.kind, read_.message], ['config', 'fifo/customer.jsonl is not a regular file']);
      assert.equal((await failureOf(write('fifo', [{ canonical_id: 'x' }]))).kind, 'config');
    });

    it('still reads a folder linked inside its own root', async () => {
      fs.mkdirSync(path.join(root, 'real'));
      fs.writeFileSync(path.join(root, 'real', 'customer.jsonl'), line('r', 'real@example.com'));
      fs.symlinkSync(path.join(root, 'real'), path.join(root, 'alias'));
      assert.deepEqual((await read('alias')).ids, ['r']);
    });
  });
});
