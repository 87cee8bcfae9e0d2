// The conformance fixture: the local Shopify (./localServer.ts) with its seeded store. One product is deleted while
// the products are being read, so the read reports it from the deletion events of its window.
import { defineConformance } from '@sluice/connector-sdk/conformance';
import { startLocalShopify } from './localServer.js';

export default defineConformance({
  async setup() {
    const shopify = await startLocalShopify();
    const doomed = shopify.products()[2]!.id as string;
    shopify.before('SluiceProducts', () => shopify.deleteProduct(doomed));
    return {
      config: { shop: shopify.shop, api_base_url: shopify.url, page_size: 10 },
      credentials: { access_token: shopify.accessToken },
      badCredentials: { access_token: 'shpat_not_the_token' },
      read: { entities: ['product', 'customer', 'product_variant', 'order', 'order_line_item', 'shipment', 'inventory'] },
      teardown: () => shopify.close(),
    };
  },
});
