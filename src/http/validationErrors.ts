// Turns ajv's errors into the spec's answer: a missing required field or parameter is 400 invalid_request, an
// invalid Idempotency-Key is 400, any other failure is 422 validation_error; the message (schemaErrors.ts) names each
// parameter or field and says what is wrong with it.
import type { ErrorObject } from 'ajv';
import { describeSchemaErrors, relevantErrors } from '../schemaErrors.js';
import { HttpError } from './httpError.js';

function isMissingRequired(e: ErrorObject): boolean {
  // A required property of the request itself (a parameter section or the body), not of a nested object.
  return e.keyword === 'required' && (e.instancePath === '' || /^\/(query|path|header|requestBody)$/.test(e.instancePath));
}

export function validationFailure(errors: ErrorObject[]): HttpError {
  const message = describeSchemaErrors(errors);
  const badRequest = relevantErrors(errors).some((e) => isMissingRequired(e) || e.instancePath === '/header/idempotency-key');
  return badRequest ? new HttpError(400, 'invalid_request', message) : new HttpError(422, 'validation_error', message);
}
