// The event kinds an endpoint can subscribe to (docs/design.md "Events"), and `webhook.test`, which only test sends
// carry. The outbox's EventType is the source of truth for the subscribable ones; the list below must name each, and
// openapi.yaml must declare each one's `data` (an `x-event-type` schema; test/webhooks.catalog.test.ts checks both ways).
import type { EventType } from '../events/outbox.js';

export const SUBSCRIBABLE_EVENTS = [
  'run.started',
  'run.succeeded',
  'run.partial',
  'run.failed',
  'run.cancelled',
  'connector.degraded',
  'connector.recovered',
  'flow.paused',
  'flow.resumed',
  'endpoint.disabled',
  'records.changed',
] as const satisfies readonly EventType[];

export const TEST_EVENT = 'webhook.test';

export type SubscribableEvent = (typeof SUBSCRIBABLE_EVENTS)[number];
export type WebhookEventType = SubscribableEvent | typeof TEST_EVENT;

// Fails to compile when the outbox gains an event kind this list does not name.
type Missing = Exclude<EventType, SubscribableEvent>;
const _everyOutboxEventIsSubscribable: [Missing] extends [never] ? true : Missing = true;
void _everyOutboxEventIsSubscribable;
