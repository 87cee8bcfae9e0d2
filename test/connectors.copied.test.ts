// A connector copied out of connectors/ with its test/ folder is a project of its own: given only a node_modules
// (links to the installed packages it names and to the SDK, as `npm install` would give it, here offline), it
// builds and passes its own tests. Nothing in it reaches back into Sluice's folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/paths.js';

const NODE_MODULES = path.join(PACKAGE_ROOT, 'node_modules');

/** node_modules for `dir`: its dependencies and the tools to build it, linked to the installed ones. */
function linkModules(dir: string, names: string[]): void {
  for (const name of names) {
    const link = path.join(dir, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(name === '@sluice/connector-sdk' ? path.join(PACKAGE_ROOT, 'plugins', 'sdk') : path.join(NODE_MODULES, name), link);
  }
  fs.mkdirSync(path.join(dir, 'node_modules', '.bin'));
  fs.symlinkSync('../typescript/bin/tsc', path.join(dir, 'node_modules', '.bin', 'tsc'));
}

describe('a connector copied out of the repository', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-copied-'));
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('stripe: builds and passes its own tests with npm test', () => {
    const dir = path.join(base, 'stripe');
    fs.cpSync(path.join(PACKAGE_ROOT, 'connectors', 'stripe'), dir, { recursive: true, filter: (src) => !/[/\\](dist|dist-test|node_modules)$/.test(src) });
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    linkModules(dir, [...Object.keys(pkg.dependencies), '@sluice/connector-sdk', 'typescript', '@types/node']);
    const output = execFileSync('npm', ['test', '--silent'], { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true' }, timeout: 110_000 });
    expect(output).toMatch(/^# pass [1-9]\d*$/m);
    expect(output).toMatch(/^# fail 0$/m);
    expect(fs.existsSync(path.join(dir, 'dist-test', 'conformance.js'))).toBe(true);
  }, 120_000);
});
