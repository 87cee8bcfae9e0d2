// Every response the tests receive is checked against openapi.yaml: its status must be declared for the
// operation, its body must match that status's schema, and its declared headers must be present and valid.
// A mismatch throws, which fails the test that made the request.
import { loadContract, type Contract } from '../../src/http/openapi.js';

/** The contract the servers use (loadContract keeps one per process). */
export function testContract(): Promise<Contract> {
  return loadContract();
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

export async function checkResponse(method: string, url: string, res: Response): Promise<void> {
  const c = await testContract();
  const path = new URL(url).pathname;
  const match = c.match(method.toUpperCase(), path);
  if (!match) return; // unknown routes have no contract; their envelope is asserted by the tests themselves
  const op = match.operation;
  const declared = Object.keys(op.responses ?? {});
  const status = String(res.status);
  const where = `${method} ${path} -> ${res.status}`;
  if (!declared.includes(status) && !declared.includes('default')) {
    throw new ContractViolation(`${where}: status not declared for ${match.operationId} (declared: ${declared.join(', ')})`);
  }
  const text = await res.clone().text();
  if (res.status !== 204) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ContractViolation(`${where}: body is not JSON: ${text.slice(0, 200)}`);
    }
    const result = c.backend.validator.validateResponse(body, op, res.status);
    if (result.errors?.length) {
      throw new ContractViolation(`${where}: body does not match the contract: ${JSON.stringify(result.errors.slice(0, 5))}`);
    }
  }
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // Present headers must match their schemas; headers the contract marks `required: true` must be present.
  const headerResult = c.backend.validator.validateResponseHeaders(headers, op, { statusCode: res.status, setMatchType: 'any' as never });
  if (headerResult.errors?.length) {
    throw new ContractViolation(`${where}: headers do not match the contract: ${JSON.stringify(headerResult.errors.slice(0, 5))}`);
  }
  const declaredHeaders = (op.responses?.[status] as { headers?: Record<string, { required?: boolean }> } | undefined)?.headers ?? {};
  const missing = Object.entries(declaredHeaders)
    .filter(([name, h]) => h.required && !(name.toLowerCase() in headers))
    .map(([name]) => name);
  if (missing.length) throw new ContractViolation(`${where}: required header(s) missing: ${missing.join(', ')}`);
}

/** A fetch that checks every response against the contract before handing it back. */
export const checkedFetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
  const request = input instanceof Request ? input : new Request(input, init);
  const res = await fetch(request);
  await checkResponse(request.method, request.url, res);
  return res;
};
