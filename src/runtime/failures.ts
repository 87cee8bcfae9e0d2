// A failed plugin call as Sluice sees it: a kind that decides what happens next (auth and quota degrade the
// connector, config needs the customer, transient is retried, system is a plugin bug) and a stable code for the API.
import type { FailureKind } from './protocol.js';

export type FailureCode =
  | 'auth_failed'
  | 'quota_exceeded'
  | 'config_invalid'
  | 'transient_error'
  | 'plugin_error'
  | 'plugin_timeout'
  | 'plugin_out_of_memory'
  | 'plugin_exited'
  | 'plugin_protocol_error'
  | 'connector_type_unavailable';

const CODE_OF_KIND: Record<FailureKind, FailureCode> = {
  auth: 'auth_failed',
  quota: 'quota_exceeded',
  config: 'config_invalid',
  transient: 'transient_error',
  system: 'plugin_error',
};

export class ConnectorFailure extends Error {
  override name = 'ConnectorFailure';

  constructor(
    readonly kind: FailureKind,
    readonly code: FailureCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  static of(kind: FailureKind, message: string, retryAfterSeconds?: number): ConnectorFailure {
    return new ConnectorFailure(kind, CODE_OF_KIND[kind], message, retryAfterSeconds);
  }

  /** Whether this failure marks the connector `degraded` (auth or quota errors; docs/design.md "Connectors"). */
  get degrades(): boolean {
    return this.kind === 'auth' || this.kind === 'quota';
  }
}
