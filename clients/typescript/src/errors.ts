// Typed errors: SluiceApiError carries what the API's error envelope and headers say (status, code, message,
// request id, Retry-After), and unwrap() turns an openapi-fetch result into its data or throws that error.

/** An answer other than 2xx from the Sluice API. */
export class SluiceApiError extends Error {
  override readonly name = 'SluiceApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The envelope's `error.code` (`flow_not_found`, `validation_error`, …; not a closed set), or `http_<status>`. */
  readonly code: string;
  /** The envelope's `error.request_id`, else the `X-Request-Id` header, else null. */
  readonly requestId: string | null;
  /** Seconds to wait before retrying, from `Retry-After` (429, 503), else null. */
  readonly retryAfter: number | null;
  /** The parsed body (the envelope, or whatever a proxy answered). */
  readonly body: unknown;

  constructor(init: { status: number; code: string; message: string; requestId: string | null; retryAfter: number | null; body: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }

  /** The error an answer stands for: `body` is the parsed error body openapi-fetch gave (or undefined). */
  static from(response: Response, body: unknown): SluiceApiError {
    const envelope = isRecord(body) && isRecord(body.error) ? body.error : undefined;
    const code = typeof envelope?.code === 'string' ? envelope.code : `http_${response.status}`;
    const requestId = typeof envelope?.request_id === 'string' ? envelope.request_id : response.headers.get('x-request-id');
    const message =
      typeof envelope?.message === 'string'
        ? envelope.message
        : `${response.status} ${response.statusText || 'error'} from ${response.url || 'the Sluice API'}${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`;
    return new SluiceApiError({ status: response.status, code, message, requestId, retryAfter: retryAfterOf(response), body });
  }
}

/** `Retry-After` in seconds (a number of seconds or an HTTP date), or null. */
export function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** What an openapi-fetch call resolves to. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful call, or throws SluiceApiError. Pass the call's promise or its result:
 * `const flow = await unwrap(client.GET('/v1/flows/{id}', { params: { path: { id } } }))`.
 * A success without a body (204) resolves to undefined.
 */
export async function unwrap<T>(result: FetchResult<T> | Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await result;
  if (!response.ok || error !== undefined) throw SluiceApiError.from(response, error);
  return data as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
