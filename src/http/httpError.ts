// Errors that only exist in HTTP (a body too large, a bad cursor, a missing session, 405, a rate limit): a status, a
// machine-readable code, a message, and whether that message may reach the client. Domain errors (src/errors.ts)
// get their status in errorResponse.ts.

export interface HttpErrorOptions {
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Whether `message` may be shown to the client (default true for 4xx, false for 5xx). */
  expose?: boolean;
  cause?: unknown;
}

export class HttpError extends Error {
  override name = 'HttpError';
  readonly headers: Record<string, string>;
  readonly expose: boolean;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.headers = options.headers ?? {};
    this.expose = options.expose ?? status < 500;
  }
}
