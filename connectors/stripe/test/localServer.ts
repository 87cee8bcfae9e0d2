// A local stand-in for the part of the Stripe API this connector reads, for its tests and its conformance suite;
// built from Stripe's public API reference, not a full emulation. It serves the list endpoints (newest first,
// `limit` 1-100, `starting_after` / `ending_before` cursors, `has_more`, `expand[]`), GET /v1/products/{id}, and
// /v1/events with `type` (a `*` wildcard), `types[]` and `created[...]` filters. Every create, update and delete
// made through its controls records the event Stripe would (customer.created, price.updated, product.deleted,
// customer.subscription.updated...), with the object as it was then. Errors have Stripe's bodies: 401 for a missing
// or wrong key, 400 resource_missing for an unknown cursor, 404 for an unknown URL, and 429 (with Retry-After when
// asked) on demand. Times are Unix seconds near the real clock (seeded objects are a week old); ids have Stripe's
// prefixes.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

/** Object kinds served, by list path, with their id prefix and event name prefix. */
const KINDS = {
  customer: { path: 'customers', prefix: 'cus_', event: 'customer' },
  product: { path: 'products', prefix: 'prod_', event: 'product' },
  price: { path: 'prices', prefix: 'price_', event: 'price' },
  invoice: { path: 'invoices', prefix: 'in_', event: 'invoice' },
  charge: { path: 'charges', prefix: 'ch_', event: 'charge' },
  subscription: { path: 'subscriptions', prefix: 'sub_', event: 'customer.subscription' },
  refund: { path: 'refunds', prefix: 're_', event: 'refund' },
} as const;

export type Kind = keyof typeof KINDS;

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface LocalStripe {
  /** The origin to configure as api_base_url. */
  url: string;
  /** The secret key it accepts. */
  apiKey: string;
  requests: SeenRequest[];
  /** The live objects of a kind, oldest first. */
  list(kind: Kind): Obj[];
  get(id: string): Obj | undefined;
  create(kind: Kind, fields: Obj): Obj;
  /** Changes an object and records `<kind>.updated` (or `type`). */
  update(id: string, patch: Obj, type?: string): Obj;
  /** Removes an object and records `<kind>.deleted`. */
  remove(id: string): void;
  /** The next `count` requests (to paths starting with `pathPrefix`, when given) answer 429. */
  rateLimit(count: number, options?: { retryAfterSeconds?: number; pathPrefix?: string }): void;
  /** The next `count` requests answer 500 with Stripe's api_error body. */
  failWith500(count: number): void;
  /** Runs `change` just before answering the next request to a path starting with `pathPrefix` (a change made while a read is under way). */
  before(pathPrefix: string, change: () => void): void;
  events(): Obj[];
  close(): Promise<void>;
}

const API_VERSION = '2026-10-28.endive';
const DAY = 24 * 3600;

export async function startLocalStripe(options: { apiKey?: string; seed?: boolean } = {}): Promise<LocalStripe> {
  const apiKey = options.apiKey ?? `sk_test_${crypto.randomBytes(12).toString('hex')}`;
  const objects = new Map<Kind, Obj[]>(Object.keys(KINDS).map((k) => [k as Kind, []]));
  const byId = new Map<string, { kind: Kind; object: Obj }>();
  const events: Obj[] = [];
  const requests: SeenRequest[] = [];
  const limits: Array<{ remaining: number; retryAfterSeconds?: number; pathPrefix?: string }> = [];
  let failures = 0;
  const hooks: Array<{ pathPrefix: string; change: () => void }> = [];
  let sequence = 0;
  let clock = Math.floor(Date.now() / 1000) - 7 * DAY;
  /** Seeded history runs a second per object from a week ago; later changes happen at the real time. */
  const tick = (seeding: boolean) => (clock = seeding ? clock + 1 : Math.max(clock, Math.floor(Date.now() / 1000)));
  const newId = (prefix: string) => `${prefix}Lc${String(++sequence).padStart(12, '0')}`;
  const snapshot = (o: Obj) => structuredClone(o);

  const record = (type: string, object: Obj, created: number, previous?: Obj) => {
    events.push({
      id: newId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created,
      data: { object: snapshot(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      type,
    });
  };

  let seeding = false;
  const create = (kind: Kind, fields: Obj): Obj => {
    const created = tick(seeding);
    const object: Obj = { id: newId(KINDS[kind].prefix), object: kind, created, livemode: false, metadata: {}, ...fields };
    if (kind === 'product') object.updated = created;
    objects.get(kind)!.push(object);
    byId.set(object.id as string, { kind, object });
    record(`${KINDS[kind].event}.created`, object, created);
    return object;
  };

  const update = (id: string, patch: Obj, type?: string): Obj => {
    const found = byId.get(id);
    if (!found) throw new Error(`no object ${id}`);
    const created = tick(seeding);
    const previous = Object.fromEntries(Object.keys(patch).map((k) => [k, found.object[k] ?? null]));
    Object.assign(found.object, patch);
    if (found.kind === 'product') found.object.updated = created;
    record(type ?? `${KINDS[found.kind].event}.updated`, found.object, created, previous);
    return found.object;
  };

  const remove = (id: string): void => {
    const found = byId.get(id);
    if (!found) throw new Error(`no object ${id}`);
    const list = objects.get(found.kind)!;
    list.splice(list.indexOf(found.object), 1);
    byId.delete(id);
    record(`${KINDS[found.kind].event}.deleted`, { ...found.object, ...(found.kind === 'invoice' ? {} : { deleted: true }) }, tick(seeding));
  };

  if (options.seed !== false) {
    seeding = true;
    seed(create, update);
    seeding = false;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query, status });
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${crypto.randomBytes(7).toString('hex')}`, 'Stripe-Version': API_VERSION, ...headers });
      res.end(JSON.stringify(body));
    };
    const invalid = (status: number, message: string, extra: Obj = {}) => send(status, { error: { message, type: 'invalid_request_error', ...extra } });
    req.resume();

    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0] : '';
    if (!key) return invalid(401, 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').');
    if (key !== apiKey) return invalid(401, `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(4)}${key.slice(-4)}`);

    const limit = limits.find((l) => l.remaining > 0 && (!l.pathPrefix || url.pathname.startsWith(l.pathPrefix)));
    if (limit) {
      limit.remaining -= 1;
      return send(
        429,
        { error: { code: 'rate_limit', message: 'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.', type: 'invalid_request_error' } },
        { 'Stripe-Rate-Limited-Reason': 'global-rate', ...(limit.retryAfterSeconds !== undefined ? { 'Retry-After': String(limit.retryAfterSeconds) } : {}) },
      );
    }
    if (failures > 0) {
      failures -= 1;
      return send(500, { error: { message: 'An unknown error occurred', type: 'api_error' } });
    }
    const hook = hooks.findIndex((h) => url.pathname.startsWith(h.pathPrefix));
    if (hook >= 0) hooks.splice(hook, 1)[0]!.change();
    const unrecognised = () => invalid(404, `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
    if (req.method !== 'GET') return unrecognised();

    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'v1' || parts.length < 2 || parts.length > 3) return unrecognised();
    if (parts[1] === 'events' && parts.length === 2) return listEvents(url.searchParams);
    const kind = (Object.keys(KINDS) as Kind[]).find((k) => KINDS[k].path === parts[1]);
    if (!kind) return unrecognised();
    if (parts.length === 3) {
      const found = byId.get(parts[2]!);
      if (!found || found.kind !== kind) return invalid(404, `No such ${kind}: '${parts[2]}'`, { code: 'resource_missing', param: 'id' });
      return send(200, found.object);
    }
    let items = [...objects.get(kind)!].reverse();
    if (kind === 'subscription' && url.searchParams.get('status') !== 'all') items = items.filter((s) => s.status !== 'canceled');
    const page = paginate(items, url.searchParams, kind);
    if ('error' in page) return invalid(400, page.error, page.extra);
    const expand = [...url.searchParams.entries()].filter(([k]) => /^expand(\[\d*\])?$/.test(k)).map(([, v]) => v);
    const data = page.data.map((o) => (kind === 'price' && expand.includes('data.product') ? { ...o, product: byId.get(o.product as string)?.object ?? { id: o.product, object: 'product', deleted: true } } : o));
    return send(200, { object: 'list', data, has_more: page.has_more, url: url.pathname });

    function listEvents(q: URLSearchParams) {
      const type = q.get('type');
      const types = [...q.entries()].filter(([k]) => /^types(\[\d*\])?$/.test(k)).map(([, v]) => v);
      const matches = (t: string) => (type === null || (type.endsWith('*') ? t.startsWith(type.slice(0, -1)) : t === type)) && (types.length === 0 || types.includes(t));
      const bound = (op: string) => (q.has(`created[${op}]`) ? Number(q.get(`created[${op}]`)) : undefined);
      const [gt, gte, lt, lte] = ['gt', 'gte', 'lt', 'lte'].map(bound);
      const inTime = (c: number) => (gt === undefined || c > gt) && (gte === undefined || c >= gte) && (lt === undefined || c < lt) && (lte === undefined || c <= lte);
      const all = [...events].reverse();
      const page = paginate(all, q, 'event', (e) => matches(e.type as string) && inTime(e.created as number));
      if ('error' in page) return invalid(400, page.error, page.extra);
      return send(200, { object: 'list', data: page.data, has_more: page.has_more, url: '/v1/events' });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    list: (kind) => [...objects.get(kind)!],
    get: (id) => byId.get(id)?.object,
    create,
    update,
    remove,
    rateLimit: (count, o = {}) => void limits.push({ remaining: count, ...o }),
    failWith500: (count) => void (failures += count),
    before: (pathPrefix, change) => void hooks.push({ pathPrefix, change }),
    events: () => [...events],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One page of `items` (newest first) as Stripe pages a list: `limit` (1-100, default 10) items after the
 * `starting_after` object, or the `limit` items just before (newer than) the `ending_before` object, still newest
 * first. `keep` filters without changing where the cursors point.
 */
function paginate(items: Obj[], q: URLSearchParams, kind: string, keep: (o: Obj) => boolean = () => true): { data: Obj[]; has_more: boolean } | { error: string; extra: Obj } {
  const limit = q.has('limit') ? Number(q.get('limit')) : 10;
  if (!Number.isInteger(limit) || limit < 1) return { error: 'This value must be greater than or equal to 1.', extra: { param: 'limit' } };
  if (limit > 100) return { error: 'This value must be less than or equal to 100.', extra: { param: 'limit' } };
  const after = q.get('starting_after');
  const before = q.get('ending_before');
  if (after && before) return { error: 'You may only specify one of these parameters: ending_before, starting_after.', extra: {} };
  const cursor = after ?? before;
  let index = -1;
  if (cursor) {
    index = items.findIndex((o) => o.id === cursor);
    if (index < 0) return { error: `No such ${kind}: '${cursor}'`, extra: { code: 'resource_missing', param: after ? 'starting_after' : 'ending_before' } };
  }
  if (before) {
    const newer = items.slice(0, index).filter(keep);
    return { data: newer.slice(Math.max(0, newer.length - limit)), has_more: newer.length > limit };
  }
  const rest = items.slice(index + 1).filter(keep);
  return { data: rest.slice(0, limit), has_more: rest.length > limit };
}

/** A small shop: customers, a catalogue with one-off and recurring prices, subscriptions, invoices, charges, refunds. */
function seed(create: (kind: Kind, fields: Obj) => Obj, update: (id: string, patch: Obj, type?: string) => Obj): void {
  const customers = Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    return create('customer', {
      email: `buyer${n}@example.com`,
      name: n % 5 === 0 ? `Firma ${n} GmbH` : `Buyer ${n} Number${n}`,
      ...(n % 5 === 0 ? { business_name: `Firma ${n} GmbH` } : { individual_name: `Buyer${n} Number${n}` }),
      phone: n % 3 === 0 ? `+49 30 5550${String(n).padStart(3, '0')}` : null,
      description: null,
      currency: 'eur',
      balance: 0,
      delinquent: false,
      address: null,
      shipping: null,
      invoice_settings: { default_payment_method: null },
    });
  });
  const products = ['Coffee beans', 'Grinder', 'Espresso machine', 'Old mug'].map((name, i) =>
    create('product', { name, description: i === 3 ? null : `${name}, freshly described`, active: i !== 3, type: 'service', images: [], url: null, default_price: null }),
  );
  const prices: Obj[] = [];
  products.forEach((product, i) => {
    prices.push(create('price', { product: product.id, active: true, currency: 'eur', unit_amount: 1200 + i * 1000, nickname: 'Monthly', lookup_key: `plan_${i}_monthly`, recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' }, type: 'recurring', billing_scheme: 'per_unit' }));
    prices.push(create('price', { product: product.id, active: i !== 3, currency: 'eur', unit_amount: 9900 + i * 100, nickname: i === 0 ? null : 'Quarterly', lookup_key: null, recurring: { interval: 'month', interval_count: 3, usage_type: 'licensed' }, type: 'recurring', billing_scheme: 'per_unit' }));
  });
  const statuses = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'paused'];
  const subscriptions = statuses.map((status, i) => {
    const price = prices[i]!;
    const start = (price.created as number) + 60;
    return create('subscription', {
      customer: customers[i]!.id,
      status,
      currency: 'eur',
      start_date: start,
      canceled_at: status === 'canceled' ? start + 20 * DAY : null,
      ended_at: status === 'canceled' ? start + 20 * DAY : null,
      cancel_at_period_end: false,
      items: {
        object: 'list',
        data: [{ id: `si_Lc${String(i + 1).padStart(12, '0')}`, object: 'subscription_item', price, quantity: 1 + (i % 2), current_period_start: start, current_period_end: start + 30 * DAY }],
        has_more: false,
      },
    });
  });
  const invoiceStatuses = ['draft', 'open', 'paid', 'paid', 'void', 'uncollectible', 'paid', 'open', 'paid', 'draft', 'paid', 'paid'];
  const invoices = invoiceStatuses.map((status, i) => {
    const total = 2400 + i * 100;
    const sub = i < subscriptions.length ? subscriptions[i]! : null;
    const invoice = create('invoice', {
      customer: customers[i]!.id,
      number: null,
      status: 'draft',
      currency: 'eur',
      total,
      subtotal: total,
      amount_due: total,
      amount_paid: 0,
      amount_remaining: total,
      due_date: null,
      collection_method: 'charge_automatically',
      parent: sub ? { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: {} } } : null,
      lines: { object: 'list', data: [], has_more: false, url: '/v1/invoices/lines' },
      status_transitions: { finalized_at: null, paid_at: null, voided_at: null, marked_uncollectible_at: null },
    });
    if (status === 'draft') return invoice;
    const at = (invoice.created as number) + 1;
    update(invoice.id as string, { number: `LC-${String(i + 1).padStart(4, '0')}`, status: 'open', due_date: at + 14 * DAY, status_transitions: { ...(invoice.status_transitions as Obj), finalized_at: at } }, 'invoice.finalized');
    if (status === 'paid') update(invoice.id as string, { status: 'paid', amount_due: 0, amount_paid: total, amount_remaining: 0, status_transitions: { ...(invoice.status_transitions as Obj), paid_at: at + 60 } }, 'invoice.paid');
    if (status === 'void') update(invoice.id as string, { status: 'void', status_transitions: { ...(invoice.status_transitions as Obj), voided_at: at + 60 } }, 'invoice.voided');
    if (status === 'uncollectible') update(invoice.id as string, { status: 'uncollectible', status_transitions: { ...(invoice.status_transitions as Obj), marked_uncollectible_at: at + 60 } }, 'invoice.marked_uncollectible');
    return invoice;
  });
  const methods = ['card', 'sepa_debit', 'link', 'ideal', 'konbini', 'card'];
  const chargeStatuses = ['succeeded', 'succeeded', 'failed', 'pending', 'succeeded'];
  const charges = Array.from({ length: 15 }, (_, i) =>
    create('charge', {
      amount: 2400 + i * 100,
      amount_captured: 2400 + i * 100,
      amount_refunded: 0,
      currency: 'eur',
      customer: customers[i]!.id,
      status: chargeStatuses[i % chargeStatuses.length],
      paid: chargeStatuses[i % chargeStatuses.length] === 'succeeded',
      captured: true,
      refunded: false,
      payment_intent: `pi_Lc${String(i + 1).padStart(12, '0')}`,
      payment_method_details: { type: methods[i % methods.length] },
      failure_code: chargeStatuses[i % chargeStatuses.length] === 'failed' ? 'card_declined' : null,
      description: invoices[i] ? `Invoice ${invoices[i]!.id}` : null,
    }),
  );
  const refundStatuses = ['succeeded', 'pending', 'failed', 'canceled'];
  refundStatuses.forEach((status, i) => {
    const charge = charges[i * 3]!;
    create('refund', { amount: 500 + i * 100, charge: charge.id, currency: 'eur', payment_intent: charge.payment_intent, reason: i === 0 ? 'requested_by_customer' : i === 1 ? 'duplicate' : null, status });
  });
}
