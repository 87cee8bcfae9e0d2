// Reading one entity: first the whole Stripe list (newest first, `starting_after` pages), then, from then on, the
// events since the newest event seen before the list began (`ending_before` pages, applied oldest first). A
// change made while the list is read is in the events too, so nothing is missed; applying a version twice is
// harmless. Each page is followed by a checkpoint, so a read resumes after the last page committed.
import type Stripe from 'stripe';
import { ConfigError, checkpoint, deletions, records, shapeRecord, type JsonSchema, type JsonValue, type ReadMessage, type SourceDeletion, type SourceRecord } from '@sluice/connector-sdk';
import { call, isMissingCursor, stripeClient, type StripeContext } from './client.js';
import type { Lookup, Stream } from './streams.js';

type Obj = Record<string, unknown>;

/** The newest event known when a list began: events after it are replayed. `id` null: none yet, use `created`. */
interface Watermark {
  id: string | null;
  created: number;
}

type Position = { phase: 'list'; after: string | null; since: Watermark } | { phase: 'events'; since: Watermark };

/** Stripe keeps events for 30 days; a position older than this reads the lists again. */
const EVENT_WINDOW_SECONDS = 29 * 24 * 3600;

function positionOf(cursor: JsonValue | null): Position | null {
  if (cursor === null) return null;
  const c = cursor as Record<string, unknown>;
  const since = c && typeof c === 'object' ? (c.since as Record<string, unknown> | undefined) : undefined;
  const valid =
    since && typeof since.created === 'number' && (since.id === null || typeof since.id === 'string') &&
    ((c.phase === 'list' && (c.after === null || typeof c.after === 'string')) || c.phase === 'events');
  if (!valid) throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not a stripe connector checkpoint`);
  return cursor as unknown as Position;
}

const save = (p: Position) => checkpoint(p as unknown as JsonValue);

class Reader {
  private readonly stripe: Stripe;
  private readonly names = new Map<string, string | null>();
  readonly lookup: Lookup;

  constructor(
    private readonly ctx: StripeContext,
    private readonly stream: Stream,
    private readonly schema: JsonSchema,
  ) {
    this.stripe = stripeClient(ctx);
    this.lookup = { productName: (id) => this.productName(id) };
  }

  private async productName(id: string): Promise<string | null> {
    if (!this.names.has(id)) {
      try {
        const p = (await call(this.ctx, 'GET /v1/products/{id}', () => this.stripe.products.retrieve(id))) as unknown as Obj;
        this.names.set(id, typeof p.name === 'string' ? p.name : null);
      } catch (err) {
        if (!(err instanceof ConfigError)) throw err;
        this.names.set(id, null); // deleted since: the price keeps its own label
      }
    }
    return this.names.get(id)!;
  }

  async record(object: Obj, changedAt?: number): Promise<SourceRecord> {
    const values = await this.stream.toValues(object, changedAt, this.lookup);
    return { external_id: String(object.id), data: shapeRecord(this.schema, values), raw: object };
  }

  /** The newest event of this stream now, where the events phase will start. */
  async watermark(): Promise<Watermark> {
    const page = await call(this.ctx, 'GET /v1/events', () => this.stripe.events.list({ type: this.stream.eventType, limit: 1 }));
    const newest = page.data[0];
    return newest ? { id: newest.id, created: newest.created } : { id: null, created: Math.floor(Date.now() / 1000) - 300 };
  }

  async listPage(after: string | null): Promise<{ data: Obj[]; has_more: boolean }> {
    const params = { limit: this.ctx.config.page_size, ...(after ? { starting_after: after } : {}) };
    return call(this.ctx, this.stream.path, () => this.stream.list(this.stripe, params));
  }

  /** Events newer than `since`, oldest first, one page at a time, each with the watermark it moves to. */
  async *eventPages(since: Watermark): AsyncGenerator<{ events: Stripe.Event[]; next: Watermark }> {
    const type = this.stream.eventType;
    const limit = this.ctx.config.page_size;
    if (since.id === null) {
      // No event to page from: gather the (few) events since the time, newest first, then apply them in order.
      const all: Stripe.Event[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await call(this.ctx, 'GET /v1/events', () => this.stripe.events.list({ type, limit, created: { gte: since.created }, ...(after ? { starting_after: after } : {}) }));
        all.push(...page.data);
        if (!page.has_more || page.data.length === 0) break;
        after = page.data[page.data.length - 1]!.id;
      }
      if (all.length > 0) yield { events: all.reverse(), next: { id: all[all.length - 1]!.id, created: all[all.length - 1]!.created } };
      return;
    }
    let at = since.id;
    for (;;) {
      if (this.ctx.signal.aborted) return;
      const page = await call(this.ctx, 'GET /v1/events', () => this.stripe.events.list({ type, limit, ending_before: at }));
      if (page.data.length === 0) return;
      const newest = page.data[0]!;
      yield { events: [...page.data].reverse(), next: { id: newest.id, created: newest.created } };
      if (!page.has_more) return;
      at = newest.id;
    }
  }

  /** One page of events as messages: runs of records and of deletions, in event order. */
  async messages(events: Stripe.Event[]): Promise<ReadMessage[]> {
    const out: ReadMessage[] = [];
    let recs: SourceRecord[] = [];
    let dels: SourceDeletion[] = [];
    const flush = () => {
      if (recs.length > 0) out.push(records(recs));
      if (dels.length > 0) out.push(deletions(dels));
      recs = [];
      dels = [];
    };
    for (const event of events) {
      const object = event.data.object as unknown as Obj;
      if (object.object !== this.stream.object) continue;
      if (this.stream.deletedEvents.includes(event.type)) {
        if (recs.length > 0) flush();
        dels.push({ external_id: String(object.id), deleted_at: new Date(event.created * 1000).toISOString() });
      } else {
        if (dels.length > 0) flush();
        recs.push(await this.record(object, event.created));
      }
    }
    flush();
    return out;
  }
}

export async function* readStream(ctx: StripeContext, stream: Stream, cursor: JsonValue | null, schema: JsonSchema): AsyncGenerator<ReadMessage> {
  const reader = new Reader(ctx, stream, schema);
  let at = positionOf(cursor);
  if (at?.phase === 'events' && Math.floor(Date.now() / 1000) - at.since.created > EVENT_WINDOW_SECONDS) {
    ctx.logger.warn('the saved position is older than the 30 days Stripe keeps events: reading the whole list again', { entity: stream.entity });
    at = null;
  }
  if (at === null) at = { phase: 'list', after: null, since: await reader.watermark() };

  for (;;) {
    while (at.phase === 'list') {
      if (ctx.signal.aborted) return;
      let page: { data: Obj[]; has_more: boolean };
      try {
        page = await reader.listPage(at.after);
      } catch (err) {
        if (!isMissingCursor(err) || at.after === null) throw err;
        // The object the list stopped after was deleted since: read the list again from its start.
        ctx.logger.warn('the object the list stopped after no longer exists: reading the list again', { entity: stream.entity });
        at = { phase: 'list', after: null, since: at.since };
        continue;
      }
      const list: SourceRecord[] = [];
      for (const object of page.data) list.push(await reader.record(object));
      if (list.length > 0) yield records(list);
      const last = page.data[page.data.length - 1];
      at = page.has_more && last ? { phase: 'list', after: String(last.id), since: at.since } : { phase: 'events', since: at.since };
      yield save(at);
    }

    try {
      for await (const { events, next } of reader.eventPages(at.since)) {
        for (const message of await reader.messages(events)) yield message;
        yield save({ phase: 'events', since: next });
      }
      return;
    } catch (err) {
      if (!isMissingCursor(err)) throw err;
      // Stripe no longer has the event the read stopped after (older than its 30 days): read the list again.
      ctx.logger.warn('Stripe no longer keeps the event the read stopped after: reading the whole list again', { entity: stream.entity });
      at = { phase: 'list', after: null, since: await reader.watermark() };
    }
  }
}
