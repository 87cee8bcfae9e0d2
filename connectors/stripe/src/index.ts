// The stripe connector: customers, products and prices, invoices, charges, subscriptions and refunds from a Stripe
// account, read with the official `stripe` client. A first read takes each whole list; after it, changes and
// deletions come from the Events API (Stripe keeps 30 days of events), so an incremental run reads exactly the
// objects that changed.
import { ConfigError, defineConnector } from '@sluice/connector-sdk';
import { call, stripeClient } from './client.js';
import { configSchema, credentialsSchema, type StripeConfig, type StripeCredentials } from './config.js';
import { readStream } from './source.js';
import { ENTITIES, STREAMS } from './streams.js';

export default defineConnector<StripeConfig, StripeCredentials>({
  manifest: {
    id: 'stripe',
    name: 'Stripe',
    version: '1.0.0',
    kind: 'source',
    description:
      'Reads a Stripe account: customers, products, prices (as product variants), invoices, charges (as payments), subscriptions and refunds; the whole lists first, then changes and deletions from the Events API.',
    entities: ENTITIES,
    reportsDeletions: true,
    configSchema,
    credentialsSchema,
  },

  async check(ctx) {
    // Incremental reads need the events: a restricted key without them is refused here, not on the second run.
    const stripe = stripeClient(ctx);
    await call(ctx, 'GET /v1/events', () => stripe.events.list({ limit: 1 }));
  },

  read(ctx, request) {
    const stream = STREAMS[request.entity];
    if (!stream) throw new ConfigError(`the stripe connector does not read '${request.entity}' (it reads ${ENTITIES.join(', ')})`);
    return readStream(ctx, stream, request.cursor, request.schema);
  },
});
