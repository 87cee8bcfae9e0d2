// openapi.yaml as the server loads it (src/http/openapi.ts): valid against the OpenAPI schema, and every operation's
// request validators compile with the server's ajv options. A server compiles an operation's validators at its
// first call and does not check the document at start, so this is where a schema ajv refuses is caught.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/http/openapi.js';

describe('the contract the server loads', () => {
  it('is valid against the OpenAPI schema', async () => {
    const { backend } = await loadContract();
    expect(() => backend.validateDefinition()).not.toThrow();
  });

  it("compiles every operation's request validators", async () => {
    const contract = await loadContract();
    const operations = contract.operations();
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      const validators = contract.backend.validator.getRequestValidatorsForOperation(operation.operationId!);
      expect(validators, operation.operationId).toBeInstanceOf(Array);
      for (const validate of validators) expect(validate, operation.operationId).toBeTypeOf('function');
    }
  });

  it('validates a request through a validator compiled at its first call', async () => {
    const contract = await loadContract();
    const match = contract.match('GET', '/v1/flows');
    expect(match?.operationId).toBe('listFlows');
    const parts = { params: {}, query: { limit: 'many' }, headers: {}, body: undefined, hasBody: false };
    expect(contract.validate(match!, parts)?.map((e) => e.instancePath)).toEqual(['/query/limit']);
    const good = { params: {}, query: { limit: '5' }, headers: {}, body: undefined, hasBody: false };
    expect(contract.validate(match!, good)).toBeNull();
    expect(good.query).toEqual({ limit: 5 });
  });
});
