// Operations that wait on the outside world: a connector's check, a webhook test send or replay. They run with no
// transaction and no pooled connection held while they wait (see idempotency.ts, claim/work/store), and each
// customer may have only a few in flight at once in a process, so one customer's hung targets cannot take every
// plugin process, socket and request slot of a server from the others.
import { HttpError } from './httpError.js';
import type { OperationId } from './openapi.js';

/**
 * A set in code rather than an `x-` extension in the contract: whether an operation calls out is a fact of its
 * implementation, not of its interface. Add every new operation that waits on a target a customer chooses.
 */
export const SLOW_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>(['verifyConnector', 'testWebhook', 'replayWebhookDelivery']);

export const DEFAULT_SLOW_OPERATIONS_PER_CUSTOMER = 4;

interface Held {
  /** When this operation is expected to have ended at the latest (its time-out), in ms since the epoch. */
  dueBy: number;
}

/**
 * Per-customer slots for slow operations, in this process (the embedded database serves one process; with several
 * API processes each enforces its own cap, so a customer may hold up to processes × cap).
 */
export class SlowOperationSlots {
  private readonly held = new Map<string, Set<Held>>();

  constructor(readonly perCustomer: number) {}

  /**
   * Runs `work` in one of the customer's slots, or refuses with 429 `concurrency_limited` when all are taken.
   * `expectedMaxMs` is the operation's own time-out: it only informs the Retry-After of those refused meanwhile.
   */
  async run<T>(customerId: string, expectedMaxMs: number, work: () => Promise<T>): Promise<T> {
    let mine = this.held.get(customerId);
    if (mine && mine.size >= this.perCustomer) throw this.refusal(mine);
    if (!mine) {
      mine = new Set();
      this.held.set(customerId, mine);
    }
    const slot: Held = { dueBy: Date.now() + expectedMaxMs };
    mine.add(slot);
    try {
      return await work();
    } finally {
      mine.delete(slot);
      if (mine.size === 0 && this.held.get(customerId) === mine) this.held.delete(customerId);
    }
  }

  private refusal(mine: Set<Held>): HttpError {
    // The earliest a slot must free: the first of the operations in flight to reach its time-out.
    let earliest = Infinity;
    for (const h of mine) earliest = Math.min(earliest, h.dueBy);
    const retryAfter = Math.max(1, Math.ceil((earliest - Date.now()) / 1000));
    return new HttpError(
      429,
      'concurrency_limited',
      `this customer already has ${mine.size} slow operations (connector verifies, webhook test sends and replays) in progress, ` +
        `the most allowed at once (SLUICE_SLOW_OPERATIONS_PER_CUSTOMER=${this.perCustomer}); retry after ${retryAfter} seconds`,
      { headers: { 'Retry-After': String(retryAfter) } },
    );
  }
}
