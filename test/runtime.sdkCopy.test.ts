// Plugin processes skip the SDK resolution hook when the plugin already reaches the SDK Sluice ships
// (src/runtime/sdkCopy.ts); a plugin with no copy, or its own, keeps it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/paths.js';
import { resolvesHostSdk } from '../src/runtime/sdkCopy.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-sdkcopy-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function plugin(name: string, ownSdk: boolean): string {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.js'), 'export default {};\n');
  if (ownSdk) {
    const sdk = path.join(dir, 'node_modules', '@sluice', 'connector-sdk');
    fs.mkdirSync(sdk, { recursive: true });
    fs.writeFileSync(path.join(sdk, 'package.json'), JSON.stringify({ name: '@sluice/connector-sdk', version: '0.9.0', main: 'index.js' }));
    fs.writeFileSync(path.join(sdk, 'index.js'), 'module.exports = {};\n');
  }
  return path.join(dir, 'index.js');
}

describe('which plugin processes need the SDK resolution hook', () => {
  it('a first-party connector resolves the SDK Sluice ships: no hook', () => {
    expect(resolvesHostSdk(path.join(PACKAGE_ROOT, 'connectors', 'postgres', 'dist', 'index.js'))).toBe(true);
  });

  it('a plugin installed where no SDK resolves needs the hook', () => {
    expect(resolvesHostSdk(plugin('bare', false))).toBe(false);
  });

  it('a plugin that ships its own copy of the SDK needs the hook, so Sluice’s copy is the one it gets', () => {
    expect(resolvesHostSdk(plugin('own', true))).toBe(false);
  });
});
