// The way out of a walled plugin process (wall.ts): an HTTP CONNECT proxy on a Unix socket in a private folder,
// one per process, run by Sluice outside the wall. Each tunnel is judged here, where the plugin's code cannot reach:
// the egress policy on the address dialled (after DNS, which is resolved here: the wall has none), and, on the
// endpoint of Sluice's own database, the first message the client sends, which must not name that database (an
// encrypted opening to that server is answered "no", so the name stays readable). It also
// resolves names for the process (`GET /resolve?name=`), under the same policy.
import dns from 'node:dns';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startConnectProxy, type EgressProxy, type OpenTunnel } from '@sluice/connector-sdk/bridges';
import { EgressPolicy, EgressRefusedError, allowListFromEnv, ownDatabaseFromEnv, type OwnDatabase } from '../egress/index.js';
import { OwnDatabaseEndpoint } from '../egress/ownDatabase.js';
import { CANCEL_REQUEST, firstMessage } from '../egress/startupMessage.js';
import type { Logger } from '../log.js';

const CONNECT_TIMEOUT_MS = 15_000;
const FIRST_MESSAGE_TIMEOUT_MS = 10_000;

/** A connected socket to target, or the reason it may not or cannot be reached. */
function dial(policy: EgressPolicy, target: { host: string; port: number }, signal: AbortSignal): Promise<net.Socket> {
  const literal = policy.refuseLiteral(target.host, target.port);
  if (literal) return Promise.reject(literal);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.host, port: target.port, lookup: policy.lookup(target.port), timeout: CONNECT_TIMEOUT_MS, noDelay: true });
    // Nothing is read here before the socket is handed over or joined: what a server says first stays in the kernel.
    socket.pause();
    const onAbort = () => fail(new Error('the call ended'));
    const fail = (err: Error) => {
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
      reject(err);
    };
    const onError = (err: NodeJS.ErrnoException) => fail(err.code && !(err instanceof EgressRefusedError) ? Object.assign(new Error(err.code), { code: err.code }) : err);
    socket.once('timeout', () => fail(Object.assign(new Error('the connection timed out'), { code: 'ETIMEDOUT' })));
    socket.once('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => {
      signal.removeEventListener('abort', onAbort);
      socket.setTimeout(0);
      // From here a failure only ends this tunnel (before it is handed over or joined, nobody else listens).
      socket.off('error', onError).on('error', () => socket.destroy());
      resolve(socket);
    });
  });
}

/** Reads the client's bytes until its first PostgreSQL message is whole (or is none), without sending a byte on. */
function openingOf(client: net.Socket, received: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let bytes = received;
    const timer = setTimeout(() => done(new Error('the client sent nothing to judge')), FIRST_MESSAGE_TIMEOUT_MS);
    const judged = () => firstMessage(bytes).kind !== 'partial';
    const onData = (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      if (judged()) done();
    };
    const done = (err?: Error) => {
      clearTimeout(timer);
      client.off('data', onData).off('end', ended).pause();
      if (err) reject(err);
      else resolve(bytes);
    };
    const ended = () => done(new Error('the client closed before its first message'));
    if (judged()) return done();
    client.on('data', onData).once('end', ended);
    client.resume();
  });
}

/**
 * What is sent first on a tunnel to the own database's server, judged before a byte is passed on: an encrypted
 * opening is answered "no" here (the server would be asked nothing, and the name must be readable); the
 * StartupMessage must not name Sluice's own database. Returns the bytes to pass on.
 */
function ownDatabaseAdmission(endpoint: OwnDatabaseEndpoint, upstream: net.Socket) {
  const where = `${upstream.remoteAddress}:${upstream.remotePort}`;
  return async (client: net.Socket, received: Buffer): Promise<Buffer> => {
    let bytes = received;
    for (;;) {
      bytes = await openingOf(client, bytes);
      const message = firstMessage(bytes);
      if (message.kind === 'request' && bytes.readUInt32BE(4) !== CANCEL_REQUEST) {
        client.write('N');
        bytes = bytes.subarray(message.length);
        continue;
      }
      if (message.kind === 'startup' && message.database === endpoint.db.database) throw EgressRefusedError.ownDatabase(where, message.database);
      return bytes;
    }
  };
}

/** The addresses the own database's host name resolves to (once per proxy; a literal needs none). */
async function addNamedAddresses(own: OwnDatabase, endpoint: OwnDatabaseEndpoint): Promise<void> {
  if (net.isIP(own.host) !== 0 || own.host === 'localhost' || own.host.startsWith('/')) return;
  const list = await dns.promises.lookup(own.host, { all: true }).catch(() => []);
  for (const a of list) endpoint.add(a.address);
}

/** Resolves a name for a walled process (it has no DNS of its own); refused when any answer is. */
function resolver(policy: EgressPolicy) {
  return async (name: string): Promise<Array<{ address: string; family: number }>> => {
    const list = await dns.promises.lookup(name, { all: true });
    for (const { address } of list) {
      const refused = policy.refusal(name, address, undefined);
      if (refused) throw refused;
    }
    return list;
  };
}

/** The tunnel opener for plugins with the environment `env` (their allow-list and Sluice's own database). */
export function tunnelOpener(env: NodeJS.ProcessEnv): OpenTunnel {
  const policy = new EgressPolicy(allowListFromEnv(env));
  const own = ownDatabaseFromEnv(env);
  const endpoint = own ? new OwnDatabaseEndpoint(own) : undefined;
  let named: Promise<void> | undefined;
  return async (target, { rest, signal }) => {
    if (own && endpoint) await (named ??= addNamedAddresses(own, endpoint));
    const upstream = await dial(policy, target, signal);
    if (!endpoint?.matches(upstream.remoteAddress, upstream.remotePort)) return { upstream, rest };
    return { upstream, rest, admit: ownDatabaseAdmission(endpoint, upstream) };
  };
}

/** Gives a tunnel's connected socket to the walled process (PluginProcess.giveSocket); false when it cannot. */
export type SocketSender = (id: string, socket: net.Socket) => boolean;

export interface WallProxy {
  /** The Unix socket to bind into the wall. */
  socketPath: string;
  refused: string[];
  /** From now on, tunnels are handed to the process through `send` instead of passing through this one. */
  attach(send: SocketSender): void;
  close(): Promise<void>;
}

/** Starts a process's proxy in a private folder (mode 0700), removed when it closes. */
export async function startWallProxy(env: NodeJS.ProcessEnv, logger: Logger): Promise<WallProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-wall-'));
  const socketPath = path.join(dir, 'proxy.sock');
  const controller = new AbortController();
  let send: SocketSender | undefined;
  let tunnels = 0;
  // The tunnel's socket goes to the plugin process itself, so its bytes never pass through Sluice's own process.
  const handOver = (upstream: net.Socket): string | undefined => {
    const id = `t${++tunnels}`;
    return send?.(id, upstream) ? id : undefined;
  };
  let proxy: EgressProxy;
  try {
    // The plugin process's IPC channel keeps Sluice running while a call needs the process, not its proxy.
    const resolve = resolver(new EgressPolicy(allowListFromEnv(env)));
    proxy = await startConnectProxy(socketPath, { open: tunnelOpener(env), resolve, handOver, logger, signal: controller.signal, unref: true });
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    socketPath,
    refused: proxy.refused,
    attach(sender) {
      send = sender;
    },
    async close() {
      controller.abort();
      await proxy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
