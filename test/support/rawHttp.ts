// Raw HTTP/1.1 over a socket, for requests fetch will not send: invalid UTF-8, oversized or malformed headers,
// unusual methods, bodies trickled byte by byte. The response is parsed just enough to assert on.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Size of the body in bytes. */
  bodyBytes: number;
  /** Milliseconds from connect to the socket's close. */
  elapsedMs: number;
}

function parse(raw: Buffer, elapsedMs: number): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no complete HTTP response: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let bodyBuf = raw.subarray(end + 4);
  if (headers['content-length'] !== undefined) bodyBuf = bodyBuf.subarray(0, Number(headers['content-length']));
  return { status, headers, body: bodyBuf.toString('utf8'), bodyBytes: bodyBuf.length, elapsedMs };
}

/**
 * Sends `head` (and `body`) on a fresh connection and reads until the server closes it or a complete response with
 * a Content-Length has arrived. `trickle` sends the body one byte every `trickle` ms instead.
 */
export function rawRequest(url: string, head: string | Buffer, options: { body?: Buffer | string; trickle?: number; timeoutMs?: number; expectBody?: boolean } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(overall);
      socket.destroy();
      if (err) return reject(err);
      try {
        resolve(parse(Buffer.concat(chunks), Date.now() - started));
      } catch (e) {
        reject(e as Error);
      }
    };
    const overall = setTimeout(() => finish(new Error('no response in time')), options.timeoutMs ?? 20_000);
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return;
      const m = /\r\ncontent-length: *(\d+)/i.exec(all.subarray(0, end).toString('latin1'));
      const noBody = options.expectBody === false || /^HTTP\/1\.[01] (204|304)/.test(all.toString('latin1', 0, 12));
      if (noBody || (m && all.length - end - 4 >= Number(m[1]))) finish();
    });
    socket.on('close', () => finish());
    socket.on('error', (err) => (chunks.length ? finish() : finish(err)));
    socket.on('connect', () => {
      socket.write(head);
      const body = options.body === undefined ? undefined : Buffer.from(options.body);
      if (!body) return;
      if (!options.trickle) {
        socket.write(body);
        return;
      }
      let i = 0;
      timer = setInterval(() => {
        if (i < body.length && !socket.destroyed) socket.write(body.subarray(i, ++i));
      }, options.trickle);
    });
  });
}

/** A request head with the given method, path and headers (Host and Connection: close added). */
export function head(method: string, path: string, headers: Record<string, string> = {}): string {
  const all = { Host: 'sluice.test', Connection: 'close', ...headers };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
}
