// Regenerates the client SDKs from openapi.yaml: the TypeScript types and client (`npm run generate`) and the
// Python client in sdks/python (openapi-generator 4.3.1, the JAR shipped in the pinned npm package; offline).
// Run with `npm run sdk`. It fails on any generator error; CI regenerates and fails when the tree differs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yaml from 'js-yaml';

const root = fileURLToPath(new URL('../', import.meta.url));
const jar = path.join(root, 'node_modules/@openapitools/openapi-generator-cli/bin/openapi-generator.jar');
const pythonOut = path.join(root, 'sdks/python');
// Files in sdks/python that are written by hand, not by the generator, and survive a regeneration.
const kept = new Set(['.openapi-generator-ignore']);

function fail(message) {
  console.error(`npm run sdk: ${message}`);
  process.exit(1);
}

function run(command, args, label) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error) fail(`${label} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${label} exited with ${result.status ?? result.signal}:\n${output}`);
  return { output, seconds: (Date.now() - started) / 1000 };
}

const ts = run('npm', ['run', '-s', 'generate'], 'npm run generate');
console.log(`TypeScript: generated/ written (${ts.seconds.toFixed(1)} s)`);

if (!fs.existsSync(jar)) fail(`${jar} is missing: run npm install (devDependency @openapitools/openapi-generator-cli@1.0.18-4.3.1)`);
const spec = yaml.load(fs.readFileSync(path.join(root, 'openapi.yaml'), 'utf8'));
const version = spec?.info?.version;
if (typeof version !== 'string' || !/^[0-9A-Za-z.+-]+$/.test(version)) fail(`openapi.yaml info.version is not a version: ${version}`);

// Start from an empty output so that a schema or operation removed from the contract leaves no stale file.
fs.mkdirSync(pythonOut, { recursive: true });
for (const entry of fs.readdirSync(pythonOut)) {
  if (!kept.has(entry)) fs.rmSync(path.join(pythonOut, entry), { recursive: true, force: true });
}

// The JVM's quick settings for a run of a few seconds: the first JIT tier only (the optimizing one pays only in a
// longer run) and one GC thread. Half the CPU (10.4 s against 5.3 s here), the same files.
const python = run('java', [
  '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC',
  '-jar', jar, 'generate',
  '-g', 'python',
  '-i', 'openapi.yaml',
  '-o', 'sdks/python',
  '--package-name', 'sluice_client',
  `--additional-properties=projectName=sluice-client,packageVersion=${version},hideGenerationTimestamp=true`,
], 'openapi-generator (python)');
// The generator logs problems it survives (unresolvable references, models it cannot build) at ERROR level
// and may still exit 0: treat them as failures too.
const problems = python.output.split('\n').filter((line) => /\bERROR\b|Exception/.test(line));
if (problems.length > 0) fail(`openapi-generator (python) reported errors:\n${problems.join('\n')}`);
// The ignore file keeps the generated test stubs out but the generator still makes their (empty) folder.
const stubs = path.join(pythonOut, 'test');
if (fs.existsSync(stubs) && fs.readdirSync(stubs).length === 0) fs.rmdirSync(stubs);
for (const required of ['setup.py', 'README.md', 'docs', 'sluice_client/api_client.py']) {
  if (!fs.existsSync(path.join(pythonOut, required))) fail(`sdks/python/${required} was not generated`);
}
console.log(`Python: sdks/python written by openapi-generator 4.3.1 (${python.seconds.toFixed(1)} s)`);
