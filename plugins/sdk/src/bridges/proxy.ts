// The bridge's egress proxy: the only way out of the wall (wall.ts). It listens on a Unix socket in the call's
// private folder and answers HTTP CONNECT requests (`CONNECT host:port HTTP/1.1`), the way HTTPS clients use a proxy
// named in HTTPS_PROXY: each target goes through guardedConnect, so Sluice's egress policy (the operator's
// allow-list, no private addresses, never Sluice's own database) decides, and a refusal answers 403 with the rule;
// a target that cannot be reached answers 502 with why. Anything but CONNECT answers 405: plain HTTP does not leave
// the wall. Bounded: 32 tunnels at once, an 8 KiB request head, 10 s to send it. `startConnectProxy` is the same
// proxy with another way of opening tunnels (Sluice's wall around plugin processes uses it).
import net from 'node:net';
import { guardedConnect, isEgressRefusal } from '../egress.js';
import { errorKindOf } from '../errors.js';
import type { Logger } from '../types.js';

const MAX_HEAD = 8192;
const HEAD_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 15_000;

/**
 * Opens the upstream end of a tunnel to `target`; `rest` holds the bytes the client sent after its request head.
 * `admit`, when given, runs once the client has been told the tunnel is open, before any byte is passed on: it
 * may answer the client itself, and returns the bytes to send upstream first, or throws to close the tunnel.
 */
export type OpenTunnel = (
  target: { host: string; port: number },
  tunnel: { client: net.Socket; rest: Buffer; signal: AbortSignal },
) => Promise<{ upstream: net.Socket; rest: Buffer; admit?: (client: net.Socket, rest: Buffer) => Promise<Buffer> }>;

export interface EgressProxy {
  /** Targets refused so far, with why (the bridge reports them when the program fails). */
  refused: string[];
  close(): Promise<void>;
}

function answer(socket: net.Socket, status: string, body = ''): void {
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

function targetOf(head: string): { host: string; port: number } | undefined {
  const m = /^CONNECT (\[[0-9a-fA-F:.]+\]|[^\s:]+):(\d{1,5}) HTTP\/1\.[01]\r\n/.exec(head);
  if (!m) return undefined;
  const port = Number(m[2]);
  if (port < 1 || port > 65535) return undefined;
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
}

const openGuarded: OpenTunnel = async (target, { rest, signal }) => ({ upstream: await guardedConnect({ ...target, signal, timeoutMs: CONNECT_TIMEOUT_MS }), rest });

/** A refusal by the egress policy (403) or another reason the target is out of reach (502). */
function refusalStatus(err: unknown): string {
  return isEgressRefusal(err) || errorKindOf(err) === 'config' ? '403 Forbidden' : '502 Bad Gateway';
}

async function tunnel(client: net.Socket, head: string, received: Buffer, proxy: EgressProxy, context: ProxyContext): Promise<void> {
  if (context.resolve && head.startsWith('GET /resolve?')) return resolveName(client, head, proxy, context);
  const target = targetOf(head);
  if (!target) return answer(client, head.startsWith('CONNECT ') ? '400 Bad Request' : '405 Method Not Allowed', 'only CONNECT host:port leaves the wall\n');
  const refuse = (err: unknown) => noteRefusal(proxy, context, `${target.host}:${target.port}`, err);
  let opened: Awaited<ReturnType<OpenTunnel>>;
  try {
    opened = await context.open(target, { client, rest: received, signal: context.signal });
  } catch (err) {
    return answer(client, refusalStatus(err), `${refuse(err)}\n`);
  }
  const { upstream, admit } = opened;
  if (context.unref) upstream.unref();
  // Where the tunnel goes, for a client that judges what it sends by the address (Sluice's guard does).
  const established = `HTTP/1.1 200 Connection Established\r\nX-Upstream-Address: ${upstream.remoteAddress}\r\nX-Upstream-Port: ${upstream.remotePort}`;
  const asked = /\r\nX-Tunnel-Handover: *yes\r\n/i.test(head);
  const handle = asked && !admit && opened.rest.length === 0 ? context.handOver?.(upstream) : undefined;
  if (handle) return void client.end(`${established}\r\nX-Tunnel-Handle: ${handle}\r\n\r\n`);
  client.write(`${established}\r\n\r\n`);
  let rest = opened.rest;
  if (admit) {
    try {
      rest = await admit(client, rest);
    } catch (err) {
      refuse(err);
      client.destroy();
      upstream.destroy();
      return;
    }
  }
  if (rest.length) upstream.write(rest);
  // A relay forwards at once: Nagle's algorithm would stall a request-answer protocol on every small write.
  upstream.setNoDelay(true);
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
}

interface ProxyContext {
  open: OpenTunnel;
  logger: Logger;
  signal: AbortSignal;
  /** Neither the proxy nor its tunnels keep the process alive (the caller holds it while it needs them). */
  unref?: boolean;
  /**
   * Answers `GET /resolve?name=<host>` with the addresses as JSON (a wall with no DNS of its own resolves names
   * here); throws when the name may not be resolved. Without it, such requests answer 405 like any but CONNECT.
   */
  resolve?: (name: string) => Promise<Array<{ address: string; family: number }>>;
  /**
   * Gives the connected upstream socket to the client's process itself (its descriptor, over another channel), so
   * the tunnel's bytes do not pass through this process; returns the id the answer names it by, or undefined to
   * keep the tunnel here. Only for a client that asks (`X-Tunnel-Handover: yes`), and not for a tunnel with an
   * admission step or bytes already sent.
   */
  handOver?: (upstream: net.Socket) => string | undefined;
}

/** Records and logs why `subject` was refused; the text the client is answered with. */
function noteRefusal(proxy: EgressProxy, context: ProxyContext, subject: string, err: unknown): string {
  const why = `${subject}: ${(err as Error).message}`;
  proxy.refused.push(why);
  context.logger.warn(`egress refused: ${why}`);
  return why;
}

/** The name a `GET /resolve?name=` request asks for, or '' (malformed escapes included: nothing here may throw). */
function nameAskedIn(head: string): string {
  try {
    return decodeURIComponent(/^GET \/resolve\?name=([^\s&]{1,1024}) HTTP\/1\.[01]\r\n/.exec(head)?.[1] ?? '');
  } catch {
    return '';
  }
}

async function resolveName(client: net.Socket, head: string, proxy: EgressProxy, context: ProxyContext): Promise<void> {
  const name = nameAskedIn(head);
  if (!name) return answer(client, '400 Bad Request', 'expected GET /resolve?name=<host>\n');
  try {
    answer(client, '200 OK', JSON.stringify(await context.resolve!(name)));
  } catch (err) {
    answer(client, refusalStatus(err), `${noteRefusal(proxy, context, name, err)}\n`);
  }
}

function serve(client: net.Socket, proxy: EgressProxy, context: ProxyContext): void {
  let buffered = Buffer.alloc(0);
  client.setTimeout(HEAD_TIMEOUT_MS, () => client.destroy());
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0) {
      if (buffered.length > MAX_HEAD) answer(client, '431 Request Header Fields Too Large');
      return;
    }
    client.off('data', onData);
    // Held until the tunnel is open (the pipe resumes it): a client may send before the answer comes.
    client.pause();
    client.setTimeout(0);
    void tunnel(client, buffered.subarray(0, end + 4).toString('latin1'), buffered.subarray(end + 4), proxy, context);
  };
  client.on('data', onData);
  client.on('error', () => client.destroy());
}

/** Starts the proxy on `socketPath`; closing it ends every tunnel. */
export function startEgressProxy(socketPath: string, logger: Logger, signal: AbortSignal): Promise<EgressProxy> {
  return startConnectProxy(socketPath, { open: openGuarded, logger, signal });
}

/** The same proxy, opening each tunnel with `open` (which decides what may be reached, and throws when not). */
export function startConnectProxy(socketPath: string, context: ProxyContext): Promise<EgressProxy> {
  const sockets = new Set<net.Socket>();
  const proxy: EgressProxy = {
    refused: [],
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((client) => {
    if (context.unref) client.unref();
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    serve(client, proxy, context);
  });
  server.maxConnections = 32;
  if (context.unref) server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(proxy));
  });
}
