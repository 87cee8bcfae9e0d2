// How deliveries are made, from the configuration (SLUICE_WEBHOOK_*). Tests may also pass a `lookup`, to resolve
// names the way they need (e.g. a hostname that resolves to 127.0.0.1 at connect time).
import type { LookupFunction } from 'node:net';
import type { AllowList } from '../../egress/allowList.js';
import { DEFAULT_RETRY_SCHEDULE, parseRetrySchedule } from './retrySchedule.js';

export interface WebhookSettings {
  /** Offsets from the first attempt, in ms, of each retry (default 30 s, 2 min, 10 min, 1 h, 6 h, 24 h). */
  retrySchedule: readonly number[];
  /** How long an endpoint has to answer (default 10 s). */
  timeoutMs: number;
  /** Whether loopback, private, link-local and other non-public addresses may be reached (development and tests). */
  allowPrivate: boolean;
  /** Non-public addresses the operator opens to webhooks and connectors alike (SLUICE_EGRESS_ALLOW). */
  egressAllow?: AllowList;
  /** Extra trusted CA certificates (PEM), in addition to the public roots and NODE_EXTRA_CA_CERTS. */
  ca: string | undefined;
  /** Deliveries in flight at once per worker process. */
  concurrency: number;
  /** Deliveries leased at once per endpoint (being sent or being recorded), across every worker. */
  endpointConcurrency: number;
  /** Deliveries leased at once per customer, across every worker (SLUICE_WEBHOOK_CUSTOMER_CONCURRENCY). */
  customerConcurrency: number;
  /** An endpoint whose every attempt has failed for this long is disabled (SLUICE_WEBHOOK_DISABLE_AFTER, ms). */
  disableAfterMs: number;
  /** Name resolution for connects (default dns.lookup); every address it returns is checked. */
  lookup?: LookupFunction;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = Object.freeze({
  retrySchedule: Object.freeze(parseRetrySchedule(DEFAULT_RETRY_SCHEDULE)),
  timeoutMs: 10_000,
  allowPrivate: false,
  ca: undefined,
  concurrency: 50,
  endpointConcurrency: 10,
  customerConcurrency: 20,
  disableAfterMs: 5 * 24 * 3_600_000,
});

/** Response bodies are kept up to this many bytes in the attempt log; the rest is not read. */
export const RESPONSE_BODY_LIMIT = 64 * 1024;

/** How long the previous secret keeps signing after a rotation. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** Deliveries and their attempt logs are kept this long (docs/design.md "Events"). */
export const RETENTION_DAYS = 30;
