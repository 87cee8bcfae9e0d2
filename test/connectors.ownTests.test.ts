// Every first-party connector's own tests (connectors/<name>/test, node:test on the build in dist-test/) pass, run
// the way `sluice connector test` runs them after the conformance suite. The SQL connectors' tests read
// TEST_DATABASE_URL and TEST_MYSQL_URL from this environment and skip, saying so, without them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownTestFiles, runOwnTests } from '../src/cli/ownTests.js';
import { PACKAGE_ROOT } from '../src/paths.js';

const CONNECTORS = path.join(PACKAGE_ROOT, 'connectors');
const names = fs.readdirSync(CONNECTORS).filter((name) => fs.existsSync(path.join(CONNECTORS, name, 'test')));

describe("the connectors' own tests", () => {
  it('are there for every connector', () => {
    expect(names.sort()).toEqual(['files', 'http', 'hubspot', 'mysql', 'postgres', 'sample', 'shopify', 'stripe']);
  });

  for (const name of names) {
    it(`${name}: pass`, async () => {
      const dir = path.join(CONNECTORS, name);
      const files = ownTestFiles(dir, path.join(dir, 'dist-test', 'conformance.js'));
      expect(files, `no compiled tests in connectors/${name}/dist-test (is it built?)`).not.toEqual([]);
      const report = await runOwnTests(dir, files);
      expect(report.exitCode, report.output).toBe(0);
      expect(report.failed).toBe(0);
    }, 120_000);
  }
});
