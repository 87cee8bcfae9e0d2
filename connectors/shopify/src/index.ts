// The shopify connector: a store's customers, products and variants, orders with their line items and
// fulfillments, and inventory levels, read through the GraphQL Admin API with the official client. Each read
// takes what changed since the last one began (updated_at), within Shopify's cost-based throttle; products
// deleted in the store are reported from its deletion events.
import { ConfigError, defineConnector } from '@sluice/connector-sdk';
import { ShopifyClient } from './client.js';
import { configSchema, credentialsSchema, type ShopifyConfig, type ShopifyCredentials } from './config.js';
import { readStream } from './source.js';
import { ENTITIES, STREAMS } from './streams.js';

const SHOP = 'query SluiceShop { shop { name currencyCode } }';

export default defineConnector<ShopifyConfig, ShopifyCredentials>({
  manifest: {
    id: 'shopify',
    name: 'Shopify',
    version: '1.0.0',
    kind: 'source',
    description:
      'Reads a Shopify store through the GraphQL Admin API: customers, products and variants, orders with line items, fulfillments (as shipments) and inventory levels, incrementally by updated_at, within the cost-based throttle; deleted products are reported from deletion events.',
    entities: ENTITIES,
    reportsDeletions: true,
    configSchema,
    credentialsSchema,
  },

  async check(ctx) {
    await new ShopifyClient(ctx).query('SluiceShop', SHOP, {});
  },

  read(ctx, request) {
    const stream = STREAMS[request.entity];
    if (!stream) throw new ConfigError(`the shopify connector does not read '${request.entity}' (it reads ${ENTITIES.join(', ')})`);
    return readStream(ctx, stream, request.cursor, request.schema);
  },
});
