// The conformance fixture: the local Stripe (./localServer.ts) with its seeded shop. One customer is deleted while
// the customer list is being read, so the read reports it as a deletion from the events that follow the list.
import { defineConformance } from '@sluice/connector-sdk/conformance';
import { startLocalStripe } from './localServer.js';

export default defineConformance({
  async setup() {
    const stripe = await startLocalStripe();
    const doomed = stripe.list('customer')[3]!.id as string;
    stripe.before('/v1/customers', () => stripe.remove(doomed));
    return {
      config: { api_base_url: stripe.url, page_size: 10 },
      credentials: { api_key: stripe.apiKey },
      badCredentials: { api_key: 'sk_test_NotTheKeyAtAll000' },
      read: { entities: ['customer', 'product', 'product_variant', 'subscription', 'invoice', 'payment', 'refund'] },
      teardown: () => stripe.close(),
    };
  },
});
