// What is read for each canonical entity: which list query, how many nested objects each node brings (queries are
// sized to stay under Shopify's cost limit of 1,000 points), and how a node becomes records. Customers, products and
// orders are narrowed to those updated since the last read by Shopify itself; inventory levels have no such
// filter on a list, so every item is read and the levels are narrowed by their own updatedAt.
import type { ShopifyClient } from './client.js';
import type { EntityType } from '@sluice/connector-sdk';
import * as map from './mapping.js';
import * as Q from './queries.js';

type Obj = Record<string, unknown>;

export interface Row {
  external_id: string;
  values: Obj;
  /** The updatedAt of what the list is narrowed by (the row's own, or its parent's: a line's order). */
  version: string;
  raw: Obj;
}

export interface Stream {
  entity: string;
  document: string;
  /** The list field of the query's data. */
  root: string;
  /** What a node's nested objects add to its cost, which scales the page down. */
  nested: number;
  /** Extra variables of the list query. */
  variables: Obj;
  /** Shopify narrows the list by updated_at (else: rows are narrowed by their own updatedAt). */
  filtered: boolean;
  /** Deleted objects are read from deletionEvents after each pass. */
  deletions: boolean;
  rows(node: Obj, data: Obj, client: ShopifyClient): Promise<Row[]>;
}

interface Connection {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Obj[];
}

const VARIANTS = 20;
const LINES = 20;
/** What an order's fulfillments (up to 50 come with it) add to its cost, as Shopify counts it. */
const FULFILLMENT_COST = 22;
const LEVELS = 10;

/** A nested list, and the rest of it when it was longer than the page that came with its parent. */
async function all(client: ShopifyClient, first: Connection, document: string, root: string, id: unknown, list: string): Promise<Obj[]> {
  const nodes = [...first.nodes];
  let page = first.pageInfo;
  while (page.hasNextPage) {
    const { data } = await client.query(Q.operationName(document), document, { id, first: 100, after: page.endCursor });
    const more = (data[root] as Obj | null)?.[list] as Connection | undefined;
    if (!more) break; // the parent went away meanwhile
    nodes.push(...more.nodes);
    page = more.pageInfo;
  }
  return nodes;
}

const row = (object: Obj, values: Obj, version: unknown): Row => ({ external_id: String(object.id), values, raw: object, version: String(version) });

const productRows = (withVariants: boolean) => async (node: Obj, data: Obj, client: ShopifyClient): Promise<Row[]> => {
  if (!withVariants) return [row(node, map.product(node), node.updatedAt)];
  const currency = ((data.shop ?? {}) as Obj).currencyCode as string | null;
  const variants = await all(client, node.variants as Connection, Q.PRODUCT_VARIANTS, 'product', node.id, 'variants');
  return variants.map((v) => row(v, map.variant(v, node, currency ?? null), node.updatedAt));
};

export const STREAMS: Record<string, Stream> = {
  customer: { entity: 'customer', document: Q.CUSTOMERS, root: 'customers', nested: 0, variables: {}, filtered: true, deletions: false, rows: async (n) => [row(n, map.customer(n), n.updatedAt)] },
  product: { entity: 'product', document: Q.PRODUCTS, root: 'products', nested: 1, variables: { variants: 1 }, filtered: true, deletions: true, rows: productRows(false) },
  product_variant: { entity: 'product_variant', document: Q.PRODUCTS, root: 'products', nested: VARIANTS, variables: { variants: VARIANTS }, filtered: true, deletions: false, rows: productRows(true) },
  order: { entity: 'order', document: Q.ORDERS, root: 'orders', nested: 1 + FULFILLMENT_COST, variables: { lines: 1 }, filtered: true, deletions: false, rows: async (n) => [row(n, map.order(n), n.updatedAt)] },
  order_line_item: {
    entity: 'order_line_item',
    document: Q.ORDERS,
    root: 'orders',
    nested: LINES + FULFILLMENT_COST,
    variables: { lines: LINES },
    filtered: true,
    deletions: false,
    rows: async (n, _data, client) => (await all(client, n.lineItems as Connection, Q.ORDER_LINES, 'order', n.id, 'lineItems')).map((l) => row(l, map.lineItem(l, n), n.updatedAt)),
  },
  shipment: {
    entity: 'shipment',
    document: Q.ORDERS,
    root: 'orders',
    nested: 1 + FULFILLMENT_COST,
    variables: { lines: 1 },
    filtered: true,
    deletions: false,
    rows: async (n) => ((n.fulfillments ?? []) as Obj[]).map((f) => row(f, map.fulfillment(f, n), n.updatedAt)),
  },
  inventory: {
    entity: 'inventory',
    document: Q.INVENTORY,
    root: 'inventoryItems',
    nested: 1 + LEVELS * 2,
    variables: { levels: LEVELS },
    filtered: false,
    deletions: false,
    rows: async (n, _data, client) =>
      (await all(client, n.inventoryLevels as Connection, Q.INVENTORY_LEVELS, 'inventoryItem', n.id, 'inventoryLevels')).map((l) => row(l, map.inventoryLevel(l, n), l.updatedAt)),
  },
};

export const ENTITIES = Object.keys(STREAMS) as EntityType[];

/** Nodes per list query: page_size, fewer when each node brings nested objects (the cost limit is 1,000). */
export function pageSizeFor(stream: Stream, pageSize: number): number {
  return Math.max(1, Math.min(pageSize, Math.floor(990 / (stream.nested + 3))));
}
