// A worker's loop over a table that is its own queue (queued runs, due webhook deliveries): while it has free slots
// it claims rows (the claim leases them in the database, FOR UPDATE SKIP LOCKED), works each in a slot, and polls
// again after `idlePollMs` when nothing was there, unless woken sooner. Optionally it renews the leases of what it
// holds, so a lease outlives a slow item, while the lease's expiry still hands a dead worker's items to another.
// With `ahead`, it claims items before slots free up and starts each the moment one does, so short items never
// leave a slot idle while a claim is on its way; only as many as recently finished within `aheadWindowMs`, so slow
// items (which free slots rarely) never have others wait behind them in this process.
import { createSleeper, type Sleeper } from './sleeper.js';

export interface ClaimLoopOptions<T> {
  /** Items worked at once in this process. */
  slots: number;
  /** Claims (and leases) up to `room` items; resolves to what it took, possibly nothing. */
  claim(room: number): Promise<T[]>;
  /** Works one item; its slot is free again when this settles. A rejection is reported to `onError`. */
  work(item: T): Promise<unknown>;
  /**
   * Items claimed beyond the free slots at most, waiting in this process (leased, renewed) for the next slot to free
   * up; at any time no more than finished in the last `aheadWindowMs`. Default 0: nothing is taken before a slot
   * can work it.
   */
  ahead?: number;
  /** Default 100 ms: about a claim's round trip and then some. */
  aheadWindowMs?: number;
  /** Claims wait until there is room for this many items, unless nothing is running. Default 1. */
  minRoom?: number;
  /** How long to wait after finding nothing, unless woken. */
  idlePollMs: number;
  /** A claim, a renewal or a work item failed; the loop goes on (after a second, for a claim). */
  onError(err: unknown, what: 'claim' | 'renew' | 'work', item?: T): void;
  /** Renews the leases of the items being worked, every `everyMs`. */
  renew?: { everyMs: number; leases(items: T[]): Promise<void> };
}

export interface ClaimLoop {
  /** Claim now instead of waiting out the idle poll (e.g. after items were queued). */
  wake(): void;
  /** Stops claiming; resolves once every item already claimed was worked. */
  stop(): Promise<void>;
}

/** How many items finished within the last `windowMs`, counting at most `max`. */
function recentFinishes(max: number, windowMs: number): { note(): void; count(): number } {
  const at: number[] = [];
  return {
    note() {
      if (max === 0) return;
      at.push(Date.now());
      if (at.length > max) at.shift();
    },
    count() {
      while (at.length > 0 && Date.now() - at[0]! > windowMs) at.shift();
      return at.length;
    },
  };
}

/** Renews the leases of `leased()` every `renew.everyMs` while there are any. */
function startRenewal<T>(renew: ClaimLoopOptions<T>['renew'], leased: () => T[], onError: ClaimLoopOptions<T>['onError']): NodeJS.Timeout | undefined {
  if (!renew) return undefined;
  const timer = setInterval(() => {
    const leases = leased();
    if (leases.length > 0) renew.leases(leases).catch((err: unknown) => onError(err, 'renew'));
  }, renew.everyMs);
  timer.unref();
  return timer;
}

class Loop<T> implements ClaimLoop {
  private readonly held = new Map<Promise<unknown>, T>();
  // Claimed ahead, waiting for a slot; as many as finished lately (`finishes`) at most.
  private readonly waiting: T[] = [];
  private readonly finishes: { note(): void; count(): number };
  private readonly minRoom: number;
  private readonly sleeper: Sleeper;
  private stopped = false;
  // After a claim that got less than it asked for (caps, not an empty queue), the next one waits for `minRoom`
  // items to finish, for new work (`wake()`), or for the idle poll: a capped queue is not asked again per item.
  // `sleep` returns early on each finish and each wake, so every condition is looked at when it may change.
  private short = false;
  private finishedSince = 0;
  private woken = false;
  private claimedAt = 0;
  private readonly running: Promise<void>;
  private readonly timer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;

  constructor(private readonly options: ClaimLoopOptions<T>) {
    const maxAhead = options.ahead ?? 0;
    this.minRoom = Math.min(options.minRoom ?? 1, options.slots + maxAhead);
    this.finishes = recentFinishes(maxAhead, options.aheadWindowMs ?? 100);
    this.sleeper = createSleeper(() => this.stopped);
    this.running = this.run();
    this.timer = startRenewal(options.renew, () => [...this.held.values(), ...this.waiting], options.onError);
  }

  private start(item: T): void {
    const working: Promise<unknown> = this.options
      .work(item)
      .catch((err: unknown) => this.options.onError(err, 'work', item))
      .finally(() => {
        this.held.delete(working);
        this.finishedSince += 1;
        this.finishes.note();
        const next = this.waiting.shift();
        if (next !== undefined) this.start(next);
        this.sleeper.wake();
      });
    this.held.set(working, item);
  }

  private take(item: T): void {
    if (this.held.size < this.options.slots) this.start(item);
    else this.waiting.push(item);
  }

  // New work, or an idle poll's time passed: claim for any free slot. Otherwise wait for `minRoom` free slots, and
  // after a short claim for `minRoom` items to finish.
  private mayClaim(room: number): boolean {
    if (room <= 0) return false;
    if (this.woken || Date.now() - this.claimedAt >= this.options.idlePollMs) return true;
    if (room < this.minRoom && this.held.size > 0) return false;
    return !this.short || this.finishedSince >= this.minRoom;
  }

  private async claim(room: number): Promise<void> {
    this.woken = false;
    this.finishedSince = 0;
    this.claimedAt = Date.now();
    let items: T[];
    try {
      items = await this.options.claim(room);
    } catch (err) {
      if (this.stopped) return;
      this.options.onError(err, 'claim');
      await this.sleeper.sleep(1000);
      return;
    }
    for (const item of items) this.take(item);
    this.short = items.length > 0 && items.length < room;
    if (items.length === 0) await this.sleeper.sleep(this.options.idlePollMs);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const room = this.options.slots + this.finishes.count() - this.held.size - this.waiting.length;
      if (this.mayClaim(room)) await this.claim(room);
      else await this.sleeper.sleep(this.options.idlePollMs);
    }
  }

  wake(): void {
    this.woken = true;
    this.sleeper.wake();
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      this.sleeper.wake();
      await this.running;
      // Items waiting for a slot start as the work under way finishes.
      while (this.held.size > 0) await Promise.all([...this.held.keys()]);
      clearInterval(this.timer);
    })();
    return this.stopping;
  }
}

export function startClaimLoop<T>(options: ClaimLoopOptions<T>): ClaimLoop {
  return new Loop(options);
}
