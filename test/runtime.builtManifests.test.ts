// First-party manifests written by the build (src/runtime/builtManifests.ts, scripts/firstPartyManifests.mjs): a
// process loading the first-party connectors starts no plugin process for them while their built code is as the
// build left it, and inspects a connector in its process again once its built code changed. Another plugin never
// gets its manifest from a file beside its code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_MANIFEST, builtInspection, writeBuiltInspection } from '../src/runtime/builtManifests.js';
import type { ConnectorRuntime } from '../src/runtime/index.js';
import { FIRST_PARTY, testRuntime } from './fixtures/plugins/harness.js';

/** A runtime over `options`, and the operations of the plugin processes it starts. */
function counted(options: Parameters<typeof testRuntime>[0]): { runtime: ConnectorRuntime; started: string[] } {
  const { runtime } = testRuntime(options);
  const started: string[] = [];
  runtime.watch({ started: (call) => (started.push(`${call.operation} ${call.label}`), () => {}) });
  return { runtime, started };
}

describe('first-party manifests from the build', () => {
  let dir: string;
  const runtimes: ConnectorRuntime[] = [];
  beforeAll(() => {
    // A copy of the sample connector as a first-party folder of its own, so its built code can be changed here.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-built-'));
    for (const part of ['package.json', 'dist']) fs.cpSync(path.join(FIRST_PARTY, 'sample', part), path.join(dir, 'sample', part), { recursive: true });
  });
  afterAll(async () => {
    await Promise.all(runtimes.map((r) => r.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are what the build wrote for every first-party connector, and loading them starts no process', async () => {
    const { runtime, started } = counted({ firstPartyDir: FIRST_PARTY });
    runtimes.push(runtime);
    const { types, refusals } = await runtime.load();
    expect(refusals).toEqual([]);
    expect(types).toHaveLength(8);
    for (const t of types) expect(builtInspection(t.entry), t.id).toBeDefined();
    expect(started).toEqual([]);
  });

  it('give way to an inspection in a process once the connector’s built code changed', async () => {
    const entry = path.join(dir, 'sample', 'dist', 'index.js');
    const real = builtInspection(path.join(FIRST_PARTY, 'sample', 'dist', 'index.js'))!;
    writeBuiltInspection(entry, { ...real, manifest: { ...(real.manifest as object), name: 'Sample as built' } });
    const before = counted({ firstPartyDir: dir });
    runtimes.push(before.runtime);
    expect((await before.runtime.types()).map((t) => t.name)).toEqual(['Sample as built']);
    expect(before.started).toEqual([]);

    fs.appendFileSync(path.join(dir, 'sample', 'dist', 'mapping.js'), '\n// rebuilt\n');
    expect(builtInspection(entry)).toBeUndefined();
    const after = counted({ firstPartyDir: dir });
    runtimes.push(after.runtime);
    expect((await after.runtime.types()).map((t) => t.name)).toEqual([(real.manifest as { name: string }).name]);
    expect(after.started).toEqual(['inspect plugin sample (loading its manifest)']);
  });

  it('are not read for a plugin from the plugins folder', async () => {
    const { runtime, started } = counted({ firstPartyDir: null, pluginsDir: dir });
    runtimes.push(runtime);
    const entry = path.join(dir, 'sample', 'dist', 'index.js');
    fs.appendFileSync(entry, '\n// another build\n'); // not the entry this process inspected before
    fs.rmSync(path.join(dir, 'sample', 'dist', BUILT_MANIFEST));
    writeBuiltInspection(entry, { manifest: { id: 'forged' }, functions: [] });
    expect(builtInspection(entry)).toEqual({ manifest: { id: 'forged' }, functions: [] });
    expect((await runtime.types()).map((t) => t.id)).toEqual(['sample']);
    expect(started).toHaveLength(1);
  });
});
