// Manifests kept for the life of the process (src/runtime/inspections.ts): loaded once per plugin entry and
// environment, again when the entry file changes or a setting the plugin sees differs, but not for another own
// database (the test suite's servers each open their own, and loaded every plugin again for it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OWN_DATABASE_ENV } from '../src/egress/ownDatabase.js';
import { inspectOnce } from '../src/runtime/inspections.js';
import type { Inspection } from '../src/runtime/loader.js';

describe('manifests kept per process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-inspections-'));
  const entry = path.join(dir, 'index.js');
  fs.writeFileSync(entry, 'export default {};\n');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  let loads = 0;
  const inspect = () => {
    loads += 1;
    return Promise.resolve({ manifest: { id: `load-${loads}` }, functions: [] } as unknown as Inspection);
  };
  const own = (database: string) => JSON.stringify({ host: '127.0.0.1', port: 5432, database });

  it('loads a plugin once for environments that differ only in which database is Sluice’s own', async () => {
    const first = await inspectOnce(entry, { SLUICE_EGRESS_ALLOW: '*', [OWN_DATABASE_ENV]: own('a') }, inspect);
    const second = await inspectOnce(entry, { SLUICE_EGRESS_ALLOW: '*', [OWN_DATABASE_ENV]: own('b') }, inspect);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('loads it again when another setting differs, or the entry file changed', async () => {
    const before = loads;
    await inspectOnce(entry, { SLUICE_EGRESS_ALLOW: 'api.example.com', [OWN_DATABASE_ENV]: own('a') }, inspect);
    expect(loads).toBe(before + 1);
    fs.writeFileSync(entry, 'export default { changed: true };\n');
    await inspectOnce(entry, { SLUICE_EGRESS_ALLOW: '*', [OWN_DATABASE_ENV]: own('a') }, inspect);
    expect(loads).toBe(before + 2);
  });
});
