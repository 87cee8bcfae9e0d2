// The plugin `sluice connector init` writes is type-checked against the SDK's exported types: as generated, its
// `npm run typecheck` and `npm test` pass; an author's mistake in it (an entity type that is not canonical, a
// misspelt manifest key, a result status Sluice does not know, a wrong field type) fails the typecheck.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'bin', 'sluice.js');

function npm(script: string, cwd: string): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', '-s', script], { cwd, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true' }, timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the plugin connector init writes', () => {
  let dir: string;
  let plugin: string;
  let index: string;
  let source: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-template-'));
    const made = spawnSync(process.execPath, [BIN, 'connector', 'init', 'typed-crm', '--dir', dir], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    plugin = path.join(dir, 'typed-crm');
    index = path.join(plugin, 'index.js');
    source = fs.readFileSync(index, 'utf8');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The typecheck's output with `from` replaced by `to` in index.js (which is restored afterwards). */
  function typecheckWith(from: string, to: string): { status: number | null; output: string } {
    expect(source).toContain(from);
    fs.writeFileSync(index, source.replace(from, to));
    try {
      return npm('typecheck', plugin);
    } finally {
      fs.writeFileSync(index, source);
    }
  }

  it('type-checks and passes its own tests as generated', () => {
    const typecheck = npm('typecheck', plugin);
    expect(typecheck.status, typecheck.output).toBe(0);
    const tests = npm('test', plugin);
    expect(tests.status, tests.output).toBe(0);
  });

  it('fails its typecheck for an entity type that is not canonical', () => {
    const typecheck = typecheckWith("entities: ['customer'],", "entities: ['custmer'],");
    expect(typecheck.status).not.toBe(0);
    expect(typecheck.output).toContain(`Type '"custmer"' is not assignable to type 'EntityType'`);
  });

  it('fails its typecheck for a misspelt manifest key', () => {
    const typecheck = typecheckWith('reportsDeletions: true,', 'reportDeletions: true,');
    expect(typecheck.status).not.toBe(0);
    expect(typecheck.output).toContain("'reportDeletions' does not exist in type 'Manifest'");
  });

  it('fails its typecheck for a write result status Sluice does not know', () => {
    const typecheck = typecheckWith("? { status: 'ok' }", "? { status: 'okay' }");
    expect(typecheck.status).not.toBe(0);
    expect(typecheck.output).toContain(`Type '"okay"' is not assignable to type`);
  });

  it('fails its typecheck for a record field of the wrong type', () => {
    const typecheck = typecheckWith('external_id: c.id,', 'external_id: i,');
    expect(typecheck.status).not.toBe(0);
    expect(typecheck.output).toContain("Type 'number' is not assignable to type 'string'");
  });
});
