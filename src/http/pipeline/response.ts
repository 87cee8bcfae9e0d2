// An operation's result as the response the server writes.
import type { HttpResponse } from '../idempotency.js';
import { JsonBytes } from '../jsonBytes.js';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  if (status === 204) return { status, headers, body: '' };
  const bytes = body instanceof JsonBytes ? body.bytes : JSON.stringify(body);
  return { status, headers: { ...headers, 'Content-Type': 'application/json' }, body: bytes };
}
