// Connections that outlive their call, for the next call of the same plugin process to the same database as the same
// user. Sluice keeps a plugin process for the next calls of one customer (never another's), so a run's reads and
// write sessions, entity after entity and run after run, can share one connection instead of opening one each (a
// small run opened four; one took 13 ms to open to PostgreSQL on the machine measured, about 35 ms behind the wall).
// Only drivers that say how (SqlDriver.reuse) are kept, and only connections a call is done with in good order: open,
// no transaction left open (or reset before the next call: ConnectionReuse.reset), the call not failed. Bounded: at
// most KEPT_PER_TARGET idle connections per target and KEPT_IN_ALL in all (the oldest goes first), each closed after
// KEPT_IDLE_MS idle; one that closes while idle leaves.
// The call's signal ends a connection while a statement of that call runs on it (a cancel); once the call is over
// (Sluice aborts the signal of a call that ended, runtime/child.ts) an idle connection comes back here instead.

/** How a driver's connections may serve more than one call. */
export interface ConnectionReuse<Ctx, C> {
  /** Where and as whom `ctx` connects (host, port, database, user, password, TLS): equal keys may share. */
  key(ctx: Ctx): string;
  /** Whether a connection its call is done with can serve another: still open, no transaction left open. */
  reusable(connection: C): boolean;
  /**
   * Optional: readies a kept connection for its next call (a driver that cannot tell whether a transaction was left
   * open rolls back here); a failure drops the connection and the call gets another.
   */
  reset?(connection: C): Promise<unknown>;
  /** Calls `gone` once the connection closes or fails. */
  onGone(connection: C, gone: () => void): void;
}

export interface KeptDriver<Ctx, C> {
  connect(ctx: Ctx): Promise<C>;
  end(connection: C): Promise<void>;
  drop(connection: C): void | Promise<void>;
  reuse: ConnectionReuse<Ctx, C>;
}

export const KEPT_IDLE_MS = 10_000;
export const KEPT_PER_TARGET = 2;
export const KEPT_IN_ALL = 4;

export interface KeepLimits {
  idleMs: number;
  perTarget: number;
  inAll: number;
}

/** A connection lent to one call. */
export interface ConnectionLease<C> {
  readonly connection: C;
  /** Runs `fn` on the connection; the call's signal ends the connection while `fn` runs. */
  run<T>(fn: (connection: C) => Promise<T>): Promise<T>;
  /** The call is done with it: kept for the next call if `ok` and the driver says it can be, else closed. */
  release(ok: boolean): Promise<void>;
}

interface Held<C> {
  connection: C;
  key: string;
  /** The connection's own signal, which the driver's connect ties the connection to. */
  own: AbortController;
  gone: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

export class ConnectionKeeper<Ctx extends { signal: AbortSignal }, C> {
  private readonly idle: Array<Held<C>> = [];

  constructor(
    private readonly driver: KeptDriver<Ctx, C>,
    private readonly limits: KeepLimits = { idleMs: KEPT_IDLE_MS, perTarget: KEPT_PER_TARGET, inAll: KEPT_IN_ALL },
  ) {}

  /** Idle connections now, for tests. */
  get idleCount(): number {
    return this.idle.length;
  }

  /** A kept connection to `ctx`'s target if there is one that is still open (and resets), else a new one. */
  async lease(ctx: Ctx): Promise<ConnectionLease<C>> {
    const { reset } = this.driver.reuse;
    for (let held = this.take(this.driver.reuse.key(ctx)); held; held = this.take(held.key)) {
      const lease = this.lent(held, ctx.signal);
      if (!reset) return lease;
      try {
        await lease.run(reset);
        return lease;
      } catch {
        await lease.release(false);
      }
    }
    return this.lent(await this.open(ctx), ctx.signal);
  }

  private take(key: string): Held<C> | undefined {
    for (let i = this.idle.length - 1; i >= 0; i--) {
      const held = this.idle[i]!;
      if (held.key !== key) continue;
      this.idle.splice(i, 1);
      clearTimeout(held.timer);
      return held;
    }
    return undefined;
  }

  private async open(ctx: Ctx): Promise<Held<C>> {
    const own = new AbortController();
    // A call cancelled while its connection opens ends the attempt.
    const cancel = () => own.abort(ctx.signal.reason);
    if (ctx.signal.aborted) cancel();
    ctx.signal.addEventListener('abort', cancel, { once: true });
    try {
      const connection = await this.driver.connect({ ...ctx, signal: own.signal });
      const held: Held<C> = { connection, key: this.driver.reuse.key(ctx), own, gone: false };
      this.driver.reuse.onGone(connection, () => {
        held.gone = true;
        this.forget(held);
      });
      return held;
    } finally {
      ctx.signal.removeEventListener('abort', cancel);
    }
  }

  private lent(held: Held<C>, signal: AbortSignal): ConnectionLease<C> {
    let running = 0;
    let released = false;
    const release = async (ok: boolean) => {
      if (released) return;
      released = true;
      signal.removeEventListener('abort', onAbort);
      if (ok && !held.gone && running === 0 && this.driver.reuse.reusable(held.connection)) this.keep(held);
      else await this.close(held, ok);
    };
    // While a statement runs, the call's end is a cancel: the connection ends. Between statements the call is over
    // (or cancelled with nothing in flight): the connection is idle and comes back.
    const onAbort = () => {
      if (running > 0) held.own.abort(signal.reason);
      else void release(true);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    return {
      connection: held.connection,
      run: async (fn) => {
        if (released || signal.aborted) throw new Error('the call that leased this connection is over');
        running += 1;
        try {
          return await fn(held.connection);
        } finally {
          running -= 1;
        }
      },
      release,
    };
  }

  private keep(held: Held<C>): void {
    const sameTarget = this.idle.filter((h) => h.key === held.key);
    if (sameTarget.length >= this.limits.perTarget) this.evict(sameTarget[0]!);
    if (this.idle.length >= this.limits.inAll) this.evict(this.idle[0]!);
    held.timer = setTimeout(() => this.evict(held), this.limits.idleMs);
    held.timer.unref?.();
    this.idle.push(held);
  }

  private evict(held: Held<C>): void {
    this.forget(held);
    void this.close(held, true);
  }

  private forget(held: Held<C>): void {
    clearTimeout(held.timer);
    const i = this.idle.indexOf(held);
    if (i !== -1) this.idle.splice(i, 1);
  }

  /** Closes in good order a connection known to be fine, and drops one whose state is unknown. */
  private async close(held: Held<C>, fine: boolean): Promise<void> {
    if (fine && !held.gone) await this.driver.end(held.connection);
    else await this.driver.drop(held.connection);
  }
}
