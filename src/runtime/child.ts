// The process a plugin runs in. It loads the plugin, runs the call Sluice asked for and reports the outcome over
// the IPC channel. Then it exits, or, when the call was started with `keep`, waits for the next call of the same
// plugin and customer (runtime/processPool.ts); any failure ends it all the same. A plugin that throws, hangs,
// exhausts its memory or calls process.exit takes only this process down; Sluice classifies what happened from the
// outside.
import { register } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { NO_SDK_HOOK, WALL_PROXY_SOCKET, type ChildMessage, type HostMessage, type StartMessage, type WireError } from './protocol.js';
import { EgressPolicy, allowListFromEnv, ownDatabaseFromEnv } from '../egress/index.js';
import { installEgressGuard } from '../egress/install.js';

type Sdk = typeof import('@sluice/connector-sdk');

// Not needed when the plugin's own imports reach Sluice's SDK (runtime/sdkCopy.ts): the hook slows every import.
if (!process.argv.includes(NO_SDK_HOOK)) register('./sdkResolve.js', import.meta.url, { data: { hostURL: import.meta.url } });

// Node.js 21 and later define `navigator`; on Node.js 20 the pg driver's runtime check (is this a Cloudflare
// Worker?) falls back to building a fetch Response, which loads all of undici: about 40 ms of every plugin process's
// start (BENCHMARKS.md, run pipeline). The same object Node.js 21 defines, where it is missing.
if ((globalThis as { navigator?: unknown }).navigator === undefined) {
  Object.defineProperty(globalThis, 'navigator', {
    value: { userAgent: `Node.js/${process.versions.node.split('.')[0]}`, language: 'en-US', platform: process.platform, hardwareConcurrency: availableParallelism() },
    configurable: true,
    writable: true,
  });
}

let sdk: Sdk | undefined;

/** What one call holds; a new `start` ends it (endCall) and replaces it. */
interface Call {
  secrets: string[];
  controller: AbortController;
  /** Stay for the next call once this one succeeded (StartMessage.keep). */
  keep: boolean;
  // A read answers one item per pull. Pulls can arrive while the plugin is still loading: they are counted, and
  // served once the iterator exists.
  pulls: number;
  iterator: AsyncIterator<unknown> | undefined;
  serving: boolean;
  dropRaw: boolean;
  /** A write session: the loaded connector and its context, then one answer per `write` message, in order. */
  session: { connector: LoadedConnector; ctx: unknown } | undefined;
}

const newCall = (start?: StartMessage): Call => ({
  secrets: [],
  controller: new AbortController(),
  keep: start?.keep === true,
  pulls: 0,
  iterator: undefined,
  serving: false,
  dropRaw: false,
  session: undefined,
});

let call = newCall();

/** Sends a message; rejects when it cannot be serialized (a plugin value holding functions, say). */
function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.connected) return resolve();
    try {
      process.send!(message, undefined, {}, () => resolve());
    } catch (err) {
      reject(err);
    }
  });
}

function redact(text: string): string {
  return sdk ? sdk.redactText(text, call.secrets) : text;
}

function wireError(err: unknown, phase: WireError['phase']): WireError {
  const kind = sdk?.errorKindOf(err);
  const e = err as { name?: string; message?: string; retryAfterSeconds?: unknown };
  const text = e instanceof Error ? `${e.message}` : String(err);
  if (kind) {
    const out: WireError = { kind, message: redact(text), phase };
    if (kind === 'quota' && typeof e.retryAfterSeconds === 'number') out.retryAfterSeconds = e.retryAfterSeconds;
    return out;
  }
  const name = e instanceof Error ? e.name : typeof err;
  return { kind: 'system', message: redact(`${name}: ${text}`), phase };
}

/** Sends the call's last answer, then exits, unless the call succeeded and asked to keep the process. */
async function finish(message: ChildMessage, code = 0): Promise<void> {
  try {
    await send(message);
  } catch (err) {
    const error: WireError = { kind: 'system', phase: 'call', message: `the plugin produced a value that cannot leave its process: ${(err as Error).message}` };
    await send({ t: 'error', error }).catch(() => {});
    code = 70;
  }
  if (code !== 0 || !call.keep) process.exit(code);
}

process.on('uncaughtException', (err) => void finish({ t: 'error', error: wireError(err, 'call') }, 70));
process.on('unhandledRejection', (err) => void finish({ t: 'error', error: wireError(err, 'call') }, 70));

// Installed before any plugin code loads (the patches are in place when this returns; the promise only waits
// for the own database's host name to resolve), so no plugin can capture an unguarded net, tls, dns or fetch.
// Behind the wall (runtime/wall.ts), every connection goes through the egress proxy whose socket it binds in.
const walled = process.env.SLUICE_WALLED === '1' ? { proxy: WALL_PROXY_SOCKET } : undefined;
const egressReady = installEgressGuard(new EgressPolicy(allowListFromEnv(process.env)), ownDatabaseFromEnv(process.env), walled);

interface LoadedConnector {
  sdk: number;
  manifest: unknown;
  check(ctx: unknown): Promise<void>;
  read?(ctx: unknown, request: unknown): AsyncIterable<unknown>;
  write?(ctx: unknown, request: unknown): Promise<unknown>;
}

async function load(entry: string): Promise<LoadedConnector | undefined> {
  let mod: { default?: unknown };
  try {
    mod = (await import(pathToFileURL(entry).href)) as { default?: unknown };
  } catch (err) {
    const error = wireError(err, 'load');
    error.kind = 'system';
    error.message = `loading the plugin's entry module failed: ${error.message}`;
    await finish({ t: 'error', error }, 70);
    return undefined;
  }
  const connector = mod.default as Partial<LoadedConnector> | undefined;
  if (!connector || typeof connector !== 'object' || connector.sdk === undefined || typeof connector.check !== 'function') {
    await finish({
      t: 'error',
      error: { kind: 'system', phase: 'load', message: "the entry module's default export is not a connector: export default defineConnector({...})" },
    }, 70);
    return undefined;
  }
  return connector as LoadedConnector;
}

function logSink(level: string, message: string, fields: Record<string, unknown>): void {
  send({ t: 'log', level, message, fields }).catch(() => void send({ t: 'log', level, message, fields: { unloggable: true } }).catch(() => {}));
}

/**
 * A records message whose records carrying `raw` go as `{external_id, data}` alone (StartMessage.dropRaw): `raw` is
 * most of the message's size and Sluice would not read it. Anything else goes as it is, for Sluice to check.
 */
function withoutRaw(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const message = item as { type?: unknown; records?: unknown };
  if (message.type !== 'records' || !Array.isArray(message.records)) return item;
  const records = message.records.map((r: unknown) => {
    if (typeof r !== 'object' || r === null || !('raw' in r)) return r;
    const { external_id, data } = r as { external_id?: unknown; data?: unknown };
    return { external_id, data };
  });
  return { ...message, records };
}

async function serveRead(): Promise<void> {
  const read = call;
  if (read.serving || !read.iterator) return;
  read.serving = true;
  while (read.pulls > 0) {
    read.pulls -= 1;
    let step: IteratorResult<unknown>;
    try {
      step = await read.iterator.next();
    } catch (err) {
      await finish({ t: 'error', error: wireError(err, 'call') }, 1);
      return;
    }
    if (step.done) return finish({ t: 'end' });
    try {
      // Not JSON at all (undefined, a function) goes as null, which Sluice refuses as no message.
      const json = JSON.stringify(read.dropRaw ? withoutRaw(step.value) : step.value) ?? 'null';
      await send({ t: 'item', json });
    } catch (err) {
      await finish({ t: 'error', error: { kind: 'system', phase: 'call', message: `the plugin yielded a value that cannot leave its process: ${(err as Error).message}` } }, 70);
    }
  }
  read.serving = false;
}

let sessionQueue: Promise<void> = Promise.resolve();

async function serveWrite(request: unknown): Promise<void> {
  const { session } = call;
  if (!session?.connector.write) {
    await finish({ t: 'error', error: { kind: 'system', phase: 'call', message: 'a write arrived outside a write session' } }, 70);
    return;
  }
  let value: unknown;
  try {
    value = await session.connector.write(session.ctx, request);
  } catch (err) {
    await finish({ t: 'error', error: wireError(err, 'call') }, 1);
    return;
  }
  try {
    await send({ t: 'result', value });
  } catch (err) {
    await finish({ t: 'error', error: { kind: 'system', phase: 'call', message: `the plugin produced a value that cannot leave its process: ${(err as Error).message}` } }, 70);
  }
}

function inspect(connector: LoadedConnector): Promise<void> {
  const functions = (['check', 'read', 'write'] as const).filter((f) => typeof connector[f] === 'function');
  try {
    // Only plain data crosses: a manifest holding functions or class instances is refused here.
    const manifest = JSON.parse(JSON.stringify(connector.manifest ?? null));
    return finish({ t: 'inspected', manifest, functions });
  } catch (err) {
    return finish({ t: 'error', error: { kind: 'system', phase: 'load', message: `the manifest is not plain JSON data: ${(err as Error).message}` } }, 70);
  }
}

async function perform(start: StartMessage, connector: LoadedConnector, ctx: unknown): Promise<void> {
  switch (start.op) {
    case 'check':
      await connector.check(ctx);
      return finish({ t: 'result', value: null });
    case 'write':
      if (!connector.write) throw new Error('this connector has no write function');
      if (start.request === undefined) {
        call.session = { connector, ctx };
        return;
      }
      return finish({ t: 'result', value: await connector.write(ctx, start.request) });
    case 'read':
      if (!connector.read) throw new Error('this connector has no read function');
      call.dropRaw = start.dropRaw === true;
      call.iterator = connector.read(ctx, start.request)[Symbol.asyncIterator]();
      await serveRead();
  }
}

async function run(start: StartMessage): Promise<void> {
  await egressReady;
  sdk ??= (await import('@sluice/connector-sdk')) as Sdk;
  call.secrets = sdk.secretValues(start.credentials);
  // A module loaded by an earlier call of this process is imported once: the second import is the first's.
  const connector = await load(start.entry);
  if (!connector) return;
  if (start.op === 'inspect') return inspect(connector);
  const ctx = sdk.createContext({ config: start.config, credentials: start.credentials, signal: call.controller.signal, log: logSink });
  try {
    await perform(start, connector, ctx);
  } catch (err) {
    await finish({ t: 'error', error: wireError(err, 'call') }, 1);
  }
}

let starting: Promise<void> = Promise.resolve();

/**
 * Ends a call that is over, in a process kept for the next: its signal is aborted, so what the plugin tied to it (a
 * write session's connection, a timer) goes now rather than with the process.
 */
function endCall(ended: Call): void {
  if (!ended.controller.signal.aborted) ended.controller.abort(new Error('the call ended'));
}

process.on('message', (msg: HostMessage) => {
  if (msg.t === 'start') {
    // Sluice starts a call only once the one before it ended (answered its last write, read or result).
    endCall(call);
    call = newCall(msg);
    sessionQueue = Promise.resolve();
    starting = run(msg);
  } else if (msg.t === 'write') {
    // Writes queued behind the start (the plugin may still be loading) and behind each other.
    sessionQueue = sessionQueue.then(() => starting).then(() => serveWrite(JSON.parse(msg.json)));
  } else if (msg.t === 'pull') {
    call.pulls += 1;
    void serveRead();
  } else if (msg.t === 'abort') {
    call.controller.abort(new Error('cancelled by Sluice'));
    // Give the plugin a moment to clean up after the abort; Sluice kills the process if it does not go.
    setTimeout(() => process.exit(0), 200).unref();
  } else if (msg.t === 'done') {
    const ended = call;
    void sessionQueue.then(() => endCall(ended));
  } else if (msg.t === 'exit') {
    process.exit(0);
  }
});

// Sluice went away (it crashed or was killed): nobody is waiting for this call any more.
process.on('disconnect', () => process.exit(0));

void send({ t: 'ready' });
