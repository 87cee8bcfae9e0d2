// The connector lifecycle, written down once: what a credential check's outcome does (docs/design.md "Connectors"), and
// which event a change emits.
import type { ConnectorStatus } from './repository.js';

/** `ok`: the check passed; `degrading`: it failed with an auth or quota error; `other`: any other failure. */
export type CheckOutcome = 'ok' | 'degrading' | 'other';

const NEXT: Readonly<Record<CheckOutcome, Readonly<Record<ConnectorStatus, ConnectorStatus>>>> = {
  ok: { pending: 'active', active: 'active', degraded: 'active' },
  degrading: { pending: 'degraded', active: 'degraded', degraded: 'degraded' },
  // Config and transient failures say nothing about the credentialed link: the status stays.
  other: { pending: 'pending', active: 'active', degraded: 'degraded' },
};

export function nextConnectorStatus(current: ConnectorStatus, outcome: CheckOutcome): ConnectorStatus {
  return NEXT[outcome][current];
}

/** The event a status change emits, if any. */
export function transitionEvent(from: ConnectorStatus, to: ConnectorStatus): 'connector.degraded' | 'connector.recovered' | null {
  if (from !== 'degraded' && to === 'degraded') return 'connector.degraded';
  if (from === 'degraded' && to !== 'degraded') return 'connector.recovered';
  return null;
}
