// Connections of a walled plugin process (runtime/wall.ts): the wall has no network but its loopback, so the guard
// sends every connection through the egress proxy outside it (runtime/wallProxy.ts). The tunnel is opened first
// (`CONNECT host:port`, the name resolved outside), standing in for the name lookup of the plugin's socket; once the
// proxy has answered, the socket connects to a one-connection listener on the wall's loopback, which is joined to
// the tunnel. So a refusal (403, a config error naming the rule) or an unreachable target (502, its network code
// kept) fails the socket before it connects, as a direct connection would, and TLS above it goes end to end. The
// address the proxy dialled is kept for the socket (`upstreamOf`), for the guard's check of what is sent to
// Sluice's own database; the proxy checks it again. Once a tunnel is open, the proxy hands its connected socket to
// this process over the IPC channel (except on the own database's endpoint, where it keeps reading what is sent):
// the bytes then go between the plugin's socket and the target through this process alone.
import type { LookupAddress } from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { EgressRefusedError } from './errors.js';

type Connect = (this: net.Socket, options: net.NetConnectOpts, callback?: unknown) => net.Socket;
export interface ProxyAccess {
  path: string;
  /** net.Socket's own connect, from before the guard replaced it. */
  connect: Connect;
}

const MAX_HEAD = 8192;
/** The name the plugin's socket "looks up": the lookup is the tunnel being opened. */
const RELAY_NAME = 'sluice-wall-relay';

interface Tunnel {
  out: net.Socket;
  /** Bytes of the target's that came with the proxy's answer. */
  rest: Buffer;
  upstream: { address: string; port: number };
}

const upstreams = new WeakMap<net.Socket, { address: string; port: number }>();

/** Where a socket connected through the proxy really goes (the address the proxy dialled), if it did. */
export function upstreamOf(socket: net.Socket): { address: string; port: number } | undefined {
  return upstreams.get(socket) ?? upstreams.get((socket as { _parent?: net.Socket })._parent as net.Socket);
}

function header(head: string, name: string): string | undefined {
  return new RegExp(`\\r\\n${name}: *([^\\r]*)`, 'i').exec(head)?.[1];
}

/** Sockets the proxy handed over (over the IPC channel, runtime/wallProxy.ts) by id, or who waits for one. */
const handed = new Map<string, net.Socket | ((socket: net.Socket) => void)>();
const HANDOVER_TIMEOUT_MS = 15_000;

/** Takes the sockets the proxy hands over; called once, when the guard is installed behind the wall. */
export function receiveHandedSockets(): void {
  process.on('message', (message: { t?: unknown; id?: unknown } | null, socket: unknown) => {
    if (message?.t !== 'tunnel' || typeof message.id !== 'string' || !(socket instanceof net.Socket)) return;
    const waiting = handed.get(message.id);
    if (typeof waiting === 'function') {
      handed.delete(message.id);
      return waiting(socket);
    }
    // Early (the answer naming it is on its way): kept a while, then let go if nobody claims it.
    handed.set(message.id, socket);
    setTimeout(() => {
      if (handed.get(message.id as string) !== socket) return;
      handed.delete(message.id as string);
      socket.destroy();
    }, HANDOVER_TIMEOUT_MS).unref();
  });
}

function handedSocket(id: string): Promise<net.Socket> {
  const there = handed.get(id);
  if (there instanceof net.Socket) {
    handed.delete(id);
    return Promise.resolve(there);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      handed.delete(id);
      reject(new Error('the egress proxy did not hand the tunnel over'));
    }, HANDOVER_TIMEOUT_MS);
    handed.set(id, (socket) => {
      clearTimeout(timer);
      resolve(socket);
    });
  });
}

/** The proxy's answer without the subject it names first: an error here says what a direct attempt's would. */
function withoutSubject(answered: string, subject: string): string {
  return answered.startsWith(`${subject}: `) ? answered.slice(subject.length + 2) : answered;
}

/** The network error code (ECONNREFUSED…) a 502 answer ends with. */
const errnoIn = (body: string): string | undefined => /\b(E[A-Z]{2,})\s*$/.exec(body)?.[1];

/** The error a socket fails with for the proxy's answer. */
function failureOf(status: number, answered: string, target: string): Error {
  const body = withoutSubject(answered, target);
  if (status === 403) return new EgressRefusedError(body || `${target} is refused by the egress policy`);
  const code = errnoIn(body);
  return Object.assign(new Error(`connect ${code ?? 'failed'} ${target} (through the wall's egress proxy: ${body || status})`), code ? { code } : {});
}

/** Opens a tunnel to `name` (host:port) and waits for the proxy's answer. */
function openTunnel(name: string, proxy: ProxyAccess): Promise<Tunnel> {
  return new Promise((resolve, reject) => {
    const out = new net.Socket();
    let bytes = Buffer.alloc(0);
    let headEnd = -1;
    const settle = (err?: Error) => {
      out.off('data', onData).off('end', ended).off('error', settle);
      out.pause();
      if (err) {
        out.destroy();
        return reject(err);
      }
      const head = bytes.toString('latin1', 0, headEnd);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      if (status !== 200) {
        out.destroy();
        return reject(failureOf(status, bytes.subarray(headEnd + 4).toString('utf8').trim(), name));
      }
      const upstream = { address: header(head, 'X-Upstream-Address') ?? '', port: Number(header(head, 'X-Upstream-Port')) };
      const handle = header(head, 'X-Tunnel-Handle');
      if (!handle) return resolve({ out, rest: bytes.subarray(headEnd + 4), upstream });
      // The proxy handed the connected socket itself to this process: the tunnel's bytes skip Sluice's process.
      out.destroy();
      handedSocket(handle).then((socket) => resolve({ out: socket, rest: Buffer.alloc(0), upstream }), reject);
    };
    const onData = (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      if (headEnd < 0) headEnd = bytes.indexOf('\r\n\r\n');
      if (headEnd < 0) return bytes.length > MAX_HEAD ? settle(new Error('the egress proxy answered with an oversized head')) : undefined;
      // A tunnel is open once its head is in; a refusal's body is read to its end.
      if (/^HTTP\/1\.[01] 200/.test(bytes.toString('latin1', 0, 12))) settle();
    };
    const ended = () => (headEnd < 0 ? settle(new Error('the egress proxy closed without answering')) : settle());
    out.on('data', onData).once('end', ended).once('error', settle);
    proxy.connect.call(out, { path: proxy.path });
    out.write(`CONNECT ${name} HTTP/1.1\r\nHost: ${name}\r\nX-Tunnel-Handover: yes\r\n\r\n`);
  });
}

function join(inside: net.Socket, tunnel: Tunnel): void {
  const { out } = tunnel;
  out.setNoDelay(true);
  const close = () => {
    inside.destroy();
    out.destroy();
  };
  if (tunnel.rest.length) inside.write(tunnel.rest);
  inside.pipe(out).pipe(inside);
  inside.on('error', close).on('close', close);
  out.on('error', close).on('close', close);
}

/** The first address a lookup of the plugin's own answers for `host`. */
function lookedUp(lookup: LookupFunction, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    lookup(host, { all: true }, (err, list) => {
      if (err) return reject(err);
      const first = Array.isArray(list) ? (list[0] as LookupAddress | undefined)?.address : (list as unknown as string);
      if (first) resolve(first);
      else reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    });
  });
}

/** Connects `plugin` (a socket the plugin asked to connect to `target`) through the proxy. */
export function connectThroughProxy(plugin: net.Socket, options: Record<string, unknown>, callback: unknown, proxy: ProxyAccess & { ownLookup?: LookupFunction | undefined }): net.Socket {
  const { ownLookup } = proxy;
  const port = Number(options.port);
  const named = (host: string) => `${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
  const host = String(options.host);
  const tunnel = (ownLookup ? lookedUp(ownLookup, host) : Promise.resolve(host)).then((address) => openTunnel(named(address), proxy));
  tunnel.catch(() => {}); // reported through the lookup
  // Neither leg of the relay waits to fill a packet (Nagle's algorithm): the plugin's socket made that choice, and a
  // request-answer protocol would otherwise stall on every small write.
  const listener = net.createServer({ pauseOnConnect: true, noDelay: true });
  // On every address of the wall, which has only its loopback; with no host name to look up, the bind is
  // immediate and the port known at once.
  listener.listen(0);
  const relayPort = (listener.address() as net.AddressInfo).port;
  listener.once('connection', (inside) => {
    listener.close();
    void tunnel.then((t) => join(inside, t));
  });
  plugin.once('close', () => {
    listener.close();
    tunnel.then((t) => t.out.destroy(), () => {});
  });
  const lookup: LookupFunction = (_name, opts, cb) => {
    tunnel.then(
      (t) => {
        upstreams.set(plugin, t.upstream);
        if (opts.all) cb(null, [{ address: '127.0.0.1', family: 4 }]);
        else cb(null, '127.0.0.1', 4);
      },
      (err: NodeJS.ErrnoException) => cb(err, '', 0),
    );
  };
  const { path: _path, family: _family, ...rest } = options;
  return proxy.connect.call(plugin, { ...rest, host: RELAY_NAME, port: relayPort, lookup } as net.NetConnectOpts, callback);
}

/** Everything the proxy answers to one request (the connection closes after it). */
function requestOnce(request: string, proxy: ProxyAccess): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const out = new net.Socket();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    out.once('error', reject);
    out.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), body: end < 0 ? '' : text.slice(end + 4).trim() });
    });
    proxy.connect.call(out, { path: proxy.path });
    // Not ended: the proxy closes once it has answered.
    out.write(request);
  });
}

/** dns.lookup for a walled process: the name is resolved by the proxy (the wall has no DNS), literals at once. */
export function lookupThroughProxy(proxy: ProxyAccess): LookupFunction {
  return (hostname, options, callback) => {
    const family = net.isIP(hostname);
    const answer = (list: LookupAddress[]) => {
      const wanted = options.family === 4 || options.family === 6 ? list.filter((a) => a.family === options.family) : list;
      if (wanted.length === 0) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }), '', 0);
      if (options.all) return callback(null, wanted);
      return callback(null, wanted[0]!.address, wanted[0]!.family);
    };
    if (family !== 0) return answer([{ address: hostname, family }]);
    requestOnce(`GET /resolve?name=${encodeURIComponent(hostname)} HTTP/1.1\r\nHost: sluice\r\n\r\n`, proxy).then(
      ({ status, body }) => {
        if (status === 200) {
          let list: LookupAddress[];
          try {
            list = JSON.parse(body) as LookupAddress[];
          } catch {
            return callback(Object.assign(new Error(`getaddrinfo EAI_FAIL ${hostname}`), { code: 'EAI_FAIL', hostname }), '', 0);
          }
          return answer(list);
        }
        if (status === 403) return callback(new EgressRefusedError(withoutSubject(body, hostname)) as unknown as NodeJS.ErrnoException, '', 0);
        const code = errnoIn(body) ?? 'ENOTFOUND';
        callback(Object.assign(new Error(`getaddrinfo ${code} ${hostname}`), { code, hostname }), '', 0);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
