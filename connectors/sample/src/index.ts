// The sample connector: a deterministic generator of commerce data for demos, benchmarks and tests. The same seed
// and volumes always give the same records; a checkpoint is the index of the next unit (customer, product, order),
// so a read resumes exactly where it stopped and any volume streams in constant memory. With deletions_percent,
// some customers and orders are deleted later in the history: each is reported as a deletion a few units after
// its own record, after the records of its batch and before the batch's checkpoint.
import { ConfigError, checkpoint, defineConnector, deletions, records, type EntityType, type SourceDeletion, type SourceRecord } from '@sluice/connector-sdk';
import { Shop, type SampleConfig } from './generate.js';

const ENTITIES: EntityType[] = ['customer', 'product', 'product_variant', 'order', 'order_line_item', 'invoice', 'payment'];

function startAt(cursor: unknown): number {
  if (cursor === null || cursor === undefined) return 0;
  const next = (cursor as { next?: unknown }).next;
  if (typeof next !== 'number' || !Number.isInteger(next) || next < 0) {
    throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not a sample connector checkpoint ({"next": <index>})`);
  }
  return next;
}

export default defineConnector<SampleConfig, Record<string, never>>({
  manifest: {
    id: 'sample',
    name: 'Sample commerce data',
    version: '1.0.0',
    kind: 'source',
    description:
      'Generates realistic, deterministic commerce data (customers, products and variants, orders with line items, invoices, payments) from a seed, in any volume, optionally with deleted customers and orders. For demos, benchmarks and tests.',
    entities: ENTITIES,
    reportsDeletions: true,
    configSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        seed: { type: 'integer', default: 42, description: 'The same seed always generates the same records.' },
        customers: { type: 'integer', minimum: 0, maximum: 100_000_000, default: 100, description: 'Number of customers.' },
        products: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 25, description: 'Number of products (each with 1 to 3 variants).' },
        orders: { type: 'integer', minimum: 0, maximum: 100_000_000, default: 500, description: 'Number of orders (each with 1 to 4 lines, and an invoice and a payment when billed).' },
        batch_size: { type: 'integer', minimum: 1, maximum: 10_000, default: 500, description: 'Records per batch (a batch ends at a whole order or product).' },
        start_date: { type: 'string', format: 'date', default: '2024-01-01', description: 'The first day of the shop’s history (UTC).' },
        deletions_percent: {
          type: 'integer',
          minimum: 0,
          maximum: 100,
          default: 0,
          description: 'Percent of customers and orders deleted later in the history, reported as deletions (0: none).',
        },
      },
    },
    credentialsSchema: { type: 'object', additionalProperties: false, properties: {} },
  },

  async check() {
    // Nothing to connect to: the configuration is all there is, and Sluice validated it before this call.
  },

  async *read(ctx, request) {
    const stream = new Shop(ctx.config).stream(request.entity);
    if (!stream) throw new ConfigError(`the sample connector does not generate '${request.entity}' records`);
    let batch: SourceRecord[] = [];
    let gone: SourceDeletion[] = [];
    for (let i = startAt(request.cursor); i < stream.units; i++) {
      batch.push(...stream.unit(i));
      gone.push(...stream.deletions(i));
      if (batch.length >= ctx.config.batch_size || i === stream.units - 1) {
        // A checkpoint only ever follows a whole unit, so resuming never splits an order's lines. A deletion names
        // a record of an earlier unit, so it follows its record whether or not they share a batch.
        if (batch.length > 0) yield records(batch);
        if (gone.length > 0) yield deletions(gone);
        yield checkpoint({ next: i + 1 });
        batch = [];
        gone = [];
        if (ctx.signal.aborted) return;
      }
    }
  },
});
