// `sluice connector test <path>`: runs the SDK's conformance suite against a plugin folder, loaded and called the
// way a running Sluice does it (each call in its own plugin process, with the same time-outs and memory cap).
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { runConformance, type ConformanceDriver, type ConformanceSuite, type TestResult } from '@sluice/connector-sdk/conformance';
import { ENTITY_TYPES, validateCanonicalRecord, type EntityType } from '../domain/canonical/entities.js';
import { REDACT_PATHS } from '../log.js';
import { connectorOptionsFromEnv, ConnectorRuntime, type ConnectorType } from '../runtime/index.js';
import { checkDeclaration, readPackageJson, toConnectorType } from '../runtime/loader.js';
import { parse, UsageError } from './args.js';

const MARK: Record<TestResult['status'], string> = { pass: '✓', fail: '✗', skip: '-' };

export async function connectorTestCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {}, 1);
  const target = positionals[0];
  if (!target) throw new UsageError('usage: sluice connector test <path-to-plugin-folder> [--json]');
  const dir = path.resolve(target);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`${target} is not a folder`);

  // Plugin log lines and output go to stderr; the report goes to stdout.
  const level = (process.env.LOG_LEVEL || 'warn').toLowerCase();
  const logger = pino({ level, base: { service: 'sluice' }, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, pino.destination(2));
  // Fixtures stand their systems up on loopback and no customer configures anything here, so the egress policy is
  // open (SLUICE_EGRESS_ALLOW=*) unless the operator sets it; Sluice's own database stays refused.
  const env = { ...process.env, SLUICE_EGRESS_ALLOW: process.env.SLUICE_EGRESS_ALLOW || '*' };
  const runtime = new ConnectorRuntime({ ...connectorOptionsFromEnv(env), firstPartyDir: null, pluginsDir: null, npmPlugins: [] }, logger);
  // The fixture module is the plugin's code run here: let its `@sluice/connector-sdk` imports find this SDK.
  register('../runtime/sdkResolve.js', import.meta.url, { data: { hostURL: import.meta.url } });

  const pkg = readPackageJson(dir);
  const packageJson = 'packageJson' in pkg ? pkg.packageJson : {};
  let type: ConnectorType | undefined;
  const declared = () => {
    if ('problem' in pkg) throw new Error(pkg.problem);
    const d = checkDeclaration(dir, packageJson);
    if ('problem' in d) throw new Error(d.problem);
    return d;
  };
  const loaded = (): ConnectorType => {
    if (!type) throw new Error('the plugin has not been inspected');
    return type;
  };
  const driver: ConformanceDriver = {
    packageJson,
    async inspect() {
      const d = declared();
      const inspection = await runtime.inspect(d.entry, `plugin ${path.basename(dir)}`);
      type = toConnectorType({ dir, origin: 'plugins_dir' }, d, packageJson, inspection.manifest);
      return inspection;
    },
    async loadFixture() {
      const file = declared().conformance;
      if (!file) throw new Error('no conformance module declared');
      if (!fs.existsSync(file)) throw new Error(`the conformance module ${path.relative(dir, file)} does not exist (is the plugin built?)`);
      const mod = (await import(pathToFileURL(file).href)) as { default?: ConformanceSuite };
      return mod.default as ConformanceSuite;
    },
    // Conformance calls work for no customer (no CallScope): the plugin gets no files root of the server's, only
    // what the fixture's environment gives it, so a conformance run never touches a customer's folder.
    useEnv: (env) => runtime.setExtraEnv(env),
    check: (config, credentials) => runtime.check(loaded(), config, credentials),
    read: (request, config, credentials) => runtime.read(loaded(), config, credentials, request),
    write: (request, config, credentials) => runtime.write(loaded(), config, credentials, request),
  };

  if (!values.json) process.stdout.write(`Conformance of the plugin in ${target}\n`);
  try {
    const report = await runConformance(driver, {
      entityTypes: ENTITY_TYPES,
      validateRecord: (entity, data) => {
        const result = validateCanonicalRecord(entity as EntityType, data);
        return result.ok ? [] : result.errors;
      },
      onResult: (r) => {
        if (values.json) return;
        const tail = r.status === 'pass' ? ` (${r.durationMs} ms)` : '';
        process.stdout.write(`  ${MARK[r.status]} ${r.name}${tail}\n`);
        if (r.message) process.stdout.write(`      ${r.message}\n`);
      },
    });
    if (values.json) {
      process.stdout.write(`${JSON.stringify(report)}\n`);
    } else {
      const p = report.plugin;
      const what = p.id ? `${p.id} ${p.version ?? ''} (${p.kind ?? 'unknown kind'})` : path.basename(dir);
      process.stdout.write(`${what}: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped\n`);
    }
    return report.failed === 0 ? 0 : 1;
  } finally {
    await runtime.close();
  }
}
