// The conformance fixture: a small shop, every entity read, a fifth of its customers and orders deleted later.
import { defineConformance } from '@sluice/connector-sdk/conformance';

export default defineConformance({
  setup() {
    return {
      config: { seed: 7, customers: 30, products: 8, orders: 40, batch_size: 10, deletions_percent: 20 },
      credentials: {},
      read: { entities: ['customer', 'product', 'product_variant', 'order', 'order_line_item', 'invoice', 'payment'] },
    };
  },
});
