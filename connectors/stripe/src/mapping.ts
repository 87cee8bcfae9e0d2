// Stripe objects onto canonical entities, field by field (README.md has the same tables). Amounts are already in
// minor units; times are Unix seconds; references are Stripe ids, which Sluice resolves among this connector's
// records. `changedAt` is when Sluice learned of this version: the event's time when it came from an event.

type Obj = Record<string, unknown>;

/** Unix seconds as ISO 8601, or null. */
export function isoTime(seconds: unknown): string | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;
}

/** The id of an expandable field (an id string, or the expanded object). */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Obj).id === 'string') return (value as Obj).id as string;
  return null;
}

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
const latest = (...times: unknown[]) => Math.max(...times.filter((t): t is number => typeof t === 'number'));

/** "Jenny Rosen" → Jenny / Rosen; a single word is a first name. */
function splitName(name: string | null): { first_name: string | null; last_name: string | null } {
  if (!name) return { first_name: null, last_name: null };
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { first_name: trimmed, last_name: null };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

export function customer(c: Obj, changedAt?: number): Obj {
  return {
    email: text(c.email),
    // A business's name is not a person's: only an individual's name is split into first and last.
    ...splitName(text(c.individual_name) ?? (text(c.business_name) ? null : text(c.name))),
    // An individual has no business_name field at all: the company is unknown to Stripe, not empty.
    company_name: c.business_name === undefined ? undefined : text(c.business_name),
    phone: text(c.phone),
    last_source_update_at: isoTime(changedAt ?? c.created),
  };
}

export function product(p: Obj, changedAt?: number): Obj {
  return {
    name: p.name,
    description: text(p.description),
    status: p.active ? 'active' : 'archived',
    last_source_update_at: isoTime(changedAt ?? latest(p.updated, p.created)),
  };
}

/** A price is a variant of its product; `productName` is the product's name when the price came without it. */
export function price(p: Obj, productName: string | null, changedAt?: number): Obj {
  const expanded = p.product && typeof p.product === 'object' ? (p.product as Obj) : null;
  const base = (typeof expanded?.name === 'string' ? expanded.name : null) ?? productName;
  const label = text(p.nickname);
  return {
    product_id: idOf(p.product),
    sku: text(p.lookup_key),
    name: base && label ? `${base} / ${label}` : (base ?? label ?? p.id),
    price_cents: typeof p.unit_amount === 'number' ? p.unit_amount : null,
    currency: upper(p.currency),
    status: p.active ? 'active' : 'archived',
    last_source_update_at: isoTime(changedAt ?? p.created),
  };
}

const INVOICE_STATUS: Record<string, string> = { draft: 'draft', open: 'open', paid: 'paid', void: 'void', uncollectible: 'uncollectible' };

export function invoice(i: Obj, changedAt?: number): Obj {
  const transitions = (i.status_transitions ?? {}) as Obj;
  const parent = (i.parent ?? {}) as Obj;
  const subscription = (parent.subscription_details ?? {}) as Obj;
  return {
    // A draft has no number until it is finalized: its id stands in.
    invoice_number: text(i.number) ?? i.id,
    customer_id: idOf(i.customer),
    subscription_id: idOf(subscription.subscription),
    status: INVOICE_STATUS[String(i.status)] ?? 'draft',
    total_cents: i.total,
    amount_due_cents: i.amount_due,
    currency: upper(i.currency),
    issued_at: isoTime(transitions.finalized_at),
    due_at: isoTime(i.due_date),
    last_source_update_at: isoTime(
      changedAt ?? latest(i.created, transitions.finalized_at, transitions.paid_at, transitions.voided_at, transitions.marked_uncollectible_at),
    ),
  };
}

const PAYMENT_STATUS: Record<string, string> = { succeeded: 'succeeded', pending: 'pending', failed: 'failed' };

/** Payment method types (payment_method_details.type) by canonical method; anything else is "other". */
const METHODS: Record<string, readonly string[]> = {
  card: ['card', 'card_present', 'interac_present'],
  direct_debit: ['sepa_debit', 'bacs_debit', 'acss_debit', 'au_becs_debit', 'nz_bank_account', 'us_bank_account', 'payto'],
  bank_transfer: ['customer_balance', 'ach_credit_transfer', 'ideal', 'sofort', 'giropay', 'eps', 'p24', 'bancontact', 'blik', 'fpx', 'pay_by_bank'],
  wallet: ['link', 'paypal', 'cashapp', 'amazon_pay', 'revolut_pay', 'wechat_pay', 'alipay', 'samsung_pay', 'kakao_pay', 'naver_pay', 'grabpay', 'mobilepay', 'swish', 'twint'],
};
const METHOD_OF = new Map(Object.entries(METHODS).flatMap(([method, types]) => types.map((t) => [t, method] as const)));

export function charge(c: Obj, changedAt?: number): Obj {
  const details = (c.payment_method_details ?? null) as Obj | null;
  const type = typeof details?.type === 'string' ? details.type : null;
  return {
    amount_cents: c.amount,
    currency: upper(c.currency),
    status: PAYMENT_STATUS[String(c.status)] ?? 'pending',
    method: type ? (METHOD_OF.get(type) ?? 'other') : null,
    paid_at: c.status === 'succeeded' ? isoTime(c.created) : null,
    last_source_update_at: isoTime(changedAt ?? c.created),
  };
}

const SUBSCRIPTION_STATUS: Record<string, string> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'paused',
  canceled: 'cancelled',
  incomplete_expired: 'expired',
};

export function subscription(s: Obj, changedAt?: number): Obj {
  const items = (((s.items ?? {}) as Obj).data ?? []) as Obj[];
  const first = items[0];
  const firstPrice = (first?.price ?? {}) as Obj;
  const recurring = (firstPrice.recurring ?? {}) as Obj;
  const amount = items.reduce((sum, item) => sum + Number(((item.price ?? {}) as Obj).unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
  const periodEnds = items.map((item) => item.current_period_end);
  return {
    customer_id: idOf(s.customer),
    product_variant_id: idOf(first?.price),
    plan_name: text(firstPrice.nickname),
    status: SUBSCRIPTION_STATUS[String(s.status)] ?? 'active',
    amount_cents: amount,
    currency: upper(s.currency ?? firstPrice.currency),
    interval: recurring.interval ?? null,
    interval_count: recurring.interval_count ?? null,
    started_at: isoTime(s.start_date),
    current_period_end: periodEnds.length > 0 ? isoTime(latest(...periodEnds)) : null,
    cancelled_at: isoTime(s.canceled_at),
    last_source_update_at: isoTime(changedAt ?? latest(s.created, s.canceled_at)),
  };
}

const REFUND_STATUS: Record<string, string> = { pending: 'pending', requires_action: 'pending', succeeded: 'succeeded', failed: 'failed', canceled: 'cancelled' };

export function refund(r: Obj, changedAt?: number): Obj {
  return {
    payment_id: idOf(r.charge),
    amount_cents: r.amount,
    currency: upper(r.currency),
    status: REFUND_STATUS[String(r.status)] ?? 'pending',
    reason: text(r.reason),
    refunded_at: r.status === 'succeeded' ? isoTime(r.created) : null,
    last_source_update_at: isoTime(changedAt ?? r.created),
  };
}
