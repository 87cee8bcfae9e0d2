// Domain errors: what went wrong, in the domain's words, with a machine-readable code and a message meant for the
// person who asked. They carry no HTTP status: src/http/errorResponse.ts maps each kind to one, so the domain, the
// engine and the jobs can be used (and tested) without the API. Anything that is not a DomainError is a fault.

export abstract class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The thing asked about does not exist (or is not the caller's to see). */
export class NotFound extends DomainError {
  override name = 'NotFound';
}

/** The request is valid but clashes with the current state, e.g. a paused flow or a duplicate email. */
export class Conflict extends DomainError {
  override name = 'Conflict';
}

/** A flow already has a run queued or running, so another cannot start (the scheduler skips such a slot). */
export class RunInProgress extends Conflict {
  override name = 'RunInProgress';
  constructor(
    readonly flowId: string,
    readonly runId: string | undefined,
  ) {
    super('run_in_progress', `flow '${flowId}' already has a ${runId ? `run '${runId}' ` : 'run '}queued or running; wait for it to finish`);
  }
}

/** The request itself is malformed (a parameter that cannot be read), before any rule about its content. */
export class InvalidRequest extends DomainError {
  override name = 'InvalidRequest';
  constructor(message: string) {
    super('invalid_request', message);
  }
}

/** The input is well-formed but breaks a rule; the message names the field. */
export class ValidationFailed extends DomainError {
  override name = 'ValidationFailed';
  constructor(message: string) {
    super('validation_error', message);
  }
}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  override name = 'Forbidden';
  constructor(message: string) {
    super('forbidden', message);
  }
}

export type MissingResource = 'flow' | 'run' | 'connector' | 'webhook' | 'record' | 'entity';

export function notFound(resource: MissingResource, id: string): NotFound {
  return new NotFound(`${resource}_not_found`, `${resource} '${id}' does not exist`);
}

export function conflict(message: string, code = 'conflict'): Conflict {
  return new Conflict(code, message);
}

export function invalidRequest(message: string): InvalidRequest {
  return new InvalidRequest(message);
}

export function validationError(message: string): ValidationFailed {
  return new ValidationFailed(message);
}

export function forbidden(message: string): Forbidden {
  return new Forbidden(message);
}
