// What is read for each canonical entity (referenced entities first, the order Sluice moves them in): which Stripe
// list, which events carry its changes and deletions, and the mapping. Events are asked for with Stripe's `type`
// wildcard and kept only when their object is of the stream's kind ("customer.*" also matches
// customer.subscription.* events, whose object is a subscription).
import type Stripe from 'stripe';
import type { EntityType } from '@sluice/connector-sdk';
import * as map from './mapping.js';

type Obj = Record<string, unknown>;

export interface ListPage {
  data: Obj[];
  has_more: boolean;
}

export interface Stream {
  entity: string;
  /** The Stripe object kind (`object` field) of the stream's records. */
  object: string;
  /** The list call, for messages: "GET /v1/customers". */
  path: string;
  list(stripe: Stripe, params: { limit: number; starting_after?: string }): Promise<ListPage>;
  /** The `type` filter of the events that carry this stream's changes. */
  eventType: string;
  /** Events that mean the object is gone (not a status change). */
  deletedEvents: readonly string[];
  /** Canonical values for one object; `changedAt` is its event's time when it came from an event. */
  toValues(object: Obj, changedAt: number | undefined, lookup: Lookup): Promise<Obj>;
}

/** Extra reads a mapping may need (a price's product name), cached for the read. */
export interface Lookup {
  productName(id: string): Promise<string | null>;
}

const asPage = (p: { data: unknown[]; has_more: boolean }): ListPage => ({ data: p.data as Obj[], has_more: p.has_more });

export const STREAMS: Record<string, Stream> = {
  customer: {
    entity: 'customer',
    object: 'customer',
    path: 'GET /v1/customers',
    list: async (s, params) => asPage(await s.customers.list(params)),
    eventType: 'customer.*',
    deletedEvents: ['customer.deleted'],
    toValues: async (o, at) => map.customer(o, at),
  },
  product: {
    entity: 'product',
    object: 'product',
    path: 'GET /v1/products',
    list: async (s, params) => asPage(await s.products.list(params)),
    eventType: 'product.*',
    deletedEvents: ['product.deleted'],
    toValues: async (o, at) => map.product(o, at),
  },
  product_variant: {
    entity: 'product_variant',
    object: 'price',
    path: 'GET /v1/prices',
    list: async (s, params) => asPage(await s.prices.list({ ...params, expand: ['data.product'] })),
    eventType: 'price.*',
    deletedEvents: ['price.deleted'],
    toValues: async (o, at, lookup) => {
      const productId = map.idOf(o.product);
      const name = typeof o.product === 'string' && productId ? await lookup.productName(productId) : null;
      return map.price(o, name, at);
    },
  },
  subscription: {
    entity: 'subscription',
    object: 'subscription',
    path: 'GET /v1/subscriptions',
    // Without status=all, Stripe leaves cancelled subscriptions out of the list.
    list: async (s, params) => asPage(await s.subscriptions.list({ ...params, status: 'all' })),
    // customer.subscription.deleted is a cancellation: the subscription still exists, with status canceled.
    eventType: 'customer.subscription.*',
    deletedEvents: [],
    toValues: async (o, at) => map.subscription(o, at),
  },
  invoice: {
    entity: 'invoice',
    object: 'invoice',
    path: 'GET /v1/invoices',
    list: async (s, params) => asPage(await s.invoices.list(params)),
    eventType: 'invoice.*',
    deletedEvents: ['invoice.deleted'],
    toValues: async (o, at) => map.invoice(o, at),
  },
  payment: {
    entity: 'payment',
    object: 'charge',
    path: 'GET /v1/charges',
    list: async (s, params) => asPage(await s.charges.list(params)),
    eventType: 'charge.*',
    deletedEvents: [],
    toValues: async (o, at) => map.charge(o, at),
  },
  refund: {
    entity: 'refund',
    object: 'refund',
    path: 'GET /v1/refunds',
    list: async (s, params) => asPage(await s.refunds.list(params)),
    eventType: 'refund.*',
    deletedEvents: [],
    toValues: async (o, at) => map.refund(o, at),
  },
};

export const ENTITIES = Object.keys(STREAMS) as EntityType[];
