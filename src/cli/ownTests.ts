// A plugin's own tests, after the conformance suite: the `*.test.js` (or `.mjs`) files beside its conformance
// module (dist-test/ for a plugin built from TypeScript, test/ for one written in JavaScript), run with
// `node --test` in the plugin's folder, which needs nothing the plugin does not already have.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../paths.js';

/** The hook that resolves the plugin's SDK imports to this Sluice's SDK (built; absent in a source checkout before a build). */
const SDK_HOOK = path.join(PACKAGE_ROOT, 'dist', 'src', 'runtime', 'sdkHook.js');

export interface OwnTestsReport {
  /** The test files, relative to the plugin's folder. */
  files: string[];
  passed: number;
  failed: number;
  skipped: number;
  /** node --test's exit code: 0 when every test passed. */
  exitCode: number | null;
  /** The TAP report, for a failure's details. */
  output: string;
}

/** The plugin's test files: the `*.test.js` files in the folder of its conformance module. */
export function ownTestFiles(dir: string, conformanceFile: string | undefined): string[] {
  if (!conformanceFile) return [];
  const folder = path.dirname(conformanceFile);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => /\.test\.m?js$/.test(name))
    .sort()
    .map((name) => path.relative(dir, path.join(folder, name)));
}

function count(output: string, label: string): number {
  const m = new RegExp(`^# ${label} (\\d+)$`, 'm').exec(output);
  return m ? Number(m[1]) : 0;
}

/** Runs the files with `node --test` in `dir`, with this process's environment (TEST_DATABASE_URL and the like). */
export function runOwnTests(dir: string, files: string[]): Promise<OwnTestsReport> {
  return new Promise((resolve, reject) => {
    const hook = fs.existsSync(SDK_HOOK) ? ['--import', pathToFileURL(SDK_HOOK).href] : [];
    const child = spawn(process.execPath, [...hook, '--test', '--test-reporter=tap', ...files], { cwd: dir, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.once('error', reject);
    child.once('close', (exitCode) => {
      resolve({ files, passed: count(output, 'pass'), failed: count(output, 'fail'), skipped: count(output, 'skipped'), exitCode, output });
    });
  });
}

/** The report's lines for a person: the count, and on failure the TAP report's failing part. */
export function describeOwnTests(report: OwnTestsReport): string {
  const summary = `own tests (${report.files.join(', ')}): ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped\n`;
  if (report.exitCode === 0) return summary;
  const failing = report.output.split('\n').filter((l) => /not ok|Error|expected|actual|^#/.test(l)).slice(0, 60);
  return `${failing.map((l) => `      ${l}`).join('\n')}\n${summary}`;
}
