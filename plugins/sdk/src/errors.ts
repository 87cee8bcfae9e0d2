// The four ways a call can fail that a plugin knows about. Sluice treats each differently: auth and quota
// failures mark the connector `degraded`, config failures need the customer to change something, transient ones
// are retried. Anything else a plugin throws is a plugin bug (kind `system`).
//
// The kind travels as a plain property, never by class identity, so two copies of this package still agree.

export type ErrorKind = 'auth' | 'quota' | 'config' | 'transient';

const KIND = 'connectorErrorKind';

export interface ConnectorErrorOptions {
  cause?: unknown;
}

export abstract class ConnectorError extends Error {
  abstract readonly [KIND]: ErrorKind;

  constructor(message: string, options: ConnectorErrorOptions = {}) {
    super(message, options);
  }

  get kind(): ErrorKind {
    return this[KIND];
  }
}

/** The credentials were refused (wrong password, revoked token, missing permission). */
export class AuthError extends ConnectorError {
  override name = 'AuthError';
  readonly [KIND] = 'auth' as const;
}

/** The system refused because of a rate limit or quota; `retryAfterSeconds` says when to try again, if known. */
export class QuotaError extends ConnectorError {
  override name = 'QuotaError';
  readonly [KIND] = 'quota' as const;
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, options: ConnectorErrorOptions & { retryAfterSeconds?: number } = {}) {
    super(message, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The configuration cannot work (unknown table, bad URL, a path outside the allowed root). */
export class ConfigError extends ConnectorError {
  override name = 'ConfigError';
  readonly [KIND] = 'config' as const;
}

/** A temporary failure (network, time-out, a 5xx): the same call may well succeed later. */
export class TransientError extends ConnectorError {
  override name = 'TransientError';
  readonly [KIND] = 'transient' as const;
}

const KINDS: ReadonlySet<string> = new Set(['auth', 'quota', 'config', 'transient']);

/** The kind of a thrown value, or undefined when it is not one of the SDK's errors (a plugin bug). */
export function errorKindOf(err: unknown): ErrorKind | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const kind = (err as Record<string, unknown>)[KIND];
  return typeof kind === 'string' && KINDS.has(kind) ? (kind as ErrorKind) : undefined;
}
