// What Node would answer itself, in the error envelope instead of its bare text: a request it cannot parse (400),
// headers over the size limit (431), headers or body that take too long to arrive (408), and CONNECT, which never
// reaches the application. There is no request object here, so the response is written to the socket directly.
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { newId } from '../ids.js';
import type { Logger } from '../log.js';
import { errorBody } from './errorResponse.js';

interface ClientError extends Error {
  code?: string;
}

function classify(err: ClientError, limits: { maxHeaderBytes: number; headersTimeoutMs: number; requestTimeoutMs: number }): { status: number; code: string; message: string } {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'headers_too_large', message: `request headers exceed ${limits.maxHeaderBytes} bytes` };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'request_timeout',
        message: `the request took too long to arrive: headers must arrive within ${limits.headersTimeoutMs / 1000} s and the whole request within ${limits.requestTimeoutMs / 1000} s`,
      };
    default:
      return { status: 400, code: 'invalid_request', message: `malformed HTTP request (${err.code ?? 'unparseable'})` };
  }
}

/** Writes a complete HTTP/1.1 error response to a raw socket and closes it. */
export function writeRawError(socket: Duplex, { status, code, message }: { status: number; code: string; message: string }): void {
  const requestId = newId('req');
  const body = errorBody(code, message, requestId);
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': requestId,
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  // A client that keeps sending (or never reads) must not keep the socket once the answer is out.
  setTimeout(() => socket.destroy(), 2000).unref();
}

export function installClientErrorHandler(
  server: http.Server,
  logger: Logger,
  limits: { maxHeaderBytes: number; headersTimeoutMs: number; requestTimeoutMs: number },
): void {
  server.on('clientError', (err: ClientError, socket: Duplex) => {
    // A response already under way on this socket cannot be replaced, and a reset peer cannot be answered.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = classify(err, limits);
    logger.info({ status: answer.status, code: err.code ?? null }, 'client error answered before routing');
    writeRawError(socket, answer);
  });
  // An Expect other than 100-continue: Node's own answer is a bare 417.
  server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const requestId = newId('req');
    const body = errorBody('expectation_failed', `Expect: ${String(req.headers.expect)} is not supported; only 100-continue is`, requestId);
    res.writeHead(417, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': requestId, Connection: 'close' });
    res.end(body);
  });
  // CONNECT is never handed to the application: Node only emits this event, and closes the socket unanswered
  // when nobody listens.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    writeRawError(socket, { status: 405, code: 'method_not_allowed', message: 'CONNECT is not allowed; this server is not a proxy' });
  });
}
