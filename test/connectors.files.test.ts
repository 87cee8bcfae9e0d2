// The files connector: JSON Lines under SLUICE_FILES_ROOT, read incrementally by byte offset and appended to;
// every path that leaves the root is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { failureOf, readAll, runtimeOptions, testRuntime, typeOf } from './fixtures/plugins/harness.js';

describe('files connector', () => {
  let base: string;
  let root: string;
  let runtime: ConnectorRuntime;
  let files: ConnectorType;
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-files-'));
    root = path.join(base, 'root');
    fs.mkdirSync(root);
    fs.mkdirSync(path.join(base, 'outside'));
    const options = runtimeOptions();
    runtime = testRuntime({ env: { ...options.env, SLUICE_FILES_ROOT: root } }).runtime;
    files = await typeOf(runtime, 'files');
  });
  afterAll(async () => {
    await runtime.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  const line = (id: string, email: string) => `${JSON.stringify({ id, email, last_source_update_at: '2024-01-01T00:00:00Z' })}\n`;
  const read = (folder: string, cursor: unknown = null, config: Record<string, unknown> = {}) =>
    readAll(runtime.read(files, { path: folder, ...config }, {}, { entity: 'customer', cursor: cursor as null }));

  describe('paths outside the root', () => {
    it('refuses a path that climbs out with ..', async () => {
      const failure = await failureOf(runtime.check(files, { path: '../outside' }, {}));
      expect([failure.code, failure.message]).toEqual(['config_invalid', "config.path '../outside' escapes the files root"]);
    });

    it('refuses an absolute path', async () => {
      const failure = await failureOf(runtime.check(files, { path: path.join(base, 'outside') }, {}));
      expect(failure.message).toBe(`config.path '${path.join(base, 'outside')}' must be relative to the files root, not absolute`);
    });

    it('refuses a symbolic link that points outside', async () => {
      fs.symlinkSync(path.join(base, 'outside'), path.join(root, 'escape'));
      const failure = await failureOf(runtime.check(files, { path: 'escape/deeper' }, {}));
      expect(failure.message).toBe("config.path 'escape/deeper' escapes the files root through a symbolic link");
    });

    it('refuses to read or write there either', async () => {
      fs.writeFileSync(path.join(base, 'outside', 'customer.jsonl'), line('x', 'x@example.com'));
      expect((await failureOf(read('../outside'))).code).toBe('config_invalid');
      const failure = await failureOf(runtime.write(files, { path: '../outside' }, {}, { entity: 'customer', records: [{ canonical_id: 'c1' }] }));
      expect(failure.code).toBe('config_invalid');
      expect(fs.readFileSync(path.join(base, 'outside', 'customer.jsonl'), 'utf8')).toBe(line('x', 'x@example.com'));
    });
  });

  it('reads a file written by its destination back', async () => {
    const records = [
      { canonical_id: '11111111-1111-4111-8111-111111111111', email: 'a@example.com', external_ids: { shop: '1' }, last_source_update_at: '2024-01-01T00:00:00Z', created_at: '2024-01-01T00:00:01Z', updated_at: '2024-01-01T00:00:01Z' },
      { canonical_id: '22222222-2222-4222-8222-222222222222', email: 'b@example.com', external_ids: { shop: '2' }, last_source_update_at: '2024-01-02T00:00:00Z', created_at: '2024-01-02T00:00:01Z', updated_at: '2024-01-02T00:00:01Z' },
    ];
    expect(await runtime.write(files, { path: 'exports/crm' }, {}, { entity: 'customer', records })).toEqual([{ status: 'ok' }, { status: 'ok' }]);
    const back = await read('exports/crm', null, { id_field: 'canonical_id' });
    expect(back.records.map((r) => [r.external_id, r.data])).toEqual([
      ['11111111-1111-4111-8111-111111111111', { email: 'a@example.com', last_source_update_at: '2024-01-01T00:00:00Z' }],
      ['22222222-2222-4222-8222-222222222222', { email: 'b@example.com', last_source_update_at: '2024-01-02T00:00:00Z' }],
    ]);
  });

  it('rejects a record that cannot be written as JSON and writes the others', async () => {
    const records = [{ canonical_id: 'a', n: 1n }, { canonical_id: 'b', email: 'b@example.com' }] as never;
    const results = await runtime.write(files, { path: 'bigint' }, {}, { entity: 'customer', records });
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
    expect(await read('empty-folder')).toEqual({ records: [], ids: [], checkpoints: [], last: null });
  });

  it('names the byte offset of a line that is not JSON', async () => {
    const file = path.join(root, 'broken', 'customer.jsonl');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, `${line('1', 'one@example.com')}not json\n`);
    const failure = await failureOf(read('broken'));
    expect([failure.code, failure.message]).toEqual(['config_invalid', `customer.jsonl: the line at byte ${Buffer.byteLength(line('1', 'one@example.com'))} is not valid JSON`]);
  });
});
