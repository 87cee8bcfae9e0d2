// The console's API client: the typed openapi-fetch client over the contract's paths, same origin with the
// session cookie, JSON content type on every state-changing request, and `call` which turns an error
// envelope into an ApiError carrying the API's own message.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../generated/openapi';

export type Schemas = components['schemas'];
export type Scope = Schemas['Scope'];
export type Role = Schemas['Role'];
export type ListMeta = Schemas['ListMeta'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const jsonWrites: Middleware = {
  onRequest({ request }) {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !request.headers.has('Content-Type')) {
      request.headers.set('Content-Type', 'application/json');
    }
    return request;
  },
};

export const api = createClient<paths>({ baseUrl: location.origin, credentials: 'same-origin' });
api.use(jsonWrites);

/** Called when the API says the session is gone (401), so the app can go to the sign-in page. */
let onSignedOut: () => void = () => {};
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function envelopeOf(error: unknown): { code?: string; message?: string } | undefined {
  if (error && typeof error === 'object' && 'error' in error) {
    const inner = (error as { error: unknown }).error;
    if (inner && typeof inner === 'object') return inner as { code?: string; message?: string };
  }
  return undefined;
}

/**
 * Awaits a client call and returns its data, or throws an ApiError with the envelope's message. A 401 ends the
 * console session (the user goes to the sign-in page) unless `keepOn401` (sign-in forms show it instead).
 */
export async function call<T>(promise: Promise<Answer<T>>, options: { keepOn401?: boolean } = {}): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await promise;
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
  }
  const { data, error, response } = answer;
  if (!response.ok) {
    const envelope = envelopeOf(error);
    const message = envelope?.message ?? `The server answered ${response.status} ${response.statusText}`.trim();
    if (response.status === 401 && !options.keepOn401) onSignedOut();
    throw new ApiError(response.status, envelope?.code ?? 'http_error', message);
  }
  return data as T;
}

export function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}
