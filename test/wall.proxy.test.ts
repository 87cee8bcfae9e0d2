// The egress proxy Sluice runs outside a walled plugin process (src/runtime/wallProxy.ts), spoken to as the
// process's relay speaks to it: a tunnel asked with `X-Tunnel-Handover: yes` is handed over as its connected
// socket (so the tunnel's bytes never pass through Sluice's process), one asked without is piped here, a refused
// target answers 403 with the rule, and on the endpoint of Sluice's own database the proxy keeps the tunnel and
// closes it when the StartupMessage names that database.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWallProxy, type WallProxy } from '../src/runtime/wallProxy.js';
import { createLogger } from '../src/log.js';

/** Sends `request` on the proxy's socket; resolves with the answer's head and the socket (open for a tunnel). */
function ask(proxy: WallProxy, request: string): Promise<{ head: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.socketPath, () => socket.write(request));
    let got = '';
    const onData = (d: Buffer) => {
      got += d.toString('latin1');
      const end = got.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      resolve({ head: got.slice(0, end), socket });
    };
    socket.on('data', onData).once('error', reject);
    socket.on('error', () => {});
  });
}

const echoOnce = (socket: net.Socket, text: string): Promise<string> =>
  new Promise((resolve) => {
    socket.once('data', (d: Buffer) => resolve(d.toString()));
    socket.write(text);
  });

describe('the wall’s egress proxy', () => {
  let echo: net.Server;
  let port: number;
  const handed: Array<{ id: string; socket: net.Socket }> = [];
  let open: WallProxy;
  let strict: WallProxy;
  beforeAll(async () => {
    echo = net.createServer((s) => s.pipe(s));
    await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
    port = (echo.address() as net.AddressInfo).port;
    const logger = createLogger('silent');
    open = await startWallProxy({ SLUICE_EGRESS_ALLOW: '*', SLUICE_EGRESS_OWN_DATABASE: JSON.stringify({ host: '127.0.0.1', port, database: 'sluice_own' }) }, logger);
    // A process given the socket makes its own, flowing, socket of it; this one is the proxy's, held paused.
    open.attach((id, socket) => (handed.push({ id, socket: socket.resume() }), true));
    strict = await startWallProxy({}, logger);
  });
  afterAll(async () => {
    await Promise.all([open?.close(), strict?.close()]);
    for (const h of handed) h.socket.destroy();
    echo?.close();
  });

  it('hands a tunnel over as its connected socket when asked, and pipes it otherwise', async () => {
    const other = net.createServer((s) => s.pipe(s));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherPort = (other.address() as net.AddressInfo).port;
    try {
      const asked = await ask(open, `CONNECT 127.0.0.1:${otherPort} HTTP/1.1\r\nX-Tunnel-Handover: yes\r\n\r\n`);
      const id = /X-Tunnel-Handle: (\S+)/.exec(asked.head)?.[1];
      expect(asked.head).toMatch(/^HTTP\/1\.1 200 /);
      expect(handed.map((h) => h.id)).toEqual([id]);
      expect(handed[0]!.socket.remotePort).toBe(otherPort);
      expect(await echoOnce(handed[0]!.socket, 'straight')).toBe('straight');
      asked.socket.destroy();

      const piped = await ask(open, `CONNECT 127.0.0.1:${otherPort} HTTP/1.1\r\n\r\n`);
      expect(piped.head).not.toContain('X-Tunnel-Handle');
      expect(await echoOnce(piped.socket, 'through')).toBe('through');
      piped.socket.destroy();
      expect(handed).toHaveLength(1);
    } finally {
      other.close();
    }
  });

  it('answers a name it may not resolve, or a malformed request for one, and goes on serving', async () => {
    const loopback = await ask(strict, 'GET /resolve?name=localhost HTTP/1.1\r\n\r\n');
    expect(loopback.head).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    loopback.socket.destroy();
    const malformed = await ask(strict, 'GET /resolve?name=%E0%A4 HTTP/1.1\r\n\r\n');
    expect(malformed.head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    malformed.socket.destroy();
  });

  it('answers 403 with the rule for what the policy refuses', async () => {
    const refused = await ask(strict, `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nX-Tunnel-Handover: yes\r\n\r\n`);
    expect(refused.head).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    refused.socket.destroy();
  });

  it('keeps a tunnel to the own database’s endpoint, and closes it when the StartupMessage names that database', async () => {
    const startup = (database: string) => {
      const body = Buffer.from(`user\0postgres\0database\0${database}\0\0`);
      const head = Buffer.alloc(8);
      head.writeUInt32BE(body.length + 8, 0);
      head.writeUInt32BE(196608, 4);
      return Buffer.concat([head, body]);
    };
    const before = handed.length;
    const own = await ask(open, `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nX-Tunnel-Handover: yes\r\n\r\n`);
    expect(own.head).not.toContain('X-Tunnel-Handle');
    const closed = new Promise<void>((r) => own.socket.once('close', () => r()));
    own.socket.write(startup('sluice_own'));
    await closed;
    expect(open.refused.at(-1)).toContain("database 'sluice_own' is Sluice's own database");

    const other = await ask(open, `CONNECT 127.0.0.1:${port} HTTP/1.1\r\n\r\n`);
    const message = startup('elsewhere');
    expect(Buffer.from(await echoOnce(other.socket, message.toString('latin1')), 'latin1').subarray(8).toString()).toContain('elsewhere');
    other.socket.destroy();
    expect(handed.length).toBe(before);
  });
});
