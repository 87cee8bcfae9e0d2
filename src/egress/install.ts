// The guard a plugin process installs before any plugin code loads, so every connection the plugin makes obeys the
// egress policy without the plugin having to remember: sockets (net.Socket#connect, which net.connect,
// tls.connect, http(s) agents and the global fetch all go through), name lookups (dns.lookup and the resolver
// methods, callback and promise forms), and, when Sluice runs on PostgreSQL, the StartupMessage written on any
// socket or TLS socket: one naming Sluice's own database on its endpoint is never sent (the socket fails
// instead), so the same server stays reachable for other databases when the operator allows it.
//
// In a walled process (runtime/wall.ts, `proxy` given) the socket guard connects through the egress proxy outside
// the wall (relay.ts), which judges each target again and the StartupMessage to Sluice's own database server: the
// wall then holds for worker threads, child processes and native code too. Without the wall, the guard alone is
// not a sandbox against hostile plugin code: operators decide which plugin code is installed; the guard keeps
// customers' configuration from aiming installed code at places it must not reach.
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net, { type LookupFunction } from 'node:net';
import tls from 'node:tls';
import { EgressRefusedError, isEgressRefusal } from './errors.js';
import { connectThroughProxy, lookupThroughProxy, receiveHandedSockets, upstreamOf } from './relay.js';
import { OwnDatabaseEndpoint, type OwnDatabase } from './ownDatabase.js';
import type { EgressPolicy } from './policy.js';
import { CANCEL_REQUEST, firstMessage } from './startupMessage.js';

/** Where the SDK finds the installed guard (plugins/sdk/src/egress.ts); a global, so any copy of the SDK sees it. */
export const GUARD_KEY = Symbol.for('sluice.egress.guard');

export interface InstalledGuard {
  /** The refusal for connecting to host:port, as far as it can be told before the name is resolved. */
  check(host: string, port: number): Error | null;
}

type WriteCb = (err?: Error | null) => void;
type AnyFn = (...args: unknown[]) => unknown;

let installed = false;

/**
 * Installs the guard in this process (once). Resolves when the own database's host name has been resolved, which
 * must happen before plugin code runs.
 */
export async function installEgressGuard(policy: EgressPolicy, own: OwnDatabase | undefined, walled?: { proxy: string }): Promise<void> {
  if (installed) throw new Error('the egress guard is already installed');
  installed = true;
  // Walled, names are resolved by the proxy: the wall has no DNS.
  const through = walled ? { path: walled.proxy, connect: (net.Socket.prototype as unknown as { connect: never }).connect } : undefined;
  const originalLookup = through ? lookupThroughProxy(through) : (dns.lookup as LookupFunction);
  if (through) receiveHandedSockets();
  const endpoint = own ? new OwnDatabaseEndpoint(own) : undefined;
  // Walled, the proxy checks every target again, outside the plugin's reach.
  guardSockets(policy, originalLookup, walled?.proxy);
  guardLookups(policy, originalLookup, through !== undefined);
  guardFetch();
  if (endpoint) guardStartupMessages(endpoint, walled !== undefined);
  syncBuiltinESMExports();
  (globalThis as Record<symbol, unknown>)[GUARD_KEY] = {
    check: (host, port) => policy.refuseLiteral(host, port),
  } satisfies InstalledGuard;
  if (own && endpoint && net.isIP(own.host) === 0 && own.host !== 'localhost' && !own.host.startsWith('/')) {
    await new Promise<void>((resolve) => {
      originalLookup(own.host, { all: true }, (err, list) => {
        if (!err) for (const a of list as unknown as dns.LookupAddress[]) endpoint.add(a.address);
        resolve();
      });
    });
  }
}

/** Sockets connected through the guard: their first message is inspected when it could open PostgreSQL. */
const dialled = new WeakSet<net.Socket>();

function guardSockets(policy: EgressPolicy, originalLookup: LookupFunction, proxy: string | undefined): void {
  const proto = net.Socket.prototype as unknown as { connect: AnyFn };
  const originalConnect = proto.connect;
  const normalizeArgs = (net as unknown as { _normalizeArgs(args: unknown[]): unknown[] })._normalizeArgs;
  proto.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    // net.connect passes its already-normalized [options, callback] array.
    const normalized = Array.isArray(args[0]) ? (args[0] as unknown[]) : normalizeArgs(args);
    const options = { ...(normalized[0] as Record<string, unknown>) };
    const callback = normalized[1];
    const refuse = (err: Error) => {
      process.nextTick(() => this.destroy(err));
      return this;
    };
    if (typeof options.path === 'string') return refuse(EgressRefusedError.unixSocket(options.path));
    const host = typeof options.host === 'string' && options.host !== '' ? options.host : 'localhost';
    const port = Number(options.port);
    const literal = policy.refuseLiteral(host, port);
    if (literal) return refuse(literal);
    if (proxy) {
      dialled.add(this);
      // A lookup of the plugin's own is asked first (and its answers judged); the proxy then dials the address.
      const ownLookup = typeof options.lookup === 'function' && net.isIP(host) === 0 ? policy.lookup(port, options.lookup as LookupFunction) : undefined;
      return connectThroughProxy(this, { ...options, host, port }, callback, { path: proxy, connect: originalConnect as never, ownLookup });
    }
    if (net.isIP(host) === 0) {
      options.lookup = policy.lookup(port, typeof options.lookup === 'function' ? (options.lookup as LookupFunction) : originalLookup);
    }
    dialled.add(this);
    return originalConnect.call(this, options, callback);
  };
}

function checkAnswers(policy: EgressPolicy, hostname: string, answers: unknown[]): Error | null {
  for (const a of answers) {
    const address = typeof a === 'string' ? a : (a as { address?: unknown })?.address;
    if (typeof address !== 'string') continue;
    const refused = policy.refusal(hostname, address, undefined);
    if (refused) return refused;
  }
  return null;
}

/** dns.promises.lookup's shape over a callback lookup (`all` answers). */
function promisified(lookup: LookupFunction): AnyFn {
  return (hostname: unknown, options: unknown) =>
    new Promise((resolve, reject) => {
      lookup(String(hostname), options as dns.LookupAllOptions, (err, list) => (err ? reject(err) : resolve(list)));
    });
}

// Looking up an IP literal tells nothing new (and net.Server#listen does it for its own address), so literals
// pass; connecting to one is what the socket guard judges.
function guardLookups(policy: EgressPolicy, originalLookup: LookupFunction, walled: boolean): void {
  const guarded = policy.lookup(undefined, originalLookup);
  (dns as { lookup: unknown }).lookup = function lookup(hostname: string, options: unknown, callback?: unknown) {
    const base = net.isIP(String(hostname)) ? originalLookup : guarded;
    if (typeof options === 'function') return base(hostname, {}, options as never);
    const opts = typeof options === 'number' ? { family: options } : ((options ?? {}) as dns.LookupOptions);
    return base(hostname, opts, callback as never);
  };
  const promises = dns.promises as unknown as Record<string, AnyFn>;
  const originalPromiseLookup = walled ? promisified(originalLookup) : promises.lookup!;
  promises.lookup = async function lookup(hostname: unknown, options?: unknown) {
    const opts = typeof options === 'number' ? { family: options } : ((options ?? {}) as dns.LookupOptions);
    const list = (await originalPromiseLookup.call(dns.promises, hostname, { ...opts, all: true })) as dns.LookupAddress[];
    const refused = net.isIP(String(hostname)) ? null : checkAnswers(policy, String(hostname), list);
    if (refused) throw refused;
    return opts.all ? list : list[0];
  };
  const methods = ['resolve', 'resolve4', 'resolve6', 'resolveAny'];
  const callbackTargets = [dns as unknown as Record<string, AnyFn>, dns.Resolver.prototype as unknown as Record<string, AnyFn>];
  for (const target of callbackTargets) {
    for (const name of methods) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      target[name] = function (this: unknown, hostname: unknown, ...rest: unknown[]) {
        const callback = rest.pop() as AnyFn;
        return original.call(this, hostname, ...rest, (err: unknown, answers: unknown) => {
          if (err || !Array.isArray(answers)) return callback(err, answers);
          const refused = checkAnswers(policy, String(hostname), answers);
          return refused ? callback(refused) : callback(null, answers);
        });
      };
    }
  }
  const promiseTargets = [promises, dns.promises.Resolver.prototype as unknown as Record<string, AnyFn>];
  for (const target of promiseTargets) {
    for (const name of methods) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      target[name] = async function (this: unknown, hostname: unknown, ...rest: unknown[]) {
        const answers = await original.call(this, hostname, ...rest);
        const refused = Array.isArray(answers) ? checkAnswers(policy, String(hostname), answers) : null;
        if (refused) throw refused;
        return answers;
      };
    }
  }
}

/** fetch (undici) dials through net.connect, so it is guarded already; this only surfaces the refusal itself. */
function guardFetch(): void {
  const original = globalThis.fetch;
  if (typeof original !== 'function') return;
  globalThis.fetch = async function fetch(input, init) {
    try {
      return await original(input, init);
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause;
      if (isEgressRefusal(cause)) throw cause;
      throw err;
    }
  };
}

interface Inspection {
  pending: Buffer;
  /** Bytes at the start of `pending` already judged harmless (SSLRequest and the like), sent at once. */
  judged: number;
}

/**
 * Behind the wall the proxy answers an encrypted opening (request `code`) to the own database's server "no", as
 * it could not read the database asked for; this refusal says why first.
 */
function encryptedToOwnServer(socket: net.Socket, code: number, endpoint: OwnDatabaseEndpoint): EgressRefusedError | null {
  const upstream = upstreamOf(socket);
  if (!upstream || code === CANCEL_REQUEST || !endpoint.matches(upstream.address, upstream.port)) return null;
  return EgressRefusedError.encryptedToOwnServer(`${upstream.address}:${upstream.port}`);
}

type SocketWrites = {
  _write(chunk: unknown, encoding: BufferEncoding, cb: WriteCb): void;
  _writev(chunks: Array<{ chunk: unknown; encoding: BufferEncoding }>, cb: WriteCb): void;
};

function guardStartupMessages(endpoint: OwnDatabaseEndpoint, walled: boolean): void {
  const proto = net.Socket.prototype as unknown as SocketWrites;
  const originalWrite = proto._write;
  const originalWritev = proto._writev;
  const inspections = new WeakMap<net.Socket, Inspection | null>();

  const inspectionOf = (socket: net.Socket): Inspection | null => {
    let state = inspections.get(socket);
    if (state === undefined) {
      // TLS sockets too, however made (tls.connect({socket}) after an SSLRequest): they carry the plaintext.
      state = dialled.has(socket) || socket instanceof tls.TLSSocket ? { pending: Buffer.alloc(0), judged: 0 } : null;
      inspections.set(socket, state);
    }
    return state;
  };
  const bytesOf = (chunk: unknown, encoding: BufferEncoding): Buffer => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Buffer));

  const release = (socket: net.Socket, bytes: Buffer, cb: WriteCb) => {
    if (bytes.length === 0) cb();
    else originalWrite.call(socket, bytes, 'buffer' as BufferEncoding, cb);
  };

  const feed = (socket: net.Socket, state: Inspection, bytes: Buffer, cb: WriteCb): void => {
    state.pending = state.pending.length === 0 ? bytes : Buffer.concat([state.pending, bytes]);
    for (;;) {
      const message = firstMessage(state.pending.subarray(state.judged));
      if (message.kind === 'request') {
        const refused = walled ? encryptedToOwnServer(socket, state.pending.readUInt32BE(state.judged + 4), endpoint) : null;
        if (refused) {
          inspections.set(socket, null);
          return cb(refused);
        }
        state.judged += message.length;
        continue;
      }
      if (message.kind === 'partial') {
        // Requests go out now: the client waits for their answer before writing the rest.
        const judged = state.pending.subarray(0, state.judged);
        state.pending = state.pending.subarray(state.judged);
        state.judged = 0;
        return release(socket, judged, cb);
      }
      const done = () => {
        const all = state.pending;
        inspections.set(socket, null);
        release(socket, all, cb);
      };
      if (message.kind === 'other' || message.database !== endpoint.db.database) return done();
      const decide = () => {
        // Through the wall's proxy, the address it dialled (the socket itself is connected to the wall's loopback).
        const upstream = upstreamOf(socket);
        const address = upstream?.address ?? socket.remoteAddress;
        const port = upstream?.port ?? socket.remotePort;
        // A TLS socket over a stream that is not a TCP socket cannot say where it goes: refused, as it names our database.
        if (address === undefined || endpoint.matches(address, port)) {
          inspections.set(socket, null);
          const where = address === undefined ? 'a connection to an unknown endpoint for' : `${address}:${port}`;
          return cb(EgressRefusedError.ownDatabase(where, message.database));
        }
        done();
      };
      if (socket.connecting) socket.once('connect', decide);
      else decide();
      return;
    }
  };

  proto._write = function (this: net.Socket, chunk: unknown, encoding: BufferEncoding, cb: WriteCb) {
    const state = inspectionOf(this);
    if (!state) return originalWrite.call(this, chunk, encoding, cb);
    feed(this, state, bytesOf(chunk, encoding), cb);
  };
  proto._writev = function (this: net.Socket, chunks: Array<{ chunk: unknown; encoding: BufferEncoding }>, cb: WriteCb) {
    const state = inspectionOf(this);
    if (!state) return originalWritev.call(this, chunks, cb);
    feed(this, state, Buffer.concat(chunks.map((c) => bytesOf(c.chunk, c.encoding))), cb);
  };
}
