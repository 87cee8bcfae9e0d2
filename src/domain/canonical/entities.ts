// The fifteen canonical entity types: one declaration per entity (its fields in response order, which are required
// in an incoming record, what each references and how records of that type are matched), from which the incoming
// record's JSON Schema, the stored record's shape and the match keys all follow. Connector plugins validate what they
// read with validateCanonicalRecord; upsertCanonical validates again before writing.
import AjvModule from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isUtcDateTime } from './utcTimestamp.js';

export const ENTITY_TYPES = [
  'customer',
  'contact',
  'account',
  'lead',
  'opportunity',
  'product',
  'product_variant',
  'order',
  'order_line_item',
  'invoice',
  'payment',
  'subscription',
  'refund',
  'shipment',
  'inventory',
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

const entitySet: ReadonlySet<string> = new Set(ENTITY_TYPES);

export function isEntityType(s: unknown): s is EntityType {
  return typeof s === 'string' && entitySet.has(s);
}

/** The kinds of value a canonical field holds. */
export type FieldType =
  | { kind: 'string'; maxLength?: number }
  | { kind: 'email' }
  | { kind: 'domain' }
  | { kind: 'integer'; minimum?: number; maximum?: number }
  | { kind: 'money' } // integer minor units, never negative; its sign is in the entity's meaning
  | { kind: 'currency' } // ISO 4217 alphabetic code
  | { kind: 'timestamp' } // ISO 8601 date-time; stored and returned in UTC ("Z")
  | { kind: 'date' } // ISO 8601 calendar date
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'boolean' }
  | { kind: 'ref'; entity: EntityType }; // the canonical_id of a record of that entity

export interface FieldDef {
  name: string;
  type: FieldType;
  /** Required: every incoming record carries it, non-null. Otherwise it may be absent (not known to this source) or null. */
  required?: boolean;
  description: string;
}

export interface EntityDef {
  entity: EntityType;
  description: string;
  /** Entity-specific fields, in response order (the common fields surround them; see FIELD_ORDER). */
  fields: readonly FieldDef[];
  /**
   * The fields whose normalized values together identify a record across systems (after the (system, external id)
   * lookup); empty when only external ids identify a record. A record missing any of them has no match key.
   */
  matchKey: readonly string[];
}

const str = (maxLength = 500): FieldType => ({ kind: 'string', maxLength });
const ref = (entity: EntityType): FieldType => ({ kind: 'ref', entity });
const enumOf = (...values: string[]): FieldType => ({ kind: 'enum', values });
const money: FieldType = { kind: 'money' };
const currency: FieldType = { kind: 'currency' };
const timestamp: FieldType = { kind: 'timestamp' };

// The fields a person's record shares (customers, contacts, leads): the email that matches it, the names and phone.
const primaryEmail: FieldDef = { name: 'email', type: { kind: 'email' }, description: 'Primary email address; the match key (case-insensitive).' };
const firstName: FieldDef = { name: 'first_name', type: str(200), description: 'Given name.' };
const lastName: FieldDef = { name: 'last_name', type: str(200), description: 'Family name.' };
const phone: FieldDef = { name: 'phone', type: str(50), description: 'Phone number as the source gave it.' };

export const ENTITY_DEFS: Readonly<Record<EntityType, EntityDef>> = {
  customer: {
    entity: 'customer',
    description: 'A person or business that buys from the tenant (shop, billing or ERP customer).',
    fields: [
      primaryEmail,
      firstName,
      lastName,
      { name: 'company_name', type: str(300), description: 'Company the customer buys for, if any.' },
      phone,
      { name: 'account_id', type: ref('account'), description: 'The CRM account this customer belongs to.' },
      { name: 'accepts_marketing', type: { kind: 'boolean' }, description: 'Whether the customer opted in to marketing.' },
    ],
    matchKey: ['email'],
  },
  contact: {
    entity: 'contact',
    description: 'A person known to the CRM, usually attached to an account.',
    fields: [
      primaryEmail,
      firstName,
      lastName,
      phone,
      { name: 'title', type: str(200), description: 'Job title.' },
      { name: 'account_id', type: ref('account'), description: 'The account the contact works for.' },
    ],
    matchKey: ['email'],
  },
  account: {
    entity: 'account',
    description: 'A company in the CRM.',
    fields: [
      { name: 'name', type: str(300), required: true, description: 'Company name.' },
      { name: 'domain', type: { kind: 'domain' }, description: 'Web domain, e.g. "example.com"; the match key (case-insensitive, without "www.").' },
      { name: 'industry', type: str(200), description: 'Industry label as the source gave it.' },
      { name: 'employee_count', type: { kind: 'integer', minimum: 0 }, description: 'Number of employees.' },
      { name: 'country', type: { kind: 'string', maxLength: 2 }, description: 'ISO 3166-1 alpha-2 country code of the head office.' },
    ],
    matchKey: ['domain'],
  },
  lead: {
    entity: 'lead',
    description: 'A prospective buyer not yet qualified into a contact and account.',
    fields: [
      { ...primaryEmail, description: 'Email address; the match key (case-insensitive).' },
      firstName,
      lastName,
      { name: 'company_name', type: str(300), description: 'Company the lead named.' },
      { name: 'status', type: enumOf('new', 'contacted', 'qualified', 'unqualified', 'converted'), required: true, description: 'Lead status.' },
      { name: 'source', type: str(200), description: 'Where the lead came from (campaign, form, referral).' },
      { name: 'converted_contact_id', type: ref('contact'), description: 'The contact the lead was converted into, once converted.' },
    ],
    matchKey: ['email'],
  },
  opportunity: {
    entity: 'opportunity',
    description: 'A potential deal with an account.',
    fields: [
      { name: 'name', type: str(300), required: true, description: 'Deal name.' },
      { name: 'account_id', type: ref('account'), description: 'The account the deal is with.' },
      { name: 'stage', type: enumOf('prospecting', 'qualification', 'proposal', 'negotiation', 'closed_won', 'closed_lost'), required: true, description: 'Sales stage.' },
      { name: 'amount_cents', type: money, description: 'Expected deal value in minor currency units.' },
      { name: 'currency', type: currency, description: 'Currency of amount_cents.' },
      { name: 'probability', type: { kind: 'integer', minimum: 0, maximum: 100 }, description: 'Win probability in percent.' },
      { name: 'close_date', type: { kind: 'date' }, description: 'Expected or actual close date.' },
    ],
    matchKey: [],
  },
  product: {
    entity: 'product',
    description: 'A sellable product; its variants carry prices and stock.',
    fields: [
      { name: 'sku', type: str(200), description: 'Stock keeping unit of the product as a whole; the match key (case-insensitive).' },
      { name: 'name', type: str(500), required: true, description: 'Product name.' },
      { name: 'description', type: str(10000), description: 'Plain-text description.' },
      { name: 'status', type: enumOf('draft', 'active', 'archived'), required: true, description: 'Catalogue status.' },
    ],
    matchKey: ['sku'],
  },
  product_variant: {
    entity: 'product_variant',
    description: 'One purchasable variant of a product (size, colour); a product without options has exactly one.',
    fields: [
      { name: 'product_id', type: ref('product'), description: 'The product this is a variant of.' },
      { name: 'sku', type: str(200), description: 'Stock keeping unit; the match key (case-insensitive).' },
      { name: 'name', type: str(500), required: true, description: 'Variant name, e.g. "T-shirt / M / Blue".' },
      { name: 'price_cents', type: money, description: 'Unit price in minor currency units.' },
      { name: 'currency', type: currency, description: 'Currency of price_cents.' },
      { name: 'status', type: enumOf('active', 'archived'), required: true, description: 'Whether the variant can be sold.' },
    ],
    matchKey: ['sku'],
  },
  order: {
    entity: 'order',
    description: 'A placed order.',
    fields: [
      { name: 'order_number', type: str(200), required: true, description: 'The order number customers see; the match key (case-insensitive).' },
      { name: 'status', type: enumOf('pending', 'confirmed', 'paid', 'partially_fulfilled', 'fulfilled', 'cancelled', 'refunded'), required: true, description: 'Order status.' },
      { name: 'total_cents', type: money, required: true, description: 'Amount in minor currency units.' },
      { name: 'currency', type: currency, required: true, description: 'Currency code (ISO 4217).' },
      { name: 'placed_at', type: timestamp, required: true, description: 'When the order was placed.' },
    ],
    matchKey: ['order_number'],
  },
  order_line_item: {
    entity: 'order_line_item',
    description: 'One line of an order.',
    fields: [
      { name: 'order_id', type: ref('order'), required: true, description: 'The order this line belongs to.' },
      { name: 'product_variant_id', type: ref('product_variant'), description: 'The variant sold, when the source links it.' },
      { name: 'sku', type: str(200), description: 'SKU as printed on the order.' },
      { name: 'name', type: str(500), required: true, description: 'Line description as printed on the order.' },
      { name: 'quantity', type: { kind: 'integer', minimum: 0 }, required: true, description: 'Units ordered.' },
      { name: 'unit_price_cents', type: money, required: true, description: 'Price per unit in minor currency units.' },
      { name: 'total_cents', type: money, required: true, description: 'Line total (after line discounts) in minor currency units.' },
      { name: 'currency', type: currency, required: true, description: 'Currency of the amounts.' },
    ],
    matchKey: [],
  },
  invoice: {
    entity: 'invoice',
    description: 'A bill issued to a customer.',
    fields: [
      { name: 'invoice_number', type: str(200), required: true, description: 'Invoice number; with currency, the match key (case-insensitive).' },
      { name: 'customer_id', type: ref('customer'), description: 'The customer billed.' },
      { name: 'order_id', type: ref('order'), description: 'The order invoiced, when there is one.' },
      { name: 'subscription_id', type: ref('subscription'), description: 'The subscription invoiced, when there is one.' },
      { name: 'status', type: enumOf('draft', 'open', 'paid', 'void', 'uncollectible'), required: true, description: 'Invoice status.' },
      { name: 'total_cents', type: money, required: true, description: 'Invoice total in minor currency units.' },
      { name: 'amount_due_cents', type: money, description: 'Amount still owed in minor currency units.' },
      { name: 'currency', type: currency, required: true, description: 'Currency of the amounts.' },
      { name: 'issued_at', type: timestamp, description: 'When the invoice was issued (finalized).' },
      { name: 'due_at', type: timestamp, description: 'When payment is due.' },
    ],
    matchKey: ['invoice_number', 'currency'],
  },
  payment: {
    entity: 'payment',
    description: 'Money received (or attempted) against an invoice or order.',
    fields: [
      { name: 'invoice_id', type: ref('invoice'), description: 'The invoice paid, when there is one.' },
      { name: 'order_id', type: ref('order'), description: 'The order paid, when there is one.' },
      { name: 'amount_cents', type: money, required: true, description: 'Amount in minor currency units.' },
      { name: 'currency', type: currency, required: true, description: 'Currency of amount_cents.' },
      { name: 'status', type: enumOf('pending', 'succeeded', 'failed', 'cancelled'), required: true, description: 'Payment status (refunds are refund records).' },
      { name: 'method', type: enumOf('card', 'bank_transfer', 'direct_debit', 'wallet', 'cash', 'other'), description: 'Payment method.' },
      { name: 'paid_at', type: timestamp, description: 'When the payment succeeded.' },
    ],
    matchKey: [],
  },
  subscription: {
    entity: 'subscription',
    description: 'A recurring charge for a customer.',
    fields: [
      { name: 'customer_id', type: ref('customer'), description: 'The subscribed customer.' },
      { name: 'product_variant_id', type: ref('product_variant'), description: 'The plan, as a product variant, when the source links it.' },
      { name: 'plan_name', type: str(300), description: 'Plan name as the source gave it.' },
      { name: 'status', type: enumOf('trialing', 'active', 'past_due', 'paused', 'cancelled', 'expired'), required: true, description: 'Subscription status.' },
      { name: 'amount_cents', type: money, required: true, description: 'Charge per billing interval in minor currency units.' },
      { name: 'currency', type: currency, required: true, description: 'Currency of amount_cents.' },
      { name: 'interval', type: enumOf('day', 'week', 'month', 'year'), required: true, description: 'Billing interval unit.' },
      { name: 'interval_count', type: { kind: 'integer', minimum: 1 }, required: true, description: 'Billing interval length in units, e.g. 3 with "month" for quarterly.' },
      { name: 'started_at', type: timestamp, description: 'When the subscription started.' },
      { name: 'current_period_end', type: timestamp, description: 'End of the period already billed.' },
      { name: 'cancelled_at', type: timestamp, description: 'When it was cancelled, if it was.' },
    ],
    matchKey: [],
  },
  refund: {
    entity: 'refund',
    description: 'Money returned against a payment.',
    fields: [
      { name: 'payment_id', type: ref('payment'), description: 'The payment refunded.' },
      { name: 'amount_cents', type: money, required: true, description: 'Amount refunded in minor currency units.' },
      { name: 'currency', type: currency, required: true, description: 'Currency of amount_cents.' },
      { name: 'status', type: enumOf('pending', 'succeeded', 'failed', 'cancelled'), required: true, description: 'Refund status.' },
      { name: 'reason', type: str(1000), description: 'Reason as the source gave it.' },
      { name: 'refunded_at', type: timestamp, description: 'When the refund succeeded.' },
    ],
    matchKey: [],
  },
  shipment: {
    entity: 'shipment',
    description: 'A parcel sent for an order.',
    fields: [
      { name: 'order_id', type: ref('order'), description: 'The order shipped.' },
      { name: 'carrier', type: str(200), description: 'Carrier name as the source gave it.' },
      { name: 'tracking_number', type: str(200), description: 'Carrier tracking number; the match key (case-insensitive, spaces ignored).' },
      { name: 'status', type: enumOf('pending', 'in_transit', 'out_for_delivery', 'delivered', 'returned', 'failed', 'cancelled'), required: true, description: 'Shipment status.' },
      { name: 'shipped_at', type: timestamp, description: 'When the carrier took the parcel.' },
      { name: 'delivered_at', type: timestamp, description: 'When the parcel was delivered.' },
    ],
    matchKey: ['tracking_number'],
  },
  inventory: {
    entity: 'inventory',
    description: 'Stock of one product variant at one location.',
    fields: [
      { name: 'product_variant_id', type: ref('product_variant'), description: 'The variant counted.' },
      { name: 'sku', type: str(200), required: true, description: 'SKU counted; with location, the match key (case-insensitive).' },
      { name: 'location', type: str(200), required: true, description: 'Warehouse or store name; with sku, the match key (case-insensitive).' },
      { name: 'quantity_on_hand', type: { kind: 'integer' }, required: true, description: 'Units physically present (may be negative when oversold).' },
      { name: 'quantity_available', type: { kind: 'integer' }, description: 'Units that can still be sold (on hand minus reserved).' },
    ],
    matchKey: ['sku', 'location'],
  },
};

/**
 * The entity types with every referenced type before the types that reference it (account before customer and
 * contact, subscription before invoice), otherwise in ENTITY_TYPES order: the order a run moves a flow's entities,
 * so a record's external references find records already stored.
 */
export const DEPENDENCY_ORDER: readonly EntityType[] = (() => {
  const order: EntityType[] = [];
  const visit = (entity: EntityType, path: EntityType[]) => {
    if (order.includes(entity)) return;
    if (path.includes(entity)) throw new Error(`canonical references form a cycle: ${[...path, entity].join(' -> ')}`);
    for (const f of ENTITY_DEFS[entity].fields) if (f.type.kind === 'ref' && f.type.entity !== entity) visit(f.type.entity, [...path, entity]);
    order.push(entity);
  };
  for (const entity of ENTITY_TYPES) visit(entity, []);
  return order;
})();

/** Fields the store owns; an incoming record never carries them. */
export const STORE_FIELDS = ['canonical_id', 'external_ids', 'created_at', 'updated_at', 'deleted_at', 'merged_into'] as const;

/** A returned record's field names in response order: canonical_id, the entity's fields, then the common fields. */
export function fieldOrder(entity: EntityType): string[] {
  return [
    'canonical_id',
    ...ENTITY_DEFS[entity].fields.map((f) => f.name),
    'external_ids',
    'last_source_update_at',
    'created_at',
    'updated_at',
    'deleted_at',
    'merged_into',
  ];
}

// ISO 8601 date-time with an explicit offset (or Z). ajv-formats' "date-time" also accepts a missing offset in
// some modes; a source time without a zone is ambiguous, so it is refused.
const TIMESTAMP_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$';

// The canonical_id form: 8-4-4-4-12 hex digits. (ajv-formats' "uuid" also admits a "urn:uuid:" prefix.)
const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The JSON Schema of one field's value in an incoming record. */
function incomingValueSchema(t: FieldType): Record<string, unknown> {
  switch (t.kind) {
    case 'string':
      return { type: 'string', minLength: 1, ...(t.maxLength !== undefined ? { maxLength: t.maxLength } : {}) };
    case 'email':
      return { type: 'string', format: 'email', maxLength: 320 };
    case 'domain':
      return { type: 'string', format: 'hostname', minLength: 1, maxLength: 253 };
    case 'integer':
      return {
        type: 'integer',
        ...(t.minimum !== undefined ? { minimum: t.minimum } : {}),
        ...(t.maximum !== undefined ? { maximum: t.maximum } : {}),
      };
    case 'money':
      return { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
    case 'currency':
      return { type: 'string', pattern: '^[A-Z]{3}$' };
    case 'timestamp':
      return { type: 'string', format: 'date-time', pattern: TIMESTAMP_PATTERN };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'enum':
      return { type: 'string', enum: [...t.values] };
    case 'boolean':
      return { type: 'boolean' };
    case 'ref':
      // Either the referenced record's canonical_id, or a reference by external id that upsertCanonical resolves:
      // {external_id} in the writing system, or {system, external_id} in another one.
      return {
        oneOf: [
          { type: 'string', pattern: UUID_PATTERN },
          {
            type: 'object',
            required: ['external_id'],
            additionalProperties: false,
            properties: {
              system: { type: 'string', minLength: 1, maxLength: 100 },
              external_id: { type: 'string', minLength: 1, maxLength: 500 },
            },
          },
        ],
      };
  }
}

/**
 * The JSON Schema (draft 07) of an incoming record of this entity: the entity's fields plus last_source_update_at,
 * without canonical_id, external_ids, created_at and updated_at (the store assigns them; the writing system's
 * external id is passed beside the record). Required fields must be present and non-null; the others may be absent
 * (the source does not know them, so the stored value is kept) or null (the source says there is no value).
 */
export function canonicalRecordSchema(entity: EntityType): Record<string, unknown> {
  const def = ENTITY_DEFS[entity];
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const f of def.fields) {
    const value = incomingValueSchema(f.type);
    properties[f.name] = f.required ? value : { anyOf: [value, { type: 'null' }] };
    if (f.required) required.push(f.name);
  }
  properties.last_source_update_at = incomingValueSchema(timestamp);
  required.push('last_source_update_at');
  return {
    title: `Incoming ${entity} record`,
    type: 'object',
    additionalProperties: false,
    required,
    properties,
  };
}

type ValidateFn = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] | null;
};

// ajv's CommonJS build puts the class on .default under NodeNext.
const Ajv = AjvModule.default;
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats.default(ajv);
// Most incoming times are UTC as sources send them: those are checked digit by digit (utcTimestamp.ts) before
// ajv-formats' general check, which splits the text, matches two regular expressions and checks the date, for every
// timestamp of every record (some 3 % of a run's main thread). Same verdicts: the fast path accepts only date-times
// the general check accepts, and leaves the rest to it.
const generalDateTime = fullFormats['date-time'] as { validate: (text: string) => boolean; compare: (a: string, b: string) => number | undefined };
ajv.addFormat('date-time', {
  type: 'string',
  validate: (text: string) => isUtcDateTime(text) || generalDateTime.validate(text),
  compare: generalDateTime.compare,
});
const validators = new Map<EntityType, ValidateFn>();

function validatorFor(entity: EntityType): ValidateFn {
  let v = validators.get(entity);
  if (!v) {
    v = ajv.compile(canonicalRecordSchema(entity)) as ValidateFn;
    validators.set(entity, v);
  }
  return v;
}

/**
 * Compiles every entity's validator ahead of its first record, one per turn of the event loop: a worker does at its
 * start (src/jobs/workers.ts), so that its first run does not compile them on the way to its first store (~10 ms
 * each, ~35 ms the first). Resolves once all are compiled.
 */
export async function compileValidators(): Promise<void> {
  for (const entity of ENTITY_TYPES) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    validatorFor(entity);
  }
}

// Kinds whose checks (format plus pattern, or two reference forms) would otherwise give two technical messages.
const KIND_MESSAGES: Record<string, string> = {
  timestamp: 'must be an ISO 8601 date-time with a zone, e.g. "2024-05-01T12:00:00Z"',
  date: 'must be an ISO 8601 date, e.g. "2024-05-01"',
  currency: 'must be an ISO 4217 currency code (three capital letters)',
  ref: 'must be a canonical_id (UUID) or an object {external_id, system?}',
};

function fieldKind(entity: EntityType, instancePath: string): string | undefined {
  const name = instancePath.split('/')[1];
  if (name === 'last_source_update_at') return 'timestamp';
  return ENTITY_DEFS[entity].fields.find((f) => f.name === name)?.type.kind;
}

export type CanonicalValidation = { ok: true } | { ok: false; errors: string[] };

/** Validates an incoming record of this entity; errors name the field, e.g. "/total_cents must be integer". */
export function validateCanonicalRecord(entity: EntityType, record: unknown): CanonicalValidation {
  if (!isEntityType(entity)) return { ok: false, errors: [`unknown entity type "${String(entity)}"`] };
  const validate = validatorFor(entity);
  if (validate(record)) return { ok: true };
  const errors: string[] = [];
  for (const e of validate.errors ?? []) {
    // A nullable field's anyOf and a reference's oneOf report each branch; keep the first branch's message, which
    // names the expected value, and drop the "must match a schema in anyOf/oneOf" summary.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    if (e.keyword === 'type' && e.params.type === 'null') continue;
    const where = e.instancePath || '/';
    let message = `${where} ${e.message ?? 'is invalid'}`;
    const kindMessage = KIND_MESSAGES[fieldKind(entity, where) ?? ''];
    if (kindMessage && e.keyword !== 'required' && e.keyword !== 'additionalProperties') message = `${where.split('/').slice(0, 2).join('/')} ${kindMessage}`;
    else if (e.keyword === 'additionalProperties') message = `${where} has unknown field "${String(e.params.additionalProperty)}"`;
    else if (e.keyword === 'required') message = `${where === '/' ? '' : where}/${String(e.params.missingProperty)} is required`;
    else if (e.keyword === 'enum') message = `${where} must be one of ${(e.params.allowedValues as string[]).join(', ')}`;
    if (!errors.includes(message)) errors.push(message);
  }
  return { ok: false, errors: errors.length > 0 ? errors : ['record is invalid'] };
}
