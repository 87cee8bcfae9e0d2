// The webhook event names of the contract (WebhookEvent, without the delivery-only `webhook.test`), kept
// exhaustive by the compiler: a new event in openapi.yaml fails `tsc -p web` until it is listed here.
import type { Schemas } from './api';

const EVENTS: Record<Schemas['WebhookEvent'], true> = {
  'run.started': true,
  'run.succeeded': true,
  'run.partial': true,
  'run.failed': true,
  'run.cancelled': true,
  'connector.degraded': true,
  'connector.recovered': true,
  'flow.paused': true,
  'flow.resumed': true,
  'endpoint.disabled': true,
  'records.changed': true,
};

export const WEBHOOK_EVENTS = Object.keys(EVENTS) as Schemas['WebhookEvent'][];

export const DELIVERY_EVENTS: Schemas['WebhookDeliveryEvent'][] = [...WEBHOOK_EVENTS, 'webhook.test'];
