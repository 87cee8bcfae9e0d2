// The bridge's egress proxy: the only way out of the wall (wall.ts). It listens on a Unix socket in the call's
// private folder and answers HTTP CONNECT requests (`CONNECT host:port HTTP/1.1`), the way HTTPS clients use a proxy
// named in HTTPS_PROXY: each target goes through guardedConnect, so Sluice's egress policy (the operator's
// allow-list, no private addresses, never Sluice's own database) decides, and a refusal answers 403 with the rule.
// Anything but CONNECT answers 405: plain HTTP does not leave the wall. Bounded: 32 tunnels at once, an 8 KiB
// request head, 10 s to send it.
import net from 'node:net';
import { guardedConnect } from '../egress.js';
import type { Logger } from '../types.js';

const MAX_HEAD = 8192;
const HEAD_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 15_000;

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

async function tunnel(client: net.Socket, head: string, rest: Buffer, proxy: EgressProxy, logger: Logger, signal: AbortSignal): Promise<void> {
  const target = targetOf(head);
  if (!target) return answer(client, head.startsWith('CONNECT ') ? '400 Bad Request' : '405 Method Not Allowed', 'only CONNECT host:port leaves the wall\n');
  let upstream: net.Socket;
  try {
    upstream = await guardedConnect({ ...target, signal, timeoutMs: CONNECT_TIMEOUT_MS });
  } catch (err) {
    const why = `${target.host}:${target.port}: ${(err as Error).message}`;
    proxy.refused.push(why);
    logger.warn(`egress refused: ${why}`);
    return answer(client, '403 Forbidden', `${why}\n`);
  }
  client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
  if (rest.length) upstream.write(rest);
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

function serve(client: net.Socket, proxy: EgressProxy, logger: Logger, signal: AbortSignal): void {
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
    client.setTimeout(0);
    void tunnel(client, buffered.subarray(0, end + 4).toString('latin1'), buffered.subarray(end + 4), proxy, logger, signal);
  };
  client.on('data', onData);
  client.on('error', () => client.destroy());
}

/** Starts the proxy on `socketPath`; closing it ends every tunnel. */
export function startEgressProxy(socketPath: string, logger: Logger, signal: AbortSignal): Promise<EgressProxy> {
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
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    serve(client, proxy, logger, signal);
  });
  server.maxConnections = 32;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(proxy));
  });
}
