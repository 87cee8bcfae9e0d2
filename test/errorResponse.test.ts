// Domain errors carry no HTTP status: the HTTP layer gives each kind its status, and the envelope keeps the domain's
// code and message. Anything else stays a 500 that does not leak its message.
import { describe, expect, it } from 'vitest';
import { conflict, DomainError, forbidden, invalidRequest, notFound, RunInProgress, validationError } from '../src/errors.js';
import { errorResponse } from '../src/http/errorResponse.js';
import { createLogger } from '../src/log.js';

const logger = createLogger('silent');

function answer(err: unknown) {
  const res = errorResponse(err, 'req_1', logger);
  return { status: res.status, error: (JSON.parse(res.body.toString()) as { error: { code: string; message: string } }).error };
}

describe('domain errors in HTTP', () => {
  it.each([
    [notFound('flow', 'flw_1'), 404, 'flow_not_found', "flow 'flw_1' does not exist"],
    [conflict('flow is paused'), 409, 'conflict', 'flow is paused'],
    [new RunInProgress('flw_1', 'run_1'), 409, 'run_in_progress', "flow 'flw_1' already has a run 'run_1' queued or running; wait for it to finish"],
    [invalidRequest('limit must be a number'), 400, 'invalid_request', 'limit must be a number'],
    [validationError('name: must not be empty'), 422, 'validation_error', 'name: must not be empty'],
    [forbidden('needs the admin role'), 403, 'forbidden', 'needs the admin role'],
  ])('maps %s to its status, code and message', (err, status, code, message) => {
    expect(answer(err)).toEqual({ status, error: { code, message, request_id: 'req_1' } });
  });

  it('answers a domain error of no known kind as an internal error without its message', () => {
    class Unmapped extends DomainError {}
    const { status, error } = answer(new Unmapped('secret_code', 'a secret detail'));
    expect(status).toBe(500);
    expect(error.code).toBe('internal_error');
    expect(error.message).not.toContain('secret');
  });
});
