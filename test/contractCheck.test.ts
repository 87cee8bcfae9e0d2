// The harness that validates every test response against openapi.yaml must itself reject what does not match.
import { describe, expect, it } from 'vitest';
import { checkResponse } from './support/contractCheck.js';

const page = JSON.stringify({ data: [], meta: { total: 0, has_more: false, next_cursor: null } });
const goodHeaders = { 'X-Request-Id': 'r', 'X-RateLimit-Limit': '600', 'X-RateLimit-Remaining': '599', 'X-RateLimit-Reset': '1795304601' };

describe('the response contract check', () => {
  it('accepts a response that matches the contract', async () => {
    await expect(checkResponse('GET', 'http://h/v1/flows', new Response(page, { status: 200, headers: goodHeaders }))).resolves.toBeUndefined();
  });

  it('rejects a response missing a required header', async () => {
    await expect(checkResponse('GET', 'http://h/v1/flows', new Response(page, { status: 200, headers: { 'X-Request-Id': 'r' } }))).rejects.toThrow(/required header/);
  });

  it('rejects a header of the wrong type', async () => {
    const res = new Response(page, { status: 200, headers: { ...goodHeaders, 'X-RateLimit-Limit': 'many' } });
    await expect(checkResponse('GET', 'http://h/v1/flows', res)).rejects.toThrow(/headers do not match/);
  });

  it('rejects a body that does not match the schema', async () => {
    const res = new Response(JSON.stringify({ data: [{ id: 1 }] }), { status: 200, headers: goodHeaders });
    await expect(checkResponse('GET', 'http://h/v1/flows', res)).rejects.toThrow(/body does not match/);
  });

  it('rejects a status the operation does not declare', async () => {
    const res = new Response(page, { status: 418, headers: goodHeaders });
    await expect(checkResponse('GET', 'http://h/v1/flows', res)).rejects.toThrow(/status not declared/);
  });
});
