// Shopify objects onto canonical entities, field by field (README.md has the same tables). Money arrives as decimal
// strings with a currency and becomes integer minor units; references are Shopify GIDs, which Sluice resolves among
// this connector's records.
import { minorUnits } from '@sluice/connector-sdk';

type Obj = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
const at = (o: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Obj)[k] : undefined), o);

function money(set: unknown): { cents: number | null; currency: string | null } {
  const currency = text(at(set, 'shopMoney.currencyCode'));
  return { cents: minorUnits(at(set, 'shopMoney.amount'), currency), currency };
}

export function customer(c: Obj): Obj {
  return {
    email: text(at(c, 'defaultEmailAddress.emailAddress')),
    first_name: text(c.firstName),
    last_name: text(c.lastName),
    company_name: text(at(c, 'defaultAddress.company')),
    phone: text(at(c, 'defaultPhoneNumber.phoneNumber')),
    accepts_marketing: at(c, 'defaultEmailAddress.marketingState') === 'SUBSCRIBED',
    last_source_update_at: c.updatedAt,
  };
}

const PRODUCT_STATUS: Record<string, string> = { ACTIVE: 'active', DRAFT: 'draft', ARCHIVED: 'archived', UNLISTED: 'active' };

export function product(p: Obj): Obj {
  return {
    name: p.title,
    description: text(p.description),
    status: PRODUCT_STATUS[String(p.status)] ?? 'draft',
    last_source_update_at: p.updatedAt,
  };
}

/** A variant, named after its product ("T-shirt / M / Blue"; a product's only variant is "Default Title"). */
export function variant(v: Obj, product: Obj, currency: string | null): Obj {
  const title = text(v.title);
  return {
    product_id: product.id,
    sku: text(v.sku),
    name: title && title !== 'Default Title' ? `${String(product.title)} / ${title}` : product.title,
    price_cents: minorUnits(v.price, currency),
    currency,
    status: product.status === 'ARCHIVED' ? 'archived' : 'active',
    last_source_update_at: v.updatedAt ?? product.updatedAt,
  };
}

/** The canonical order status from Shopify's cancellation, financial and fulfillment statuses, first rule that applies. */
export function orderStatus(o: Obj): string {
  const financial = String(o.displayFinancialStatus ?? '');
  const fulfillment = String(o.displayFulfillmentStatus ?? '');
  if (o.cancelledAt) return 'cancelled';
  if (financial === 'REFUNDED') return 'refunded';
  if (fulfillment === 'FULFILLED') return 'fulfilled';
  if (fulfillment === 'PARTIALLY_FULFILLED') return 'partially_fulfilled';
  if (financial === 'PAID' || financial === 'PARTIALLY_REFUNDED') return 'paid';
  if (financial === 'AUTHORIZED' || financial === 'PARTIALLY_PAID') return 'confirmed';
  if (financial === 'VOIDED' || financial === 'EXPIRED') return 'cancelled';
  return 'pending';
}

export function order(o: Obj): Obj {
  const total = money(o.totalPriceSet);
  return {
    order_number: o.name,
    status: orderStatus(o),
    total_cents: total.cents,
    currency: total.currency,
    placed_at: o.processedAt ?? o.createdAt,
    last_source_update_at: o.updatedAt,
  };
}

export function lineItem(l: Obj, order: Obj): Obj {
  const unit = money(l.originalUnitPriceSet);
  const total = money(l.discountedTotalSet);
  return {
    order_id: order.id,
    product_variant_id: at(l, 'variant.id') ?? null,
    sku: text(l.sku),
    name: l.name,
    quantity: l.quantity,
    unit_price_cents: unit.cents,
    total_cents: total.cents,
    currency: unit.currency ?? total.currency,
    last_source_update_at: order.updatedAt,
  };
}

const SHIPMENT_DISPLAY_STATUS: Record<string, string> = {
  DELIVERED: 'delivered',
  PICKED_UP: 'delivered',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  ATTEMPTED_DELIVERY: 'out_for_delivery',
  READY_FOR_PICKUP: 'out_for_delivery',
  IN_TRANSIT: 'in_transit',
  CONFIRMED: 'in_transit',
  FULFILLED: 'in_transit',
  MARKED_AS_FULFILLED: 'in_transit',
  LABEL_PRINTED: 'pending',
  LABEL_PURCHASED: 'pending',
  SUBMITTED: 'pending',
  FAILURE: 'failed',
  NOT_DELIVERED: 'failed',
  CANCELED: 'cancelled',
  LABEL_VOIDED: 'cancelled',
};
const SHIPMENT_STATUS: Record<string, string> = { SUCCESS: 'in_transit', OPEN: 'pending', PENDING: 'pending', CANCELLED: 'cancelled', ERROR: 'failed', FAILURE: 'failed' };

export function fulfillment(f: Obj, order: Obj): Obj {
  const tracking = ((f.trackingInfo ?? []) as Obj[])[0] ?? {};
  return {
    order_id: order.id,
    carrier: text(tracking.company),
    tracking_number: text(tracking.number),
    status: SHIPMENT_DISPLAY_STATUS[String(f.displayStatus)] ?? SHIPMENT_STATUS[String(f.status)] ?? 'pending',
    shipped_at: f.inTransitAt ?? (f.status === 'SUCCESS' ? f.createdAt : null) ?? null,
    delivered_at: f.deliveredAt ?? null,
    last_source_update_at: f.updatedAt ?? order.updatedAt,
  };
}

export function inventoryLevel(level: Obj, item: Obj): Obj {
  const quantities = new Map(((level.quantities ?? []) as Obj[]).map((q) => [q.name, q.quantity]));
  const itemId = String(item.id).split('/').pop();
  return {
    product_variant_id: at(item, 'variant.id') ?? null,
    // An item without a SKU is counted under its own id, so the record stays valid (and matches nothing else).
    sku: text(item.sku) ?? `shopify-inventory-item-${itemId}`,
    location: at(level, 'location.name'),
    quantity_on_hand: quantities.get('on_hand') ?? null,
    quantity_available: quantities.get('available') ?? null,
    last_source_update_at: level.updatedAt,
  };
}
