// A worker's loop over a table that is its own queue (queued runs, due webhook deliveries): while it has free slots
// it claims rows (the claim leases them in the database, FOR UPDATE SKIP LOCKED), works each in a slot, and polls
// again after `idlePollMs` when nothing was there, unless woken sooner. Optionally it renews the leases of what it
// holds, so a lease outlives a slow item, while the lease's expiry still hands a dead worker's items to another.
// With `ahead`, it claims items before slots free up and starts each the moment one does, so short items never
// leave a slot idle while a claim is on its way; only as many as recently finished within `aheadWindowMs`, so slow
// items (which free slots rarely) never have others wait behind them in this process.
import { createSleeper } from './sleeper.js';

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

export function startClaimLoop<T>(options: ClaimLoopOptions<T>): ClaimLoop {
  const maxAhead = options.ahead ?? 0;
  const aheadWindowMs = options.aheadWindowMs ?? 100;
  const minRoom = Math.min(options.minRoom ?? 1, options.slots + maxAhead);
  const held = new Map<Promise<unknown>, T>();
  const waiting: T[] = [];
  // When items finished lately (oldest first), at most `maxAhead` of them: what the room ahead is measured by.
  const finishedAt: number[] = [];
  const ahead = (): number => {
    while (finishedAt.length > 0 && Date.now() - finishedAt[0]! > aheadWindowMs) finishedAt.shift();
    return finishedAt.length;
  };
  let stopped = false;
  const { sleep, wake } = createSleeper(() => stopped);
  // After a claim that got less than it asked for (caps, not an empty queue), the next one waits for `minRoom`
  // items to finish, for new work (`wake()`), or for the idle poll: a capped queue is not asked again per item.
  // `sleep` below returns early on each finish and each wake, so every condition is looked at when it may change.
  let short = false;
  let finishedSince = 0;
  let woken = false;
  let claimedAt = 0;

  const start = (item: T) => {
    const working: Promise<unknown> = options
      .work(item)
      .catch((err: unknown) => options.onError(err, 'work', item))
      .finally(() => {
        held.delete(working);
        finishedSince += 1;
        if (maxAhead > 0) {
          finishedAt.push(Date.now());
          if (finishedAt.length > maxAhead) finishedAt.shift();
        }
        const next = waiting.shift();
        if (next !== undefined) start(next);
        wake();
      });
    held.set(working, item);
  };

  const take = (item: T) => {
    if (held.size < options.slots) start(item);
    else waiting.push(item);
  };

  // New work, or an idle poll's time passed: claim for any free slot. Otherwise wait for `minRoom` free slots, and
  // after a short claim for `minRoom` items to finish.
  const mayClaim = (room: number): boolean => {
    if (room <= 0) return false;
    if (woken || Date.now() - claimedAt >= options.idlePollMs) return true;
    if (room < minRoom && held.size > 0) return false;
    return !short || finishedSince >= minRoom;
  };

  const loop = (async () => {
    while (!stopped) {
      const room = options.slots + ahead() - held.size - waiting.length;
      if (!mayClaim(room)) {
        await sleep(options.idlePollMs);
        continue;
      }
      woken = false;
      finishedSince = 0;
      claimedAt = Date.now();
      let items: T[];
      try {
        items = await options.claim(room);
      } catch (err) {
        if (stopped) break;
        options.onError(err, 'claim');
        await sleep(1000);
        continue;
      }
      for (const item of items) take(item);
      short = items.length > 0 && items.length < room;
      if (items.length === 0) await sleep(options.idlePollMs);
    }
  })();

  const renewal = options.renew;
  const timer = renewal
    ? setInterval(() => {
        const leases = [...held.values(), ...waiting];
        if (leases.length > 0) renewal.leases(leases).catch((err: unknown) => options.onError(err, 'renew'));
      }, renewal.everyMs)
    : undefined;
  timer?.unref();

  let stopping: Promise<void> | undefined;
  return {
    wake() {
      woken = true;
      wake();
    },
    stop() {
      stopping ??= (async () => {
        stopped = true;
        wake();
        await loop;
        // Items waiting for a slot start as the work under way finishes.
        while (held.size > 0) await Promise.all([...held.keys()]);
        clearInterval(timer);
      })();
      return stopping;
    },
  };
}
