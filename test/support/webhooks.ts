// Webhook test plumbing: a self-signed certificate made per test file, a real HTTPS receiver on loopback that
// records every request and answers as told, and a Sluice server (plus, on demand, the webhook worker in-process)
// that trusts that certificate and may reach loopback.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createSluiceClient } from '../../generated/client.js';
import type { Config } from '../../src/config.js';
import { parseRetrySchedule } from '../../src/domain/webhooks/retrySchedule.js';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from '../../src/domain/webhooks/settings.js';
import { DEFAULT_CUSTOMER_LIMITS } from '../../src/domain/customerLimits.js';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rateLimit/slidingWindow.js';
import { startHttpServer, type RunningServer } from '../../src/http/server.js';
import { startWebhookWork, type WebhookWork } from '../../src/jobs/webhooks/index.js';
import { createLogger } from '../../src/log.js';
import { secretsFrom, type Secrets } from '../../src/secrets.js';
import { assembleContainer } from '../../src/container.js';
import { createConnectorRuntime } from '../../src/runtime/index.js';
import { checkedFetch } from './contractCheck.js';
import { freshDatabase, type TestDatabase } from './database.js';

export interface Certificate {
  dir: string;
  certPath: string;
  cert: string;
  key: string;
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, valid for a day, made with openssl in a temp dir. Its key is
 * an ECDSA P-256 one: an RSA 2048 key took openssl ~0.4 s of CPU to make, some 35 times a suite.
 */
export function makeCertificate(): Certificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-webhook-cert-'));
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-days', '1', '-keyout', keyPath, '-out', certPath,
  ], { stdio: 'ignore' });
  return { dir, certPath, cert: fs.readFileSync(certPath, 'utf8'), key: fs.readFileSync(keyPath, 'utf8') };
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer (the socket stays open until the receiver closes). */
  hang?: boolean;
  /** Answer 200 and then stream body bytes forever. */
  endless?: boolean;
  delayMs?: number;
}

export type Behaviour = (req: ReceivedRequest, index: number) => Reply;

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Requests to `path` only. */
  to(path: string): ReceivedRequest[];
  behave(fn: Behaviour): void;
  /** Resolves once `predicate` holds, or rejects after `timeoutMs`. */
  waitFor(predicate: (requests: ReceivedRequest[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(cert: Certificate, behaviour: Behaviour = () => ({ status: 200, body: 'ok' })): Promise<Receiver> {
  let behave = behaviour;
  const requests: ReceivedRequest[] = [];
  const server = https.createServer({ cert: cert.cert, key: cert.key, keepAliveTimeout: 5_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      const received: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      requests.push(received);
      const reply = behave(received, requests.length - 1);
      if (reply.hang) return;
      const send = () => {
        if (reply.endless) {
          res.writeHead(200, { 'Content-Type': 'text/plain' });
          const chunk = Buffer.alloc(16 * 1024, 'x');
          const pump = () => {
            while (res.write(chunk)) {
              /* fill the buffer */
            }
          };
          res.on('drain', pump);
          pump();
          return;
        }
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'text/plain', ...reply.headers });
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    requests,
    to: (p) => requests.filter((r) => r.path === p),
    behave(fn) {
      behave = fn;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      // Asked again when a request arrived, and at least every half second: a predicate over thousands of requests
      // asked every 20 ms cost a burst test seconds of CPU.
      let seen = requests.length;
      let askedAt = Date.now();
      while (!predicate(requests)) {
        do {
          if (Date.now() > deadline) throw new Error(`receiver: condition not met within ${timeoutMs} ms (${requests.length} requests so far)`);
          await new Promise((r) => setTimeout(r, 20));
        } while (requests.length === seen && Date.now() - askedAt < 500);
        seen = requests.length;
        askedAt = Date.now();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Delivery settings for tests: a schedule in fractions of a second, a short time-out, loopback allowed, the test CA. */
export function testSettings(cert: Certificate, overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  return {
    ...DEFAULT_WEBHOOK_SETTINGS,
    retrySchedule: parseRetrySchedule('200ms,400ms,600ms,800ms,1s,1200ms'),
    timeoutMs: 1_000,
    allowPrivate: true,
    ca: cert.cert,
    concurrency: 20,
    endpointConcurrency: 5,
    ...overrides,
  };
}

export interface WebhookTestServer {
  url: string;
  database: TestDatabase;
  knex: TestDatabase['db']['knex'];
  secrets: Secrets;
  /** The SLUICE_SECRET_KEY the server's secrets derive from (a worker process needs the same). */
  secretKey: string;
  settings: WebhookSettings;
  logText(): string;
  client(key?: string): ReturnType<typeof createSluiceClient>;
  request(path: string, init?: RequestInit & { key?: string }): Promise<Response>;
  /** Starts the fan-out and delivery workers in this process (once). */
  startWorker(): Promise<WebhookWork>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookServer(settings: WebhookSettings): Promise<WebhookTestServer> {
  const database = await freshDatabase();
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger('info', sink);
  const secretKey = crypto.randomBytes(32).toString('hex');
  const secrets = secretsFrom(secretKey);
  const config: Config = {
    databaseUrl: database.url,
    dataDir: '/nonexistent',
    port: 0,
    host: '127.0.0.1',
    secretKey: undefined,
    logLevel: 'info',
    rateLimits: { ...DEFAULT_RATE_LIMITS, read: 100_000, write: 100_000 },
    webhooks: settings,
    // These tests give one customer many endpoints; the bound itself is quotas.test.ts's.
    customerLimits: { ...DEFAULT_CUSTOMER_LIMITS, webhookEndpoints: 1_000 },
  };
  // The database is the test's: the container closes its sender and connectors, and close() below drops the database.
  const container = assembleContainer(config, { db: database.db, secrets, logger, connectors: createConnectorRuntime(logger) }, async () => {});
  const server: RunningServer = await startHttpServer(container, 0, '127.0.0.1');
  let worker: WebhookWork | undefined;
  const stopWorker = async () => {
    if (!worker) return;
    const work = worker;
    worker = undefined;
    await work.stop();
  };
  return {
    url: server.url,
    database,
    knex: database.db.knex,
    secrets,
    secretKey,
    settings,
    logText: () => lines.join('\n'),
    client: (key) => createSluiceClient({ baseUrl: server.url, apiKey: key, fetch: checkedFetch }),
    request(p, init = {}) {
      const { key, headers, ...rest } = init;
      const h = new Headers(headers);
      if (key) h.set('Authorization', `Bearer ${key}`);
      return checkedFetch(`${server.url}${p}`, { ...rest, headers: h });
    },
    async startWorker() {
      worker ??= startWebhookWork({ knex: database.db.knex, secrets, settings, sender: container.services.sender, logger });
      return worker;
    },
    stopWorker,
    async close() {
      await stopWorker();
      await server.close();
      await container.close();
      await database.drop();
    },
  };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
