// The canonical data API's 30 handlers: for each entity type, its list operation (`GET /api/public/data/<entity>`)
// and its read operation (`GET /api/public/data/<entity>/{id}`), both on the one generic implementation. The
// operation names the entity (there is no entity path parameter). A renamed or missing operationId fails to compile:
// CANONICAL_OPERATIONS only accepts operationIds of the contract, and HandlerMap needs every one of them.
import type { EntityType } from '../../../domain/canonical/entities.js';
import type { Handler } from '../../handler.js';
import type { OperationId } from '../../openapi.js';
import { getCanonicalRecord } from './getCanonicalRecord.js';
import { listCanonicalRecords } from './listCanonicalRecords.js';

/** Each entity type's list and read operationIds, as openapi.yaml names them. */
export const CANONICAL_OPERATIONS = {
  customer: { list: 'listCustomers', get: 'getCustomer' },
  contact: { list: 'listContacts', get: 'getContact' },
  account: { list: 'listAccounts', get: 'getAccount' },
  lead: { list: 'listLeads', get: 'getLead' },
  opportunity: { list: 'listOpportunities', get: 'getOpportunity' },
  product: { list: 'listProducts', get: 'getProduct' },
  product_variant: { list: 'listProductVariants', get: 'getProductVariant' },
  order: { list: 'listOrders', get: 'getOrder' },
  order_line_item: { list: 'listOrderLineItems', get: 'getOrderLineItem' },
  invoice: { list: 'listInvoices', get: 'getInvoice' },
  payment: { list: 'listPayments', get: 'getPayment' },
  subscription: { list: 'listSubscriptions', get: 'getSubscription' },
  refund: { list: 'listRefunds', get: 'getRefund' },
  shipment: { list: 'listShipments', get: 'getShipment' },
  inventory: { list: 'listInventory', get: 'getInventory' },
} as const satisfies Record<EntityType, { list: OperationId; get: OperationId }>;

type Operations = typeof CANONICAL_OPERATIONS;
export type CanonicalOperationId = Operations[EntityType]['list' | 'get'];

type EntityHandlers<E extends EntityType> = { [K in Operations[E]['list']]: Handler<K> } & { [K in Operations[E]['get']]: Handler<K> };

/** The list and read handlers of one entity type, under its operationIds. */
function handlersFor<E extends EntityType>(entity: E): EntityHandlers<E> {
  const { list, get } = CANONICAL_OPERATIONS[entity];
  // Every list operation has the same parameters and the same page envelope (only its record schema differs), and
  // every read operation the same `id`: the generic implementation serves them all.
  const listHandler: Handler<'listOrders'> = async ({ query }, ctx) => ({ status: 200, body: (await listCanonicalRecords(entity, query, ctx)) as never });
  const getHandler: Handler<'getOrder'> = async ({ params }, ctx) => ({ status: 200, body: (await getCanonicalRecord(entity, params.id, ctx)) as never });
  return { [list]: listHandler, [get]: getHandler } as unknown as EntityHandlers<E>;
}

export const canonicalHandlers = {
  ...handlersFor('customer'),
  ...handlersFor('contact'),
  ...handlersFor('account'),
  ...handlersFor('lead'),
  ...handlersFor('opportunity'),
  ...handlersFor('product'),
  ...handlersFor('product_variant'),
  ...handlersFor('order'),
  ...handlersFor('order_line_item'),
  ...handlersFor('invoice'),
  ...handlersFor('payment'),
  ...handlersFor('subscription'),
  ...handlersFor('refund'),
  ...handlersFor('shipment'),
  ...handlersFor('inventory'),
};
