// `sluice connector test <path>`: runs the SDK's conformance suite against a plugin folder, loaded and called the
// way a running Sluice does it (in plugin processes kept between calls as for a customer, with the same time-outs
// and memory cap), then the plugin's own tests, if it has any (ownTests.ts).
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { runConformance, type ConformanceDriver, type ConformanceReport, type ConformanceSuite, type TestResult } from '@sluice/connector-sdk/conformance';
import { ENTITY_TYPES, validateCanonicalRecord, type EntityType } from '../domain/canonical/entities.js';
import { REDACT_PATHS } from '../log.js';
import { connectorOptionsFromEnv, ConnectorRuntime, type ConnectorType } from '../runtime/index.js';
import { checkDeclaration, readPackageJson, toConnectorType } from '../runtime/loader.js';
import { parse, UsageError } from './args.js';
import { describeOwnTests, ownTestFiles, runOwnTests, type OwnTestsReport } from './ownTests.js';

const MARK: Record<TestResult['status'], string> = { pass: '✓', fail: '✗', skip: '-' };

type Declaration = Exclude<ReturnType<typeof checkDeclaration>, { problem: string }>;

interface Target {
  dir: string;
  label: string;
  packageJson: Record<string, unknown>;
  declared(): Declaration;
}

function target(argv: string[]): { t: Target; json: boolean } {
  const { values, positionals } = parse(argv, {}, 1);
  const given = positionals[0];
  if (!given) throw new UsageError('usage: sluice connector test <path-to-plugin-folder> [--json]');
  const dir = path.resolve(given);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`${given} is not a folder`);
  const pkg = readPackageJson(dir);
  const packageJson = 'packageJson' in pkg ? pkg.packageJson : {};
  const declared = (): Declaration => {
    if ('problem' in pkg) throw new Error(pkg.problem);
    const d = checkDeclaration(dir, packageJson);
    if ('problem' in d) throw new Error(d.problem);
    return d;
  };
  return { t: { dir, label: given, packageJson, declared }, json: values.json === true };
}

/** The plugin loaded and called the way a running Sluice does it. */
function conformanceDriver(t: Target, runtime: ConnectorRuntime): ConformanceDriver {
  let type: ConnectorType | undefined;
  const loaded = (): ConnectorType => {
    if (!type) throw new Error('the plugin has not been inspected');
    return type;
  };
  return {
    packageJson: t.packageJson,
    async inspect() {
      const d = t.declared();
      const inspection = await runtime.inspect(d.entry, `plugin ${path.basename(t.dir)}`);
      type = toConnectorType({ dir: t.dir, origin: 'plugins_dir' }, d, t.packageJson, inspection.manifest);
      return inspection;
    },
    async loadFixture() {
      const file = t.declared().conformance;
      if (!file) throw new Error('no conformance module declared');
      if (!fs.existsSync(file)) throw new Error(`the conformance module ${path.relative(t.dir, file)} does not exist (is the plugin built?)`);
      const mod = (await import(pathToFileURL(file).href)) as { default?: ConformanceSuite };
      return mod.default as ConformanceSuite;
    },
    // Conformance calls work for no customer (no CallScope): the plugin gets no files root of the server's, only
    // what the fixture's environment gives it, so a conformance run never touches a customer's folder.
    useEnv: (env) => runtime.setExtraEnv(env),
    check: (config, credentials) => runtime.check({ type: loaded(), config, credentials }),
    read: (request, config, credentials) => runtime.read({ type: loaded(), config, credentials }, request),
    write: (request, config, credentials) => runtime.write({ type: loaded(), config, credentials }, request),
  };
}

function conformanceOptions(json: boolean) {
  return {
    entityTypes: ENTITY_TYPES,
    validateRecord: (entity: string, data: unknown) => {
      const result = validateCanonicalRecord(entity as EntityType, data);
      return result.ok ? [] : result.errors;
    },
    onResult: (r: TestResult) => {
      if (json) return;
      const tail = r.status === 'pass' ? ` (${r.durationMs} ms)` : '';
      process.stdout.write(`  ${MARK[r.status]} ${r.name}${tail}\n`);
      if (r.message) process.stdout.write(`      ${r.message}\n`);
    },
  };
}

function newRuntime(): ConnectorRuntime {
  // Plugin log lines and output go to stderr; the report goes to stdout.
  const level = (process.env.LOG_LEVEL || 'warn').toLowerCase();
  const logger = pino({ level, base: { service: 'sluice' }, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, pino.destination(2));
  // Fixtures stand their systems up on loopback and no customer configures anything here, so the egress policy is
  // open (SLUICE_EGRESS_ALLOW=*) unless the operator sets it; Sluice's own database stays refused.
  const env = { ...process.env, SLUICE_EGRESS_ALLOW: process.env.SLUICE_EGRESS_ALLOW || '*' };
  // Calls keep their processes as a customer's do in a running Sluice (a process serves the next call of the plugin
  // once its call succeeded), so the suite also runs the plugin the way it runs there: a plugin that breaks when one
  // process serves many calls fails here. A fixture's environment (useEnv) starts fresh processes.
  const options = { ...connectorOptionsFromEnv(env), firstPartyDir: null, pluginsDir: null, npmPlugins: [], keepUnscoped: true };
  return new ConnectorRuntime(options, logger);
}

/** The plugin's own tests, when the conformance suite passed and it has any. */
async function ownTests(t: Target, report: ConformanceReport): Promise<OwnTestsReport | undefined> {
  if (report.failed > 0) return undefined;
  let conformance: string | undefined;
  try {
    conformance = t.declared().conformance;
  } catch {
    return undefined;
  }
  const files = ownTestFiles(t.dir, conformance);
  return files.length === 0 ? undefined : runOwnTests(t.dir, files);
}

export async function connectorTestCommand(argv: string[]): Promise<number> {
  const { t, json } = target(argv);
  const runtime = newRuntime();
  // The fixture module is the plugin's code run here: let its `@sluice/connector-sdk` imports find this SDK.
  register('../runtime/sdkResolve.js', import.meta.url, { data: { hostURL: import.meta.url } });
  if (!json) process.stdout.write(`Conformance of the plugin in ${t.label}\n`);
  let report: ConformanceReport;
  try {
    report = await runConformance(conformanceDriver(t, runtime), conformanceOptions(json));
  } finally {
    await runtime.close();
  }
  const own = await ownTests(t, report);
  if (json) {
    process.stdout.write(`${JSON.stringify(own ? { ...report, ownTests: { files: own.files, passed: own.passed, failed: own.failed, skipped: own.skipped } } : report)}\n`);
  } else {
    const p = report.plugin;
    const what = p.id ? `${p.id} ${p.version ?? ''} (${p.kind ?? 'unknown kind'})` : path.basename(t.dir);
    process.stdout.write(`${what}: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped\n`);
    if (own) process.stdout.write(describeOwnTests(own));
  }
  return report.failed === 0 && (!own || own.exitCode === 0) ? 0 : 1;
}
