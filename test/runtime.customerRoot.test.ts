// The files connector as Sluice runs it: SLUICE_FILES_ROOT in the plugin's process is the calling customer's own
// folder of the server's root (src/runtime/customerRoot.ts), made on the first call, never a link, and not given
// to a call made for no customer. The connector's own behaviour is tested beside it, in connectors/files/test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { failureOf, readAll, runtimeOptions, testRuntime, typeOf } from './fixtures/plugins/harness.js';

describe("the files connector's root: the calling customer's own folder", () => {
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
    readAll(runtime.read({ type: files, config: { path: folder, ...config }, credentials: {} }, { entity: 'customer', cursor: cursor as null }, scope));

  it('is the root the plugin sees: created with mode 0700 on the first call, named after the customer', async () => {
    const other = { customerId: 'cus_files_fresh' };
    expect(fs.existsSync(path.join(shared, other.customerId))).toBe(false);
    expect(await runtime.write({ type: files, config: { path: 'here' }, credentials: {} }, { entity: 'customer', records: [{ canonical_id: 'x' }] as never }, other)).toEqual([{ status: 'ok' }]);
    expect(fs.statSync(path.join(shared, other.customerId)).mode & 0o777).toBe(0o700);
    expect(fs.readFileSync(path.join(shared, other.customerId, 'here', 'customer.jsonl'), 'utf8')).toBe('{"canonical_id":"x"}\n');
    expect(fs.existsSync(path.join(shared, 'here'))).toBe(false);
    // The other customer's path '.' is its own folder: it reads none of this customer's entity files.
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, 'customer.jsonl'), line('mine', 'mine@example.com'));
    expect((await readAll(runtime.read({ type: files, config: { path: '.' }, credentials: {} }, { entity: 'customer', cursor: null }, other))).ids).toEqual([]);
    expect((await read('.')).ids).toEqual(['mine']);
  });

  it("cannot be named from another customer's folder, by .. or by an absolute path", async () => {
    const other = { customerId: 'cus_files_other' };
    fs.mkdirSync(path.join(root, 'secret'), { recursive: true });
    fs.writeFileSync(path.join(root, 'secret', 'customer.jsonl'), line('s', 'secret@example.com'));
    for (const named of [`../${CUSTOMER}/secret`, path.join(root, 'secret')]) {
      const failure = await failureOf(readAll(runtime.read({ type: files, config: { path: named }, credentials: {} }, { entity: 'customer', cursor: null }, other)));
      expect(failure.code).toBe('config_invalid');
      const refused = await failureOf(runtime.write({ type: files, config: { path: named }, credentials: {} }, { entity: 'customer', records: [{ canonical_id: 'x' }] as never }, other));
      expect(refused.code).toBe('config_invalid');
    }
    expect(fs.readFileSync(path.join(root, 'secret', 'customer.jsonl'), 'utf8')).toBe(line('s', 'secret@example.com'));
  });

  it('is refused when it is a symbolic link, which could lead into another folder', async () => {
    fs.mkdirSync(path.join(shared, 'cus_files_victim'), { recursive: true });
    fs.symlinkSync(path.join(shared, 'cus_files_victim'), path.join(shared, 'cus_files_linked'));
    const failure = await failureOf(runtime.check({ type: files, config: { path: '.' }, credentials: {} }, { customerId: 'cus_files_linked' }));
    expect([failure.kind, failure.message]).toEqual(['system', "the customer's files folder under SLUICE_FILES_ROOT is a symbolic link; it must be a plain folder"]);
  });

  it('is not given to a call made for no customer: the plugin has no files root at all', async () => {
    const failure = await failureOf(runtime.check({ type: files, config: { path: '.' }, credentials: {} }));
    expect([failure.code, failure.message]).toEqual(['config_invalid', 'SLUICE_FILES_ROOT is not set: the files connector reads and writes only under that folder']);
  });
});
