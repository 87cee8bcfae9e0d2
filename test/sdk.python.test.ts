// The generated Python client (sdks/python, `npm run sdk`) against a real server through Prism: the scripted tour of
// every operation (test/sdk/python_tour.py), the guides' example (sdks/examples/list_orders.py, quoted in docs/api.md and docs/sdks.md) and forward
// compatibility with a newer server (test/sdk/python_forward_compat.py). Runs Debian's /usr/bin/python3; skipped
// with a message when it lacks the client's packages or when Prism is not installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRun } from './support/seed.js';
import { CONTRACT, PRISM_MISSING, prismInstalled, startTour, type Tour } from './support/tour.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PYTHON = '/usr/bin/python3';
const SDK = path.join(ROOT, 'sdks/python');
const PACKAGES = 'python3-urllib3 python3-dateutil python3-six python3-certifi';
const APT = `apt-get install -y ${PACKAGES}`;

function pythonProblem(): string | undefined {
  if (!fs.existsSync(PYTHON)) return `no ${PYTHON}; install Debian's Python and the client's packages with: apt-get install -y python3 ${PACKAGES}`;
  const probe = spawnSync(PYTHON, ['-c', 'import urllib3, dateutil, six, certifi'], { encoding: 'utf8' });
  if (probe.status !== 0) return `${PYTHON} lacks the Python client's packages (${probe.stderr.trim().split('\n').pop()}); install them with: ${APT}`;
  return undefined;
}

const problem = pythonProblem() ?? (prismInstalled() ? undefined : PRISM_MISSING);
if (problem) console.warn(`Python SDK tests skipped: ${problem}`);

// CI sets SLUICE_REQUIRE_SDK_TOOLS=1, so a missing Python package or Prism fails instead of skipping the tour.
it.runIf(problem !== undefined && process.env.SLUICE_REQUIRE_SDK_TOOLS === '1')('has Python\'s packages and Prism (SLUICE_REQUIRE_SDK_TOOLS=1)', () => {
  throw new Error(problem);
});

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

/** Every operation of openapi.yaml, read now (the tour must call each one). */
function contractOperations(): Operation[] {
  const doc = load(fs.readFileSync(CONTRACT, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op && typeof op === 'object' && op.operationId) ops.push({ operationId: op.operationId, method, path: p });
    }
  }
  return ops;
}

interface Finished {
  code: number | null;
  output: string;
}

/** Runs a Python script of the SDK asynchronously (the server under test lives in this process). */
function python(script: string, options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(PYTHON, [script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', PYTHONPATH: SDK, PYTHONDONTWRITEBYTECODE: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(options.stdin ?? '');
  });
}

describe.skipIf(problem !== undefined)('the generated Python client', () => {
  let tour: Tour;
  let failedRunId: string;

  beforeAll(async () => {
    expect(fs.existsSync(path.join(SDK, 'sluice_client/api_client.py')), 'sdks/python is missing: run npm run sdk').toBe(true);
    tour = await startTour();
    // A failed run of the seeded flow, for retryRun.
    const finished = new Date(Date.now() - 60_000).toISOString();
    const failed = await seedRun(tour.server.knex, tour.customerId, {
      flowId: tour.flowId,
      status: 'failed',
      trigger: 'manual',
      stage: 'load',
      startedAt: finished,
      finishedAt: finished,
    });
    failedRunId = failed.id;
  }, 180_000);

  afterAll(async () => {
    await tour?.close();
  });

  it('pages through /api/public/data/order with the guides\' example and prints every order number', async () => {
    const res = await fetch(`${tour.serverUrl}/api/public/data/order?limit=500&fields=order_number`, { headers: { Authorization: `Bearer ${tour.apiKey}` } });
    const expected = ((await res.json()) as { data: Array<{ order_number: string }> }).data.map((o) => o.order_number);
    expect(expected.length).toBe(tour.canonicalCounts.order);
    expect(expected.length).toBeGreaterThan(1);

    // The guide shows the script as it is run here.
    const example = fs.readFileSync(path.join(ROOT, 'sdks/examples/list_orders.py'), 'utf8');
    expect(fs.readFileSync(path.join(ROOT, 'docs/sdks.md'), 'utf8')).toContain('```python\n' + example + '```\n');
    expect(fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8')).toContain('```python\n' + example + '```\n');
    const run = await python('sdks/examples/list_orders.py', { env: { SLUICE_URL: tour.prismUrl, SLUICE_API_KEY: tour.apiKey } });
    expect(run.code, run.output).toBe(0);
    const printed = run.output.trim().split('\n').map((line) => line.split(' ')[0]);
    expect(printed).toEqual(expected);
    expect(await tour.violations()).toEqual([]);
  }, 60_000);

  it('tours every operation of the contract, asserting what each returns, with no contract violation', async () => {
    const operations = contractOperations();
    expect(operations.map((o) => o.operationId).sort()).toEqual([...tour.operationIds()].sort());
    const input = {
      base_url: tour.prismUrl,
      origin: tour.origin,
      api_key: tour.apiKey,
      email: tour.ownerEmail,
      password: tour.ownerPassword,
      operations,
      connector: { type: 'files', config: { path: 'sdk-tour' } },
      webhook_url: `${tour.receiver.url}/sdk-tour`,
      seeds: { ...tour.seeds(), failedRunId },
    };
    const run = await python('test/sdk/python_tour.py', { stdin: JSON.stringify(input) });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`toured ${operations.length} of ${operations.length} operations`);
    expect(await tour.violations()).toEqual([]);
  }, 240_000);

  it('reads responses of a newer server: extra fields and response enum values it does not know', async () => {
    const run = await python('test/sdk/python_forward_compat.py');
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('forward compatibility: every newer response was read');
  }, 60_000);
});
