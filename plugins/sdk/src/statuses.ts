// What an HTTP status from a vendor's API means to Sluice: one table, shared by ctx.fetch and by connectors built on
// a vendor's client library, which a connector overrides entry by entry.
import type { ErrorKind } from './errors.js';

/** An error kind, or 'return': the status is no failure of the call, and its answer goes back to the caller. */
export type StatusAction = ErrorKind | 'return';

/**
 * Keys are an exact status ('404') or a class ('4xx', '5xx'); an exact status wins over its class, and a status
 * neither names is returned.
 */
export type StatusTable = Readonly<Record<string, StatusAction>>;

/** The SDK's reading: refused credentials, a rate limit, a request the vendor will never accept, a vendor in trouble. */
export const STATUS_KINDS: StatusTable = Object.freeze({
  '401': 'auth',
  '403': 'auth',
  '429': 'quota',
  '4xx': 'config',
  '5xx': 'transient',
});

/** What `status` means under the SDK's table with `overrides` laid over it. */
export function statusAction(status: number, overrides: StatusTable = {}): StatusAction {
  const table: StatusTable = { ...STATUS_KINDS, ...overrides };
  return table[String(status)] ?? table[`${Math.floor(status / 100)}xx`] ?? 'return';
}

/** The reason phrases of the statuses the SDK names in its messages, for answers that come without one. */
export const REASON_PHRASES: Readonly<Record<number, string>> = Object.freeze({
  401: 'Unauthorized',
  403: 'Forbidden',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
});
