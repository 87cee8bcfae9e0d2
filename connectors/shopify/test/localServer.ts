// A local stand-in for the part of Shopify's GraphQL Admin API this connector queries, for its tests and its
// conformance suite; built from Shopify's public API reference, not a full emulation. It runs no GraphQL engine: it
// recognises the connector's operations by name and answers them from its store with Shopify's response shapes,
// honouring `first`, `after` (opaque cursors), the `updated_at` / `occurred_at` search filter, nested page sizes and
// `id`. Around that it behaves like Shopify: the X-Shopify-Access-Token header (401 with Shopify's body otherwise),
// the cost-based leaky bucket (requested cost checked against what is available, the actual cost charged, every
// answer carrying extensions.cost; a query the bucket cannot pay is answered THROTTLED; one over 1,000 points is
// MAX_COST_EXCEEDED), 429 with Retry-After on demand, GIDs, and times in ISO 8601 to the second. Seeded objects
// are a week old; changes made through its controls happen at the real time.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

export interface SeenQuery {
  operation: string;
  variables: Obj;
  status: number;
  throttled: boolean;
}

export interface LocalShopify {
  /** The origin to configure as api_base_url. */
  url: string;
  shop: string;
  accessToken: string;
  requests: SeenQuery[];
  customers(): Obj[];
  products(): Obj[];
  orders(): Obj[];
  inventoryItems(): Obj[];
  /** Any object by GID (customer, product, variant, order, line item, fulfillment, inventory item or level). */
  get(id: string): Obj | undefined;
  /** Changes an object; it and its parent (a variant's product, a line's or fulfillment's order) are updated now. */
  update(id: string, patch: Obj): Obj;
  createCustomer(fields: Obj): Obj;
  /** Deletes a product (and its variants and inventory), recording a deletion event. */
  deleteProduct(id: string): void;
  /** The next `count` requests answer HTTP 429 with this Retry-After (Shopify sends decimals, e.g. "2.0"). */
  rateLimit(count: number, retryAfter?: string): void;
  /** The next `count` requests answer HTTP `status` (a 5xx: Shopify's error page). */
  failNext(count: number, status: number): void;
  /** Sets the leaky bucket (what is available now, its size and its restore rate per second). */
  throttle(settings: { currentlyAvailable?: number; maximumAvailable?: number; restoreRate?: number }): void;
  /** Runs `change` just before answering the next query named `operation`. */
  before(operation: string, change: () => void): void;
  close(): Promise<void>;
}

const DAY_MS = 24 * 3600 * 1000;
const MAX_QUERY_COST = 1000;
const time = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const gid = (type: string, n: number) => `gid://shopify/${type}/${n}`;
const numeric = (id: unknown) => Number(String(id).split('/').pop()!.split('?')[0]);

export async function startLocalShopify(options: { accessToken?: string; seed?: boolean } = {}): Promise<LocalShopify> {
  const accessToken = options.accessToken ?? `shpat_${crypto.randomBytes(16).toString('hex')}`;
  const shop = 'sluice-test-store.myshopify.com';
  const customers: Obj[] = [];
  const products: Obj[] = [];
  const orders: Obj[] = [];
  const items: Obj[] = [];
  const deletionEvents: Obj[] = [];
  const byId = new Map<string, { object: Obj; parent?: Obj }>();
  const requests: SeenQuery[] = [];
  const hooks: Array<{ operation: string; change: () => void }> = [];
  let limited: { remaining: number; retryAfter: string } = { remaining: 0, retryAfter: '2.0' };
  let failing = { remaining: 0, status: 503 };
  // The bucket of a store on a standard plan: 2,000 points, refilled at 100 a second.
  const bucket = { maximumAvailable: 2000, currentlyAvailable: 2000, restoreRate: 100, at: Date.now() };
  let sequence = 1000;
  let clock = Date.now() - 7 * DAY_MS;
  let seeding = true;
  /** Seeded history runs a second per object from a week ago; later changes happen at the real time. */
  const now = () => (seeding ? (clock += 1000) : Date.now());
  const index = (object: Obj, parent?: Obj) => byId.set(object.id as string, { object, ...(parent ? { parent } : {}) });

  const api = {
    createCustomer(fields: Obj): Obj {
      const at = time(now());
      const c: Obj = { id: gid('Customer', ++sequence), firstName: null, lastName: null, defaultEmailAddress: null, defaultPhoneNumber: null, defaultAddress: null, createdAt: at, updatedAt: at, ...fields };
      customers.push(c);
      index(c);
      return c;
    },
    createProduct(fields: Obj, variants: Obj[]): Obj {
      const at = time(now());
      const p: Obj = { id: gid('Product', ++sequence), title: 'Product', description: '', status: 'ACTIVE', createdAt: at, updatedAt: at, ...fields, variants: [] };
      for (const v of variants) {
        const variant: Obj = { id: gid('ProductVariant', ++sequence), title: 'Default Title', sku: null, price: '0.00', updatedAt: at, ...v };
        (p.variants as Obj[]).push(variant);
        index(variant, p);
        const item: Obj = { id: gid('InventoryItem', ++sequence), sku: variant.sku, variant: { id: variant.id }, updatedAt: at, levels: [] };
        items.push(item);
        index(item, variant);
      }
      products.push(p);
      index(p);
      return p;
    },
    createOrder(fields: Obj, lines: Obj[], fulfillments: Obj[] = []): Obj {
      const at = time(now());
      const o: Obj = {
        id: gid('Order', ++sequence),
        name: `#${sequence}`,
        createdAt: at,
        processedAt: at,
        updatedAt: at,
        cancelledAt: null,
        displayFinancialStatus: 'PAID',
        displayFulfillmentStatus: 'UNFULFILLED',
        ...fields,
        lineItems: [],
        fulfillments: [],
      };
      for (const l of lines) {
        const line: Obj = { id: gid('LineItem', ++sequence), ...l };
        (o.lineItems as Obj[]).push(line);
        index(line, o);
      }
      for (const f of fulfillments) {
        const fulfillment: Obj = { id: gid('Fulfillment', ++sequence), status: 'SUCCESS', displayStatus: 'IN_TRANSIT', createdAt: at, updatedAt: at, inTransitAt: null, deliveredAt: null, trackingInfo: [], ...f };
        (o.fulfillments as Obj[]).push(fulfillment);
        index(fulfillment, o);
      }
      orders.push(o);
      index(o);
      return o;
    },
    stock(item: Obj, location: string, onHand: number, available: number): Obj {
      const level: Obj = {
        id: `${gid('InventoryLevel', ++sequence)}?inventory_item_id=${numeric(item.id)}`,
        location: { name: location },
        quantities: [
          { name: 'on_hand', quantity: onHand },
          { name: 'available', quantity: available },
        ],
        updatedAt: time(now()),
      };
      (item.levels as Obj[]).push(level);
      index(level, item);
      return level;
    },
  };

  if (options.seed !== false) seed(api, items);
  seeding = false;

  const update = (id: string, patch: Obj): Obj => {
    const found = byId.get(id);
    if (!found) throw new Error(`no object ${id}`);
    const at = time(Date.now());
    Object.assign(found.object, patch);
    if ('updatedAt' in found.object || !found.parent) found.object.updatedAt = at;
    // A variant's change is its product's; a line's or a fulfillment's is its order's (Shopify moves updated_at).
    if (found.parent && !String(id).includes('InventoryLevel') && !String(id).includes('InventoryItem')) found.parent.updatedAt = at;
    return found.object;
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let operation = '?';
      let variables: Obj = {};
      const send = (status: number, body: unknown, headers: Record<string, string> = {}, throttled = false) => {
        requests.push({ operation, variables, status, throttled });
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': crypto.randomUUID(), ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !/^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/.test(url.pathname)) return send(404, { errors: 'Not Found' });
      if (req.headers['x-shopify-access-token'] !== accessToken) {
        return send(401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      }
      let body: { query?: string; variables?: Obj };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return send(400, { errors: { query: 'Required parameter missing or invalid' } });
      }
      operation = /^\s*query (\w+)/.exec(body.query ?? '')?.[1] ?? '?';
      variables = body.variables ?? {};
      if (failing.remaining > 0) {
        failing.remaining -= 1;
        return send(failing.status, { errors: 'Internal Server Error' });
      }
      if (limited.remaining > 0) {
        limited.remaining -= 1;
        return send(429, { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' }, { 'Retry-After': limited.retryAfter });
      }
      const hook = hooks.findIndex((h) => h.operation === operation);
      if (hook >= 0) hooks.splice(hook, 1)[0]!.change();

      const answer = resolve(operation, variables);
      if ('error' in answer) return send(200, { errors: [{ message: answer.error, extensions: { code: answer.code } }] });
      const elapsed = (Date.now() - bucket.at) / 1000;
      bucket.currentlyAvailable = Math.min(bucket.maximumAvailable, bucket.currentlyAvailable + elapsed * bucket.restoreRate);
      bucket.at = Date.now();
      const status = () => ({ maximumAvailable: bucket.maximumAvailable, currentlyAvailable: Math.floor(bucket.currentlyAvailable), restoreRate: bucket.restoreRate });
      if (answer.requested > MAX_QUERY_COST) {
        return send(200, {
          errors: [{ message: `Query cost is ${answer.requested}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`, extensions: { code: 'MAX_COST_EXCEEDED', cost: answer.requested, maxCost: MAX_QUERY_COST } }],
          extensions: { cost: { requestedQueryCost: answer.requested, actualQueryCost: null, throttleStatus: status() } },
        });
      }
      if (answer.requested > bucket.currentlyAvailable) {
        return send(
          200,
          {
            errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
            extensions: { cost: { requestedQueryCost: answer.requested, actualQueryCost: null, throttleStatus: status() } },
          },
          {},
          true,
        );
      }
      bucket.currentlyAvailable -= answer.actual;
      send(200, { data: answer.data, extensions: { cost: { requestedQueryCost: answer.requested, actualQueryCost: answer.actual, throttleStatus: status() } } });
    });
  });

  /** The data for one operation, with its requested and actual cost. */
  function resolve(operation: string, v: Obj): { data: Obj; requested: number; actual: number } | { error: string; code: string } {
    const first = Number(v.first ?? 0);
    if (operation !== 'SluiceShop' && (!Number.isInteger(first) || first < 1 || first > 250)) {
      return { error: `Variable $first of type Int! was provided invalid value (must be between 1 and 250)`, code: 'argumentLiteralsIncompatible' };
    }
    const since = (field: string) => {
      const m = new RegExp(`${field}:(>=?)'([^']+)'`).exec(String(v.query ?? ''));
      return m ? { inclusive: m[1] === '>=', at: m[2]! } : null;
    };
    const newer = (value: string, bound: { inclusive: boolean; at: string } | null) =>
      !bound || (bound.inclusive ? Date.parse(value) >= Date.parse(bound.at) : Date.parse(value) > Date.parse(bound.at));
    const nested = (list: Obj[], size: number, shape: (o: Obj) => Obj) => connection(list, size, null, shape);

    switch (operation) {
      case 'SluiceShop':
        return { data: { shop: { name: 'Sluice Test Store', currencyCode: 'EUR' } }, requested: 1, actual: 1 };
      case 'SluiceCustomers': {
        const bound = since('updated_at');
        const page = connection(customers.filter((c) => newer(c.updatedAt as string, bound)), first, v.after, customerShape);
        return { data: { customers: page }, requested: 2 + first, actual: 2 + page.nodes.length };
      }
      case 'SluiceProducts': {
        const bound = since('updated_at');
        const size = Number(v.variants);
        const page = connection(products.filter((p) => newer(p.updatedAt as string, bound)), first, v.after, (p) => ({ ...productShape(p), variants: nested(p.variants as Obj[], size, variantShape) }));
        return { data: { shop: { currencyCode: 'EUR' }, products: page }, requested: 3 + first * (3 + size), actual: 3 + page.nodes.length * 3 + page.nodes.reduce((n, p) => n + ((p.variants as { nodes: Obj[] }).nodes.length), 0) };
      }
      case 'SluiceProductVariants': {
        const product = byId.get(String(v.id))?.object;
        const page = product ? connection(product.variants as Obj[], first, v.after, variantShape) : null;
        return { data: { product: page ? { variants: page } : null }, requested: 3 + first, actual: 3 + (page?.nodes.length ?? 0) };
      }
      case 'SluiceDeletedProducts': {
        const bound = since('occurred_at');
        const page = connection(deletionEvents.filter((e) => newer(e.occurredAt as string, bound)), first, v.after, (e) => ({ subjectId: e.subjectId, subjectType: e.subjectType, occurredAt: e.occurredAt }));
        return { data: { deletionEvents: page }, requested: 2 + first, actual: 2 + page.nodes.length };
      }
      case 'SluiceOrders': {
        const bound = since('updated_at');
        const lines = Number(v.lines);
        const page = connection(orders.filter((o) => newer(o.updatedAt as string, bound)), first, v.after, (o) => ({ ...orderShape(o), lineItems: nested(o.lineItems as Obj[], lines, lineShape) }));
        return { data: { orders: page }, requested: 2 + first * (3 + lines + 20), actual: 2 + page.nodes.length * 3 };
      }
      case 'SluiceOrderLines': {
        const order = byId.get(String(v.id))?.object;
        const page = order ? connection(order.lineItems as Obj[], first, v.after, lineShape) : null;
        return { data: { order: page ? { lineItems: page } : null }, requested: 3 + first, actual: 3 + (page?.nodes.length ?? 0) };
      }
      case 'SluiceInventory': {
        const size = Number(v.levels);
        const page = connection(items, first, v.after, (i) => ({ id: i.id, sku: i.sku, variant: i.variant, inventoryLevels: nested(i.levels as Obj[], size, levelShape) }));
        return { data: { inventoryItems: page }, requested: 2 + first * (4 + size * 2), actual: 2 + page.nodes.length * 4 };
      }
      case 'SluiceInventoryLevels': {
        const item = byId.get(String(v.id))?.object;
        const page = item ? connection(item.levels as Obj[], first, v.after, levelShape) : null;
        return { data: { inventoryItem: page ? { inventoryLevels: page } : null }, requested: 3 + first * 2, actual: 3 + (page?.nodes.length ?? 0) * 2 };
      }
      default:
        return { error: `Unknown operation ${operation}: this local Shopify answers only the shopify connector's queries`, code: 'undefinedField' };
    }
  }

  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    shop,
    accessToken,
    requests,
    customers: () => [...customers],
    products: () => [...products],
    orders: () => [...orders],
    inventoryItems: () => [...items],
    get: (id) => byId.get(id)?.object,
    update,
    createCustomer: (fields) => api.createCustomer(fields),
    deleteProduct(id) {
      const index = products.findIndex((p) => p.id === id);
      if (index < 0) throw new Error(`no product ${id}`);
      const [product] = products.splice(index, 1);
      for (const v of product!.variants as Obj[]) {
        const item = items.findIndex((i) => (i.variant as Obj).id === v.id);
        if (item >= 0) items.splice(item, 1);
      }
      deletionEvents.push({ id: gid('DeletionEvent', ++sequence), subjectId: id, subjectType: 'PRODUCT', occurredAt: time(Date.now()) });
    },
    rateLimit: (count, retryAfter = '2.0') => void (limited = { remaining: count, retryAfter }),
    failNext: (count, status) => void (failing = { remaining: count, status }),
    throttle(settings) {
      Object.assign(bucket, settings, { at: Date.now() });
    },
    before: (operation, change) => void hooks.push({ operation, change }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const cursorOf = (id: unknown) => Buffer.from(JSON.stringify({ last_id: numeric(id) })).toString('base64');

/** A page of `list` in id order after the cursor, shaped as a Shopify connection. */
function connection(list: Obj[], first: number, after: unknown, shape: (o: Obj) => Obj) {
  let from = 0;
  if (typeof after === 'string' && after !== '') {
    const last = (JSON.parse(Buffer.from(after, 'base64').toString('utf8')) as { last_id: number }).last_id;
    from = list.filter((o) => numeric(o.id) <= last).length;
  }
  const sorted = [...list].sort((a, b) => numeric(a.id) - numeric(b.id));
  const page = sorted.slice(from, from + first);
  return {
    pageInfo: { hasNextPage: from + first < sorted.length, endCursor: page.length > 0 ? cursorOf(page[page.length - 1]!.id) : null },
    nodes: page.map(shape),
  };
}

const pick = (o: Obj, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));
const customerShape = (c: Obj) => pick(c, ['id', 'firstName', 'lastName', 'updatedAt', 'defaultEmailAddress', 'defaultPhoneNumber', 'defaultAddress']);
const productShape = (p: Obj) => pick(p, ['id', 'title', 'description', 'status', 'updatedAt']);
const variantShape = (v: Obj) => pick(v, ['id', 'title', 'sku', 'price', 'updatedAt']);
const lineShape = (l: Obj) => pick(l, ['id', 'name', 'sku', 'quantity', 'variant', 'originalUnitPriceSet', 'discountedTotalSet']);
const fulfillmentShape = (f: Obj) => pick(f, ['id', 'status', 'displayStatus', 'createdAt', 'updatedAt', 'inTransitAt', 'deliveredAt', 'trackingInfo']);
const orderShape = (o: Obj) => ({
  ...pick(o, ['id', 'name', 'createdAt', 'processedAt', 'updatedAt', 'cancelledAt', 'displayFinancialStatus', 'displayFulfillmentStatus', 'totalPriceSet']),
  fulfillments: (o.fulfillments as Obj[]).slice(0, 50).map(fulfillmentShape),
});
const levelShape = (l: Obj) => pick(l, ['id', 'updatedAt', 'location', 'quantities']);

const eur = (amount: string) => ({ shopMoney: { amount, currencyCode: 'EUR' } });

interface SeedApi {
  createCustomer(fields: Obj): Obj;
  createProduct(fields: Obj, variants: Obj[]): Obj;
  createOrder(fields: Obj, lines: Obj[], fulfillments?: Obj[]): Obj;
  stock(item: Obj, location: string, onHand: number, available: number): Obj;
}

/** A small store: customers, a catalogue (one product with 25 variants), orders in every state, stock in two places. */
function seed(api: SeedApi, items: Obj[]): void {
  for (let n = 1; n <= 25; n++) {
    api.createCustomer({
      firstName: `Shopper${n}`,
      lastName: `Family${n}`,
      defaultEmailAddress: { emailAddress: `shopper${n}@example.com`, marketingState: n % 2 === 0 ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED' },
      defaultPhoneNumber: n % 4 === 0 ? { phoneNumber: `+4940555${String(n).padStart(4, '0')}` } : null,
      defaultAddress: n % 3 === 0 ? { company: `Laden ${n} KG` } : { company: null },
    });
  }
  const catalogue: Array<[string, string, Obj[]]> = [
    ['Espresso cup', 'ACTIVE', [{ sku: 'CUP-1', price: '9.90' }]],
    ['Apron', 'ACTIVE', ['S', 'M', 'L'].map((size) => ({ title: size, sku: `APRON-${size}`, price: '24.50' }))],
    ['Tamper', 'DRAFT', [{ sku: 'TAMP-58', price: '39.00' }]],
    ['Old kettle', 'ARCHIVED', [{ sku: 'KETTLE-OLD', price: '15.00' }]],
    ['Beans', 'ACTIVE', Array.from({ length: 25 }, (_, i) => ({ title: `Blend ${i + 1}`, sku: `BEANS-${i + 1}`, price: `${12 + i}.25` }))],
    ['Gift card', 'ACTIVE', [{ sku: null, price: '50.00' }]],
  ];
  const products = catalogue.map(([title, status, variants]) => api.createProduct({ title, status, description: `${title}, as sold in the shop.` }, variants));
  const variants = products.flatMap((p) => p.variants as Obj[]);
  const states: Array<[string, string, string | null]> = [
    ['PAID', 'FULFILLED', null],
    ['PAID', 'UNFULFILLED', null],
    ['PENDING', 'UNFULFILLED', null],
    ['AUTHORIZED', 'UNFULFILLED', null],
    ['PAID', 'PARTIALLY_FULFILLED', null],
    ['REFUNDED', 'FULFILLED', null],
    ['VOIDED', 'UNFULFILLED', 'cancel'],
    ['PARTIALLY_REFUNDED', 'UNFULFILLED', null],
  ];
  for (let n = 1; n <= 30; n++) {
    const [financial, fulfillment, cancel] = states[n % states.length]!;
    const count = n === 7 ? 23 : 1 + (n % 3);
    const lines = Array.from({ length: count }, (_, i) => {
      const v = variants[(n + i) % variants.length]!;
      const quantity = 1 + (i % 2);
      const unit = Number(v.price);
      return { name: `${String(v.title)} (order ${n})`, sku: v.sku, quantity, variant: { id: v.id }, originalUnitPriceSet: eur(unit.toFixed(2)), discountedTotalSet: eur((unit * quantity - (i === 0 && n % 5 === 0 ? 1 : 0)).toFixed(2)) };
    });
    const total = lines.reduce((sum, l) => sum + Number((l.discountedTotalSet.shopMoney.amount)), 0);
    const shipped = fulfillment !== 'UNFULFILLED';
    api.createOrder(
      { displayFinancialStatus: financial, displayFulfillmentStatus: fulfillment, cancelledAt: cancel ? new Date(Date.now() - DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z') : null, totalPriceSet: eur(total.toFixed(2)) },
      lines,
      shipped ? [{ displayStatus: n % 2 === 0 ? 'DELIVERED' : 'IN_TRANSIT', trackingInfo: [{ company: 'DHL Express', number: `JD01460000${String(n).padStart(4, '0')}` }], deliveredAt: n % 2 === 0 ? new Date(Date.now() - 2 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z') : null, inTransitAt: new Date(Date.now() - 5 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z') }] : [],
    );
  }
  items.forEach((item, i) => {
    api.stock(item, 'Berlin warehouse', 10 + i, 8 + i);
    if (i % 2 === 0) api.stock(item, 'Hamburg store', i - 2, Math.max(0, i - 3));
  });
  // One item stocked in a dozen pop-up stores: more levels than come with it in one page.
  for (let s = 1; s <= 12; s++) api.stock(items[0]!, `Pop-up store ${s}`, s, s);
}
