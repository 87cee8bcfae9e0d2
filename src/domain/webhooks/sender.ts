// One HTTPS POST to an endpoint, and what came of it. Redirects are never followed (node:https does not), every
// connect goes through the guarded lookup, the whole exchange has one deadline, and at most RESPONSE_BODY_LIMIT
// bytes of the response are read: the rest is cut off, never buffered. Connections are kept alive per endpoint.
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { RESPONSE_BODY_LIMIT, type WebhookSettings } from './settings.js';
import { guardedLookup, hostOf, refuseLiteral, webhookAllow } from './urlPolicy.js';

export interface OutgoingRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface AttemptError {
  code: string;
  message: string;
}

export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  /** Until the response headers arrived; null when there was no response. */
  latencyMs: number | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  responseBodyTruncated: boolean;
  error: AttemptError | null;
}

export interface Sender {
  send(request: OutgoingRequest): Promise<SendOutcome>;
  close(): void;
}

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|EPROTO|ERR_SSL/;

function describeError(err: NodeJS.ErrnoException, host: string, timeoutMs: number, timedOut: boolean): AttemptError {
  if (timedOut) return { code: 'timeout', message: `no response within ${timeoutMs} ms` };
  const code = err.code ?? '';
  if (code === 'ERR_SLUICE_ADDRESS_REFUSED') return { code: 'address_refused', message: err.message };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { code: 'dns_error', message: `${host} does not resolve (${code})` };
  if (code === 'ECONNREFUSED') return { code: 'connection_refused', message: `connection to ${host} refused` };
  if (TLS_CODES.test(code)) return { code: 'tls_error', message: `TLS handshake with ${host} failed: ${err.message}` };
  return { code: 'connection_error', message: `${code || 'error'}: ${err.message}` };
}

function statusError(status: number, headers: Record<string, string>): AttemptError | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) {
    const location = headers.location ? ` to ${headers.location}` : '';
    return { code: 'redirect_not_followed', message: `endpoint answered ${status}${location}; redirects are not followed` };
  }
  return { code: 'http_status', message: `endpoint answered ${status}` };
}

function flatHeaders(raw: NodeJS.Dict<string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function failed(error: AttemptError): SendOutcome {
  return { ok: false, statusCode: null, latencyMs: null, responseHeaders: null, responseBody: null, responseBodyTruncated: false, error };
}

type Outcome = SendOutcome & { staleSocket?: boolean };

/** What every request of a sender goes through. */
interface Connection {
  agent: https.Agent;
  lookup: ReturnType<typeof guardedLookup>;
  settings: WebhookSettings;
}

/** One request's progress. Its outcome is settled once, by whichever event knows it first. */
interface Exchange {
  settled: boolean;
  timedOut: boolean;
  /** Until the response headers arrived; null until they do. */
  latencyMs: number | null;
  finish(outcome: Outcome): void;
}

/** Reads the response, at most RESPONSE_BODY_LIMIT bytes of its body, into the exchange's outcome. */
function readResponse(exchange: Exchange, res: IncomingMessage): void {
  const status = res.statusCode ?? 0;
  const headers = flatHeaders(res.headers);
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  const done = () =>
    exchange.finish({
      ok: status >= 200 && status < 300,
      statusCode: status,
      latencyMs: exchange.latencyMs,
      responseHeaders: headers,
      // Kept as text; PostgreSQL text cannot hold NUL, so it is shown as U+FFFD like any undecodable byte.
      responseBody: Buffer.concat(chunks).toString('utf8').replace(/\u0000/g, '\uFFFD'),
      responseBodyTruncated: truncated,
      error: statusError(status, headers),
    });
  res.on('data', (chunk: Buffer) => {
    if (exchange.settled) return;
    const room = RESPONSE_BODY_LIMIT - size;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      size = RESPONSE_BODY_LIMIT;
      truncated = true;
      done();
      res.destroy();
      return;
    }
    chunks.push(chunk);
    size += chunk.length;
  });
  res.on('end', done);
  res.on('close', () => {
    if (exchange.timedOut) truncated = true;
    done();
  });
  res.on('error', done);
}

/** One POST of `request` to `url`; `reusedRetry` when it is the resend after a stale kept-alive socket. */
function post(connection: Connection, request: OutgoingRequest, url: URL, reusedRetry: boolean): Promise<Outcome> {
  const { agent, lookup, settings } = connection;
  return new Promise((resolve) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const exchange: Exchange = {
      settled: false,
      timedOut: false,
      latencyMs: null,
      finish(outcome) {
        if (exchange.settled) return;
        exchange.settled = true;
        clearTimeout(timer);
        resolve(outcome);
      },
    };
    const headers = { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) };
    const req = https.request(url, { method: 'POST', agent, lookup, headers }, (res) => {
      exchange.latencyMs = Math.round(performance.now() - started);
      readResponse(exchange, res);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (exchange.latencyMs !== null) return; // the response handler reports what arrived
      // A kept-alive socket the server had already closed: the request never reached it, so it is safe to resend.
      const stale = !reusedRetry && req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
      exchange.finish({ ...failed(describeError(err, url.hostname, settings.timeoutMs, exchange.timedOut)), staleSocket: stale });
    });
    timer = setTimeout(() => {
      exchange.timedOut = true;
      req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
    }, settings.timeoutMs);
    req.end(request.body);
  });
}

export function createSender(settings: WebhookSettings): Sender {
  const agent = new https.Agent({
    keepAlive: true,
    // Shorter than common server keep-alive time-outs, so an idle socket is dropped here before the server drops it.
    timeout: 4_000,
    maxFreeSockets: 64,
    scheduling: 'lifo',
    // One secure context for every connection: passing `ca` itself would make the agent re-parse every root
    // certificate per connection and fold them all into its pool key on every request.
    ...(settings.ca ? { secureContext: tls.createSecureContext({ ca: [...tls.rootCertificates, settings.ca] }) } : {}),
  });
  const connection: Connection = { agent, lookup: guardedLookup(webhookAllow(settings), settings.lookup), settings };
  return {
    async send(request) {
      const url = new URL(request.url);
      const refused = refuseLiteral(hostOf(url), webhookAllow(settings), Number(url.port || 443));
      if (refused) return failed({ code: 'address_refused', message: refused.message });
      const first = await post(connection, request, url, false);
      if (!first.staleSocket) return strip(first);
      return strip(await post(connection, request, url, true));
    },
    close() {
      agent.destroy();
    },
  };
}

function strip({ staleSocket: _stale, ...outcome }: SendOutcome & { staleSocket?: boolean }): SendOutcome {
  return outcome;
}
