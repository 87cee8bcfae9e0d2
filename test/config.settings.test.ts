// The list of SLUICE_* variables next to loadConfig (KNOWN_SLUICE_VARIABLES) is the one the warning about unknown variables
// checks against: it must name every SLUICE_* variable the code reads, or a real setting would be warned about as a
// typo, and every setting docs/configuration.md documents, which in turn must document every one of them. And the
// warnings themselves: one per unknown variable, naming the setting most likely meant.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_SLUICE_VARIABLES, unknownSettingWarnings } from '../src/config.js';

const SRC = path.resolve(import.meta.dirname, '../src');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

/** The text of every source file of src/, without the lists themselves (which name every variable, read or not). */
function sources(): string[] {
  const lists = /(KNOWN_SLUICE_VARIABLES|OTHER_SLUICE_NAMES): readonly string\[\] = \[[^\]]*\];/g;
  return files(SRC).map((file) => fs.readFileSync(file, 'utf8').replace(lists, ''));
}

// A whole SLUICE_ name: not the tail of a longer one (ERR_SLUICE_ADDRESS_REFUSED is an error code) and not a prefix
// that a comment writes as SLUICE_RUN_* .
const NAME = /(?<![A-Za-z0-9_])SLUICE_[A-Z0-9_]*[A-Z0-9](?![A-Za-z0-9_*])/g;

/** The SLUICE_* names of the rows of the settings table in docs/configuration.md (the first column only). */
function documentedSettings(): Set<string> {
  const page = fs.readFileSync(path.resolve(SRC, '../docs/configuration.md'), 'utf8');
  const start = page.indexOf('\n## Settings\n');
  expect(start, 'docs/configuration.md has a "## Settings" section').toBeGreaterThanOrEqual(0);
  const end = page.indexOf('\n## ', start + 1);
  // Only the table's rows count: the text of the page shows a misspelt name, on purpose.
  const section = page.slice(start, end === -1 ? undefined : end);
  const rows = section.split('\n').filter((line) => line.startsWith('| `')).map((line) => line.split(' | ')[0]!);
  const documented = new Set(rows.flatMap((row) => [...row.matchAll(NAME)].map((m) => m[0])));
  // The table writes the rate limits as `SLUICE_RATE_LIMIT_READ`, `_WRITE`, `_TRIGGER`.
  if (documented.has('SLUICE_RATE_LIMIT_READ')) documented.add('SLUICE_RATE_LIMIT_WRITE').add('SLUICE_RATE_LIMIT_TRIGGER');
  return documented;
}

describe('the known SLUICE_* settings', () => {
  it('name every SLUICE_* variable src/ reads', () => {
    const read = new Set<string>();
    for (const text of sources()) for (const m of text.matchAll(NAME)) read.add(m[0]);
    expect([...read].filter((name) => !KNOWN_SLUICE_VARIABLES.includes(name)).sort()).toEqual([]);
    expect(read.size).toBeGreaterThan(30);
  });

  it('are the SLUICE_* settings docs/configuration.md documents, and each is read somewhere in src/', () => {
    const documented = documentedSettings();
    expect(documented.size).toBeGreaterThan(30);
    expect([...documented].filter((name) => !KNOWN_SLUICE_VARIABLES.includes(name)).sort()).toEqual([]);
    // Every setting has its row; the variables Sluice sets for its plugin processes are not settings.
    const settings = KNOWN_SLUICE_VARIABLES.filter((name) => name !== 'SLUICE_EGRESS_OWN_DATABASE' && name !== 'SLUICE_WALLED');
    expect(settings.filter((name) => !documented.has(name)).sort()).toEqual([]);
    const code = sources().join('\n');
    expect(KNOWN_SLUICE_VARIABLES.filter((name) => !code.includes(name))).toEqual([]);
  });
});

describe('warnings about unknown SLUICE_* variables', () => {
  it('name the setting a misspelt variable most likely meant', () => {
    expect(unknownSettingWarnings({ SLUICE_RUN_RETENTON_DAYS: '7' })).toEqual([
      'SLUICE_RUN_RETENTON_DAYS is not a Sluice setting; did you mean SLUICE_RUN_RETENTION_DAYS?',
    ]);
    expect(unknownSettingWarnings({ SLUICE_PORT: '9000', SLUICE_DATABASE_URL: 'postgres://x' })).toEqual([
      'SLUICE_DATABASE_URL is not a Sluice setting; did you mean DATABASE_URL?',
      'SLUICE_PORT is not a Sluice setting; did you mean PORT?',
    ]);
    expect(unknownSettingWarnings({ SLUICE_FROBNICATE: '1' })).toEqual([
      'SLUICE_FROBNICATE is not a Sluice setting; the settings are listed in docs/configuration.md',
    ]);
  });

  it('say nothing of the settings, of other variables, or of the names clients and the test suite use', () => {
    const env = Object.fromEntries(KNOWN_SLUICE_VARIABLES.map((name) => [name, 'x']));
    expect(unknownSettingWarnings({ ...env, PATH: '/bin', SLUICE_API_KEY: 'svc_x', SLUICE_URL: 'http://x', SLUICE_REQUIRE_SDK_TOOLS: '1' })).toEqual([]);
  });
});
