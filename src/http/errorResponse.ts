// The one place an error becomes the spec's envelope. An AppError's message is shown when it is exposed; anything
// else is logged in full and answered with a generic 500 that carries only the request id.
import { AppError } from '../errors.js';
import type { Logger } from '../log.js';
import type { HttpResponse } from './idempotency.js';

export function errorResponse(err: unknown, requestId: string, logger: Logger): HttpResponse {
  let status = 500;
  let code = 'internal_error';
  let message = `internal error; it is safe to retry with backoff (request ${requestId})`;
  let headers: Record<string, string> = {};
  if (err instanceof AppError) {
    status = err.status;
    code = err.code;
    headers = { ...err.headers };
    if (err.expose) message = err.message;
    if (status >= 500) logger.error({ err, request_id: requestId }, 'request failed');
  } else {
    logger.error({ err, request_id: requestId }, 'unhandled error');
  }
  return {
    status,
    headers: { ...headers, 'Content-Type': 'application/json', 'X-Request-Id': requestId },
    body: JSON.stringify({ error: { code, message, request_id: requestId } }),
  };
}
