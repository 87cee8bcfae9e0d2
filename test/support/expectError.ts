// The error envelope a test expects: exactly `{error}`, the status, the code, the message when given (exact or a
// pattern), and a request id equal to the X-Request-Id header. Answers the error for further checks.
import { expect } from 'vitest';

export interface ErrorEnvelope {
  error: { code: string; message: string; request_id: string };
}

export async function expectError(res: Response, status: number, code: string, message?: string | RegExp): Promise<ErrorEnvelope['error']> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as ErrorEnvelope;
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  if (typeof message === 'string') expect(body.error.message).toBe(message);
  else if (message) expect(body.error.message).toMatch(message);
  const requestId = res.headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  expect(body.error.request_id).toBe(requestId);
  return body.error;
}
