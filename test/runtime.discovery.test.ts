// Loading connector plugins: first-party connectors, the plugins folder and npm packages; every broken plugin is
// refused with a log line that says why, without stopping the others; several versions of a type side by side;
// config and credentials validated before any plugin code runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime, Registry } from '../src/runtime/index.js';
import { FIXTURES, failureOf, readAll, testRuntime, typeOf, type CapturedLog } from './fixtures/plugins/harness.js';

describe('discovery of first-party connectors', () => {
  let runtime: ConnectorRuntime;
  beforeAll(() => {
    runtime = testRuntime().runtime;
  });
  afterAll(() => runtime.close());

  it('loads postgres, mysql, files, http, sample, stripe, shopify and hubspot from connectors/', async () => {
    const { types, refusals } = await runtime.load();
    expect(types.map((t) => `${t.id} ${t.version} ${t.kind} ${t.origin}`)).toEqual([
      'files 1.0.0 both first_party',
      'http 1.0.0 both first_party',
      'hubspot 1.0.0 source first_party',
      'mysql 1.0.0 both first_party',
      'postgres 1.0.0 both first_party',
      'sample 1.0.0 source first_party',
      'shopify 1.0.0 source first_party',
      'stripe 1.0.0 source first_party',
    ]);
    expect(refusals).toEqual([]);
  });
});

describe('refusing broken plugins', () => {
  let runtime: ConnectorRuntime;
  let log: CapturedLog;
  let registry: Registry;
  beforeAll(async () => {
    ({ runtime, log } = testRuntime({ fixtures: 'refused', firstPartyDir: null }));
    registry = await runtime.load();
  });
  afterAll(() => runtime.close());

  function reasonFor(folder: string): string {
    const refusal = registry.refusals.find((r) => r.plugin === path.join(FIXTURES, 'refused', folder));
    expect(refusal, `a refusal of ${folder}`).toBeDefined();
    return refusal!.reason;
  }

  it('loads the valid plugin among the broken ones', () => {
    expect(registry.types.map((t) => t.id)).toEqual(['fine']);
    expect(registry.refusals).toHaveLength(9);
  });

  it('logs one warning per refused plugin, naming its folder and the reason', () => {
    const warnings = log.lines.filter((l) => l.msg && String(l.msg).startsWith('connector plugin refused: '));
    expect(warnings).toHaveLength(9);
    for (const w of warnings) {
      expect(w.level).toBe(40);
      expect(String(w.msg)).toBe(`connector plugin refused: ${String(w.plugin)}: ${String(w.reason)}`);
    }
  });

  it('refuses a package without a "sluice" declaration', () => {
    expect(reasonFor('no-declaration')).toBe('package.json has no "sluice" field; a plugin declares "sluice": {"sdk": 1, "entry": "<module>"}');
  });

  it('refuses a plugin written against another SDK version', () => {
    expect(reasonFor('future-sdk')).toBe('package.json declares SDK version 2; this Sluice supports SDK version 1');
  });

  it('refuses a plugin whose entry module does not exist', () => {
    expect(reasonFor('unbuilt')).toBe('the entry module dist/index.js does not exist (is the plugin built?)');
  });

  it('refuses a plugin whose module throws while loading', () => {
    expect(reasonFor('import-throws')).toMatch(/loading the plugin's entry module failed: Error: cannot load: missing dependency$/);
  });

  it('refuses a plugin that ends its process while loading', () => {
    expect(reasonFor('exits-on-load')).toMatch(/the plugin process exited with code 9 before answering$/);
  });

  it('refuses a manifest without a kind', () => {
    expect(reasonFor('bad-manifest')).toBe('manifest.kind is required');
  });

  it('refuses a config schema that is not valid JSON Schema', () => {
    expect(reasonFor('bad-schema')).toMatch(/^manifest\.configSchema is not a valid JSON Schema: .*type/);
  });

  it('refuses an entity type that is not canonical', () => {
    expect(reasonFor('not-canonical')).toMatch(/^manifest\.entities: 'widget' is not a canonical entity type \(one of customer, contact, /);
  });

  it('refuses a manifest whose version differs from package.json', () => {
    expect(reasonFor('version-mismatch')).toBe('manifest.version 1.0.0 differs from the package.json version 1.0.1');
  });
});

describe('versions side by side', () => {
  let runtime: ConnectorRuntime;
  let log: CapturedLog;
  beforeAll(() => {
    ({ runtime, log } = testRuntime({ fixtures: 'behaviour', firstPartyDir: null }));
  });
  afterAll(() => runtime.close());

  it('lists both versions, newest first', async () => {
    const versions = (await runtime.types()).filter((t) => t.id === 'greeter').map((t) => t.version);
    expect(versions).toEqual(['2.0.0', '1.0.0']);
  });

  it('resolves a type without a version to its newest version', async () => {
    expect((await typeOf(runtime, 'greeter')).version).toBe('2.0.0');
  });

  it('runs the version asked for', async () => {
    await runtime.check({ type: await typeOf(runtime, 'greeter', '1.0.0'), config: {}, credentials: {} });
    await runtime.check({ type: await typeOf(runtime, 'greeter', '2.0.0'), config: { greeting: 'hi' }, credentials: {} });
    const said = log.lines.map((l) => String(l.msg)).filter((m) => m.startsWith('plugin: greeter'));
    expect(said).toEqual(['plugin: greeter 1.0.0 checked', 'plugin: greeter 2.0.0 checked']);
  });

  it('resolves an uninstalled version to nothing', async () => {
    expect(await runtime.resolve('greeter', '3.0.0')).toBeUndefined();
  });
});

describe('a plugin copied in after the registry was read', () => {
  let runtime: ConnectorRuntime;
  let log: CapturedLog;
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-late-plugin-'));
    ({ runtime, log } = testRuntime({ pluginsDir: dir, firstPartyDir: null }));
  });
  afterAll(async () => {
    await runtime.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // A run claimed while its worker has not yet heard of an install must not fail for want of the type.
  it('is resolved without a reload being asked for, and an unknown type still resolves to nothing', async () => {
    expect((await runtime.types()).map((t) => t.id)).toEqual([]);
    fs.cpSync(path.join(FIXTURES, 'hotplug', 'hotplug'), path.join(dir, 'hotplug'), { recursive: true });
    const found = await Promise.all([1, 2, 3].map(() => runtime.resolve('hotplug')));
    expect(found.map((t) => t?.version)).toEqual(['1.0.0', '1.0.0', '1.0.0']);
    // Three resolves at once, one discovery.
    expect(log.lines.filter((l) => String(l.msg).startsWith('connector plugin loaded: hotplug'))).toHaveLength(1);
    expect((await runtime.types()).map((t) => t.id)).toEqual(['hotplug']);
    expect(await runtime.resolve('nothing-like-it')).toBeUndefined();
  });
});

describe('npm packages named in SLUICE_PLUGINS', () => {
  let root: string;
  let runtime: ConnectorRuntime;
  let registry: Registry;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-npm-'));
    const pkg = path.join(root, 'node_modules', '@acme', 'sluice-fine');
    fs.mkdirSync(path.dirname(pkg), { recursive: true });
    fs.cpSync(path.join(FIXTURES, 'refused', 'fine'), pkg, { recursive: true });
    ({ runtime } = testRuntime({ firstPartyDir: null, npmPlugins: ['@acme/sluice-fine', 'sluice-not-installed'], npmSearchFrom: [path.join(root, 'app')] }));
    registry = await runtime.load();
  });
  afterAll(async () => {
    await runtime.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('loads an installed package found in node_modules above the search folder', () => {
    expect(registry.types.map((t) => `${t.id} ${t.origin}`)).toEqual(['fine npm']);
  });

  it('refuses a package that is not installed, saying how to install it', () => {
    expect(registry.refusals).toEqual([
      { plugin: 'sluice-not-installed', origin: 'npm', reason: "npm package 'sluice-not-installed' (named in SLUICE_PLUGINS) is not installed; run npm install sluice-not-installed" },
    ]);
  });
});

describe('validation before any call', () => {
  let runtime: ConnectorRuntime;
  let log: CapturedLog;
  beforeAll(() => {
    ({ runtime, log } = testRuntime({ fixtures: 'behaviour', firstPartyDir: null }));
  });
  afterAll(() => runtime.close());

  const checkCalls = () => log.lines.filter((l) => String(l.msg).startsWith('plugin: check called')).length;

  it('calls check when config and credentials are valid', async () => {
    const before = checkCalls();
    await runtime.check({ type: await typeOf(runtime, 'scripted'), config: { port: 5432 }, credentials: { password: 'open-sesame' } });
    expect(checkCalls()).toBe(before + 1);
  });

  it('refuses invalid config as a config failure naming the field, without running the plugin', async () => {
    const before = checkCalls();
    const failure = await failureOf(runtime.check({ type: await typeOf(runtime, 'scripted'), config: { port: 'five' }, credentials: { password: 'open-sesame' } }));
    expect([failure.kind, failure.code, failure.message]).toEqual(['config', 'config_invalid', 'config.port must be integer']);
    expect(checkCalls()).toBe(before);
  });

  it('refuses missing credentials the same way', async () => {
    const before = checkCalls();
    const failure = await failureOf(runtime.check({ type: await typeOf(runtime, 'scripted'), config: {}, credentials: {} }));
    expect([failure.code, failure.message]).toEqual(['config_invalid', 'credentials.password is required']);
    expect(checkCalls()).toBe(before);
  });

  it('refuses to read an entity the type does not handle', async () => {
    const failure = await failureOf(readAll(runtime.read({ type: await typeOf(runtime, 'scripted'), config: {}, credentials: { password: 'open-sesame' } }, { entity: 'order', cursor: null })));
    expect(failure.message).toBe("connector type 'scripted' does not handle entity 'order' (it handles customer)");
  });

  it('refuses to write with a source-only type', async () => {
    const failure = await failureOf(runtime.write({ type: await typeOf(runtime, 'greeter'), config: { greeting: 'hi' }, credentials: {} }, { entity: 'customer', records: [] }));
    expect(failure.message).toBe("connector type 'greeter' is a source; it cannot write");
  });

  it('hands records over as JSON: a Date arrives as its ISO text, a BigInt fails the read naming it', async () => {
    const scripted = async (values: string) => ({ type: await typeOf(runtime, 'scripted'), config: { customers: 1, values }, credentials: { password: 'open-sesame' } });
    const messages = [];
    for await (const m of runtime.read(await scripted('date'), { entity: 'customer', cursor: null })) messages.push(m);
    expect(messages[0]).toEqual({ type: 'records', records: [{ external_id: 's0', data: { email: 's0@example.com', last_source_update_at: '2024-01-01T00:00:00.000Z' } }] });
    const failure = await failureOf(readAll(runtime.read(await scripted('bigint'), { entity: 'customer', cursor: null })));
    expect([failure.kind, failure.message]).toEqual(['system', 'the plugin yielded a value that cannot leave its process: Do not know how to serialize a BigInt']);
  });

  it('hands the plugin its config with the schema defaults applied', async () => {
    const read = await readAll(runtime.read({ type: await typeOf(runtime, 'scripted'), config: {}, credentials: { password: 'open-sesame' } }, { entity: 'customer', cursor: null }));
    expect(read.ids).toEqual(['s0', 's1', 's2']); // customers defaults to 3
  });
});
