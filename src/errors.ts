// Errors are values: an HTTP status, a machine-readable code, a message, and whether that message may reach the
// client. One middleware turns them into the spec's envelope; anything that is not an AppError becomes a 500 whose
// message never leaks.

export interface AppErrorOptions {
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Whether `message` may be shown to the client (default true for 4xx, false for 5xx). */
  expose?: boolean;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly headers: Record<string, string>;
  readonly expose: boolean;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.headers = options.headers ?? {};
    this.expose = options.expose ?? status < 500;
  }
}

export type MissingResource = 'flow' | 'run' | 'connector' | 'webhook' | 'record' | 'entity';

export function notFound(resource: MissingResource, id: string): AppError {
  return new AppError(404, `${resource}_not_found`, `${resource} '${id}' does not exist`);
}

export function conflict(message: string, code = 'conflict'): AppError {
  return new AppError(409, code, message);
}

export function invalidRequest(message: string): AppError {
  return new AppError(400, 'invalid_request', message);
}

export function validationError(message: string): AppError {
  return new AppError(422, 'validation_error', message);
}
