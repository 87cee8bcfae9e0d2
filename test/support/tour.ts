// The SDK tour harness: a real Sluice server (PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise) with its
// worker, a seeded world in which every operation of openapi.yaml can be called with real values, and Prism
// (`prism proxy --errors openapi.yaml <server>`) in front of it, reporting every request and response violation.
//
//   import { prismInstalled, PRISM_MISSING, startTour } from './support/tour.js';
//   describe.skipIf(!prismInstalled())(…)            // PRISM_MISSING says how to install it
//   const tour = await startTour();                 // 11–40 s (machine load): server, seeds, two runs, Prism
//   createSluiceClient({ baseUrl: tour.prismUrl, apiKey: tour.apiKey, fetch: tour.fetch })
//   …
//   expect(await tour.violations()).toEqual([]);
//   await tour.close();
//
// The Tour object:
// - `prismUrl`: Prism's URL; SDKs call this. `serverUrl`: the Sluice server behind it (for seeding and checks).
// - `origin`: the server's public origin. Console writes (session cookie) must send `Origin: <origin>`: through
//   Prism the Host the server sees is its own upstream address, so the browser-style origin check wants this one.
// - `apiKey`: an owner key with every scope. `ownerEmail`, `ownerPassword`: the owner's console sign-in.
//   `ownerUserId`, `customerId`, `apiKeyId`.
// - Seeded ids: `flowId` (manual flow, active, sample → files, its `flowEntities`), `runId` (its succeeded run),
//   `failingFlowId` and `failedRunId` (a manual flow whose files source names `../elsewhere`: its run failed at
//   extract with `config_invalid`; retry it), `connectorIds.source` (type `sample`), `connectorIds.destination`
//   (type `files`, used by both flows) and `connectorIds.brokenSource`, `webhookId` (an endpoint on
//   `receiver`, subscribed to `webhookEvents`), `webhookSecret`, `deliveryId` (a test send the receiver answered 500:
//   status `failed`, ready to replay; the receiver now answers 204).
// - `canonicalCounts`: records per canonical entity. The run wrote `customer`, `order` and `order_line_item` (the
//   flow's entities, from the sample connector); every other entity has 3 records written directly (system
//   `tour`), so every entity pages and every get has a real id. `canonicalEntities`: every entity the API serves.
// - `receiver`: the local HTTPS webhook receiver (test/support/webhooks.ts), every request it got in `requests`.
// - `loginLinkToken()`: a fresh one-time sign-in link token for the owner (for signInWithLink).
// - `seeds()`: everything above that is plain data, as one JSON-serialisable object (for a tour in another language).
// - `operationIds()`: every operationId in openapi.yaml, read when called (the contract may change under a tour).
// - `violations()` (async: it first lets Prism's log settle): every violation Prism reported so far, each with the
//   request it belongs to. In proxy mode Prism refuses an invalid request itself (422 …#UNPROCESSABLE_ENTITY, 401
//   …#UNAUTHORIZED, 404/405 for no such operation) and, under `--errors`, replaces an answer that breaks the
//   contract with a 500 …#VIOLATIONS problem (the details in its body and `sl-violations` header): the log then
//   says only `Request terminated with error`, reported here as an `error`. Violations Prism lets through (warnings,
//   or errors without `--errors`) are its `Violation:` lines. A call made with `tour.fetch` also gets the itemised
//   findings Prism put in its answer (`details`). `prismLog()`: Prism's whole output.
// - `fetch`: a fetch to give an SDK (`createSluiceClient({ fetch: tour.fetch, … })`) so violations carry details.
// - `close()`: stops Prism, the receiver and the server, and drops the database.
// SLUICE_TOUR_TIMING=1 logs how long each step of the set-up took.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { createLoginLink } from '../../src/domain/access/loginLinks.js';
import { setPassword } from '../../src/domain/access/signIn.js';
import { ENTITY_TYPES } from '../../src/domain/canonical/entities.js';
import { runtimeOptions } from '../fixtures/plugins/harness.js';
import { sampleRecord, upsertAll } from './canonical.js';
import { seedTenant } from './seed.js';
import { startTestServer, type TestServer } from './server.js';
import { makeCertificate, startReceiver, testSettings, type Receiver } from './webhooks.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTRACT = path.join(ROOT, 'openapi.yaml');
export const PRISM_BIN = path.join(ROOT, 'tools/prism/node_modules/.bin/prism');
export const PRISM_MISSING = `Prism is not installed: run \`npm ci --prefix tools/prism\` (expected ${path.relative(ROOT, PRISM_BIN)})`;

export function prismInstalled(): boolean {
  return fs.existsSync(PRISM_BIN);
}

export interface PrismViolation {
  severity: 'error' | 'warning' | 'info';
  /** Prism's message, e.g. `response.body.data.0 must have required property 'id'`. */
  message: string;
  /** The request it was reported for, as Prism logged it (`get /v1/flows`), when known. */
  request: string | undefined;
  /** Prism's itemised findings (`response.body.name: Response body must have required property 'name'`), when the
   * request went through the Prism process's `fetch` (Prism puts them in its answer, not in its log). */
  details?: string[];
}

export interface TourSeeds {
  customerId: string;
  ownerUserId: string;
  ownerEmail: string;
  ownerPassword: string;
  apiKey: string;
  apiKeyId: string;
  flowId: string;
  flowName: string;
  flowEntities: string[];
  runId: string;
  failingFlowId: string;
  failedRunId: string;
  connectorIds: { source: string; destination: string; brokenSource: string };
  webhookId: string;
  webhookSecret: string;
  webhookEvents: string[];
  deliveryId: string;
  canonicalEntities: string[];
  canonicalCounts: Record<string, number>;
}

export interface Tour extends TourSeeds {
  prismUrl: string;
  serverUrl: string;
  origin: string;
  server: TestServer;
  receiver: Receiver;
  /** fetch for SDK calls through Prism (pass it as the client's `fetch`): violations then carry Prism's details. */
  fetch: typeof fetch;
  loginLinkToken(): Promise<string>;
  seeds(): TourSeeds;
  operationIds(): string[];
  violations(): Promise<PrismViolation[]>;
  prismLog(): string;
  close(): Promise<void>;
}

/** The sample source's volumes: small enough to be quick, large enough that customers and orders page (limit 2–10). */
const SAMPLE = { seed: 12, customers: 12, products: 4, orders: 15, batch_size: 50 };
const FLOW_ENTITIES = ['customer', 'order', 'order_line_item'];
/** Records written straight to the canonical store for every entity the run does not carry. */
const SEEDED_PER_ENTITY = 3;
const WEBHOOK_EVENTS = ['flow.paused', 'flow.resumed', 'run.succeeded'];
const PASSWORD = 'tour owner passphrase 12';

/** Every operationId in openapi.yaml, in document order. */
export function contractOperationIds(): string[] {
  const doc = load(fs.readFileSync(CONTRACT, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const ids: string[] = [];
  for (const item of Object.values(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method) && op?.operationId) ids.push(op.operationId);
    }
  }
  return ids;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

// Prism's CLI prints signale lines: `[12:00:00 PM] › [VALIDATOR] ✖  error     Violation: response.body …`, each request
// announced by `[HTTP SERVER] get /v1/flows ℹ  info      Request received`.
const ANSI = /\u001b\[[0-9;]*m/g;
const REQUEST_LINE = /\[HTTP SERVER\]\s+(\w+ \S+)\s+.*Request received/;
const VIOLATION_LINE = /\[VALIDATOR\]\s+\S+\s+(error|warning|warn|info)\s+Violation:\s*(.*)$/;
// A request Prism answered itself instead of forwarding it (a request violation: 422 UNPROCESSABLE_ENTITY, 401
// UNAUTHORIZED, no such path or method), or whose answer it replaced (a response violation under --errors: 500
// VIOLATIONS). With --errors Prism logs no `Violation:` line for those: this line is all the log says.
const TERMINATED_LINE = /\[HTTP SERVER\]\s+(\w+ \S+)\s+\S+\s+error\s+Request terminated with error:\s*(.*)$/;

export interface PrismProcess {
  url: string;
  /** fetch for calls through Prism: it keeps the itemised violations Prism returns, for `violations()`. */
  fetch: typeof fetch;
  output(): string;
  violations(): Promise<PrismViolation[]>;
  stop(): Promise<void>;
}

/** Prism `proxy --errors` on a free loopback port in front of `upstream`, once it answers. */
export async function startPrism(upstream: string): Promise<PrismProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(PRISM_BIN, ['proxy', '--errors', CONTRACT, upstream, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const found: PrismViolation[] = [];
  let lastRequest: string | undefined;
  let pending = '';
  let lastOutput = Date.now();
  const take = (chunk: Buffer) => {
    lastOutput = Date.now();
    const s = chunk.toString('utf8');
    text += s;
    pending += s;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.replace(ANSI, '');
      const req = REQUEST_LINE.exec(line);
      if (req) lastRequest = req[1];
      const v = VIOLATION_LINE.exec(line);
      if (v) found.push({ severity: v[1] === 'warn' ? 'warning' : (v[1] as PrismViolation['severity']), message: v[2]!.trim(), request: lastRequest });
      const refused = TERMINATED_LINE.exec(line);
      if (refused) found.push({ severity: 'error', message: `Prism answered instead of the server: ${refused[2]!.trim()}`, request: refused[1] });
    }
  };
  // Prism's answers carry the itemised violations (`sl-violations` header) that its log leaves out under --errors.
  const itemised = new Map<string, string[][]>();
  const fetchThrough: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const header = response.headers.get('sl-violations');
    if (header) {
      let details: string[];
      try {
        details = (JSON.parse(header) as Array<{ location?: string[]; message?: string }>).map((v) => `${(v.location ?? []).join('.')}: ${v.message ?? ''}`);
      } catch {
        details = [header];
      }
      const key = `${request.method.toLowerCase()} ${new URL(request.url).pathname}`;
      itemised.set(key, [...(itemised.get(key) ?? []), details]);
    }
    return response;
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`Prism exited before listening:\n${text}`);
    if (text.includes('Prism is listening')) {
      try {
        await fetch(`${url}/healthz`);
        break;
      } catch {
        /* not yet */
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Prism did not answer on ${url} within 60 s:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    fetch: fetchThrough,
    output: () => text,
    async violations() {
      // Prism logs a request after answering it: wait until its output has been quiet for a moment.
      const until = Date.now() + 5_000;
      while (Date.now() - lastOutput < 300 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      const pending = new Map([...itemised].map(([k, v]) => [k, [...v]]));
      return found.map((v) => {
        const details = v.request ? pending.get(v.request)?.shift() : undefined;
        return details ? { ...v, details } : { ...v };
      });
    },
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exit;
        clearTimeout(timer);
      }
    },
  };
}

async function json<T>(res: { response: Response; data?: unknown; error?: unknown }, status: number, what: string): Promise<T> {
  if (res.response.status !== status) throw new Error(`tour seed: ${what} answered ${res.response.status}, not ${status}: ${JSON.stringify(res.error ?? res.data)}`);
  return res.data as T;
}

/** Logs each step's duration when SLUICE_TOUR_TIMING is set. */
function timer(): (step: string) => void {
  let last = Date.now();
  return (step) => {
    const now = Date.now();
    if (process.env.SLUICE_TOUR_TIMING) console.log(`tour: ${step} ${now - last} ms`);
    last = now;
  };
}

export async function startTour(): Promise<Tour> {
  if (!prismInstalled()) throw new Error(PRISM_MISSING);
  const cert = makeCertificate();
  const filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-tour-files-'));
  const receiver = await startReceiver(cert, () => ({ status: 204 }));
  const base = runtimeOptions();
  let server: TestServer | undefined;
  let prismStarting: Promise<PrismProcess | undefined> | undefined;
  const cleanup = async () => {
    await (await prismStarting)?.stop();
    await server?.close();
    await receiver.close();
    fs.rmSync(filesRoot, { recursive: true, force: true });
    fs.rmSync(cert.dir, { recursive: true, force: true });
  };
  try {
    server = await startTestServer({
      queue: 'worker',
      connectors: runtimeOptions({ env: { ...base.env, SLUICE_FILES_ROOT: filesRoot } }),
      webhooks: testSettings(cert),
      rateLimits: { read: 1_000_000, write: 1_000_000, trigger: 100_000 },
    });
    const t = server;
    const mark = timer();
    // Prism takes seconds to start: it starts while the world is seeded.
    const starting = startPrism(t.url);
    prismStarting = starting.catch(() => undefined);
    const tenant = await seedTenant(t.knex, { name: 'Tour Shop' });
    await setPassword(t.knex, tenant.userId, PASSWORD);
    const owner = (await t.knex('users').where({ id: tenant.userId }).first('email')) as { email: string };
    const api = t.client(tenant.key);
    mark('tenant');

    const source = await json<{ id: string }>(
      await api.POST('/v1/connectors', { body: { name: 'Tour sample shop', type: 'sample', config: SAMPLE } as never }),
      201,
      'creating the sample source',
    );
    const destination = await json<{ id: string }>(
      await api.POST('/v1/connectors', { body: { name: 'Tour files', type: 'files', config: { path: 'tour' } } as never }),
      201,
      'creating the files destination',
    );
    mark('connectors');
    const flowName = 'Tour: sample shop to files';
    const flow = await json<{ id: string }>(
      await api.POST('/v1/flows', {
        body: { name: flowName, source_connector_id: source.id, destination_connector_id: destination.id, entities: FLOW_ENTITIES, schedule: 'manual' } as never,
      }),
      201,
      'creating the flow',
    );
    // A second flow whose source names a folder outside its own (`..`): its run fails at extract, for retryRun.
    const brokenSource = await json<{ id: string }>(
      await api.POST('/v1/connectors', { body: { name: 'Tour broken files source', type: 'files', config: { path: '../elsewhere' } } as never }),
      201,
      'creating the broken source',
    );
    const failingFlow = await json<{ id: string }>(
      await api.POST('/v1/flows', {
        body: { name: 'Tour: failing flow', source_connector_id: brokenSource.id, destination_connector_id: destination.id, entities: ['customer'], schedule: 'manual' } as never,
      }),
      201,
      'creating the failing flow',
    );
    const trigger = await json<{ run_id: string }>(await api.POST('/v1/flows/{id}/trigger', { params: { path: { id: flow.id } } } as never), 202, 'triggering the flow');
    const failing = await json<{ run_id: string }>(await api.POST('/v1/flows/{id}/trigger', { params: { path: { id: failingFlow.id } } } as never), 202, 'triggering the failing flow');
    const ended = async (runId: string, expected: string) => {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const run = await json<{ status: string; created_at: string; started_at: string | null; finished_at: string | null }>(
          await api.GET('/v1/runs/{id}', { params: { path: { id: runId } } } as never),
          200,
          'reading a run',
        );
        if (run.status === expected) {
          if (process.env.SLUICE_TOUR_TIMING) {
            const at = (s: string | null) => (s ? Date.parse(s) : NaN);
            console.log(`tour: run ${runId} waited ${at(run.started_at) - at(run.created_at)} ms, ran ${at(run.finished_at) - at(run.started_at)} ms`);
          }
          return;
        }
        if (run.status !== 'queued' && run.status !== 'running') throw new Error(`tour seed: run ${runId} ended ${run.status}, not ${expected}: ${JSON.stringify(run)}`);
        if (Date.now() > deadline) throw new Error(`tour seed: run ${runId} is still ${run.status} after 90 s`);
        await new Promise((r) => setTimeout(r, 150));
      }
    };
    mark('flows');
    await Promise.all([ended(trigger.run_id, 'succeeded'), ended(failing.run_id, 'failed')]);
    mark('runs');
    // Every other entity gets a few records of its own (system `tour`), so each get operation has a real id.
    for (const entity of ENTITY_TYPES.filter((e) => !FLOW_ENTITIES.includes(e))) {
      const records = Array.from({ length: SEEDED_PER_ENTITY }, (_, i) => ({ externalId: `tour-${entity}-${i + 1}`, record: sampleRecord(entity, i + 1) }));
      await upsertAll(t.knex, tenant.customerId, entity, 'tour', records);
    }
    mark('canonical records');
    const counted = (await t.knex('canonical_records').where({ customer_id: tenant.customerId }).groupBy('entity').select('entity').count({ n: '*' })) as Array<{
      entity: string;
      n: string | number;
    }>;
    const canonicalCounts: Record<string, number> = {};
    for (const row of counted) canonicalCounts[row.entity] = Number(row.n);

    // A webhook endpoint on the receiver, and a failed delivery to replay: its test send answered 500.
    const webhook = await json<{ id: string; secret: string }>(
      await api.POST('/v1/webhooks', { body: { url: `${receiver.url}/tour`, events: WEBHOOK_EVENTS, description: 'Tour receiver' } as never }),
      201,
      'creating the webhook endpoint',
    );
    receiver.behave(() => ({ status: 500, body: 'tour: failing on purpose' }));
    const test = await json<{ delivery_id: string; result: string }>(await api.POST('/v1/webhooks/{id}/test', { params: { path: { id: webhook.id } } } as never), 200, 'the failing test send');
    if (test.result !== 'error') throw new Error(`tour seed: the failing test send answered ${JSON.stringify(test)}`);
    receiver.behave(() => ({ status: 204 }));

    mark('webhook');
    const p = await starting;
    mark('prism');
    const seeds: TourSeeds = {
      customerId: tenant.customerId,
      ownerUserId: tenant.userId,
      ownerEmail: owner.email,
      ownerPassword: PASSWORD,
      apiKey: tenant.key,
      apiKeyId: tenant.keyId,
      flowId: flow.id,
      flowName,
      flowEntities: [...FLOW_ENTITIES],
      runId: trigger.run_id,
      failingFlowId: failingFlow.id,
      failedRunId: failing.run_id,
      connectorIds: { source: source.id, destination: destination.id, brokenSource: brokenSource.id },
      webhookId: webhook.id,
      webhookSecret: webhook.secret,
      webhookEvents: [...WEBHOOK_EVENTS],
      deliveryId: test.delivery_id,
      canonicalEntities: [...ENTITY_TYPES],
      canonicalCounts,
    };
    return {
      ...seeds,
      prismUrl: p.url,
      serverUrl: t.url,
      origin: t.server.publicUrl,
      server: t,
      receiver,
      fetch: p.fetch,
      async loginLinkToken() {
        return (await createLoginLink(t.knex, { userId: tenant.userId, publicUrl: t.server.publicUrl })).token;
      },
      seeds: () => structuredClone(seeds),
      operationIds: contractOperationIds,
      violations: () => p.violations(),
      prismLog: () => p.output(),
      close: cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
