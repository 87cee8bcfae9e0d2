// The one place an error becomes the spec's envelope. A domain error (src/errors.ts) gets its status here from its
// kind; an HttpError's message is shown when it is exposed; a database that cannot be reached is 503 with
// Retry-After; anything else is logged in full and answered with a generic 500 that carries only the request id.
// Every body stays far below the contract's 16 KiB: messages often quote what the client sent, so their size is
// the client's to choose unless it is capped here.
import { Conflict, DomainError, Forbidden, InvalidRequest, NotFound, ValidationFailed } from '../errors.js';
import type { Logger } from '../log.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './databaseUnavailable.js';
import { HttpError } from './httpError.js';
import type { HttpResponse } from './idempotency.js';

/** The most bytes a message may take inside the JSON body (escapes included). */
export const MAX_MESSAGE_BYTES = 8 * 1024;

export function capMessage(message: string, maxBytes = MAX_MESSAGE_BYTES): string {
  if (Buffer.byteLength(JSON.stringify(message)) <= maxBytes) return message;
  const suffix = ' … (message truncated)';
  // Every UTF-16 unit costs at most 6 bytes once JSON-escaped, so this many always fit; grow while they still do.
  let keep = Math.floor((maxBytes - 64) / 6);
  let step = Math.max(1, Math.floor(keep / 2));
  while (step >= 1) {
    const candidate = keep + step;
    if (candidate < message.length && Buffer.byteLength(JSON.stringify(message.slice(0, candidate) + suffix)) <= maxBytes) keep = candidate;
    else step = Math.floor(step / 2);
  }
  // Never end on half of a surrogate pair.
  const last = message.charCodeAt(keep - 1);
  if (last >= 0xd800 && last <= 0xdbff) keep -= 1;
  return message.slice(0, keep) + suffix;
}

/** The status of each kind of domain error; a kind missing here is a fault and answers 500. */
function domainStatus(err: DomainError): number | undefined {
  if (err instanceof NotFound) return 404;
  if (err instanceof Conflict) return 409;
  if (err instanceof InvalidRequest) return 400;
  if (err instanceof ValidationFailed) return 422;
  if (err instanceof Forbidden) return 403;
  return undefined;
}

/** Whether errorResponse answers this error with a 5xx (a fault, or a database that cannot be reached). */
export function isServerError(err: unknown): boolean {
  if (err instanceof DomainError) return domainStatus(err) === undefined;
  if (err instanceof HttpError) return err.status >= 500;
  return true;
}

export function errorBody(code: string, message: string, requestId: string): string {
  return JSON.stringify({ error: { code, message: capMessage(message), request_id: requestId } });
}

export function errorResponse(err: unknown, requestId: string, logger: Logger): HttpResponse {
  let status = 500;
  let code = 'internal_error';
  let message = `internal error; it is safe to retry with backoff (request ${requestId})`;
  let headers: Record<string, string> = {};
  const fromDomain = err instanceof DomainError ? domainStatus(err) : undefined;
  if (err instanceof DomainError && fromDomain !== undefined) {
    status = fromDomain;
    code = err.code;
    message = err.message;
  } else if (err instanceof HttpError) {
    status = err.status;
    code = err.code;
    headers = { ...err.headers };
    if (err.expose) message = err.message;
    if (status >= 500) logger.error({ err, request_id: requestId }, 'request failed');
  } else if (isDatabaseUnavailable(err)) {
    status = 503;
    code = 'service_unavailable';
    message = `the database is unreachable; retry after ${DATABASE_RETRY_AFTER_SECONDS} seconds (request ${requestId})`;
    headers = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };
    logger.error({ err, request_id: requestId }, 'database unreachable');
  } else {
    logger.error({ err, request_id: requestId }, 'unhandled error');
  }
  return {
    status,
    headers: { ...headers, 'Content-Type': 'application/json', 'X-Request-Id': requestId },
    body: errorBody(code, message, requestId),
  };
}
