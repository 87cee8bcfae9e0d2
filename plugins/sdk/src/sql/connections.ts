// A connector's connections to its database: one per call, closed whatever happens, and a write session's one
// connection, kept across the session's writes until one fails for anything but a record's data. A driver that says
// how (`reuse`) has its connections kept between calls instead of closed (keptConnections.ts).
import { ConnectionKeeper, type ConnectionLease, type ConnectionReuse } from './keptConnections.js';

export interface SqlDriver<Ctx, Connection> {
  /** Connects, with failures already classified into the SDK's kinds. */
  connect(ctx: Ctx): Promise<Connection>;
  /** Closes a connection in good order (never throws). */
  end(connection: Connection): Promise<void>;
  /** Drops a connection whose state is unknown (never throws). */
  drop(connection: Connection): void | Promise<void>;
  /** The SDK error for a failure, or the failure itself when it is none of them. */
  classify(err: unknown, ctx: Ctx): unknown;
  /**
   * Lets a connection its call is done with serve the process's next call to the same target (keptConnections.ts).
   * The driver's connect must end the connection when the context's signal aborts.
   */
  reuse?: ConnectionReuse<Ctx, Connection>;
}

type Signalled = { signal: AbortSignal };

const keepers = new WeakMap<object, ConnectionKeeper<Signalled, unknown>>();

/** A connection for one call: kept from an earlier call when the driver allows, else a new one. */
export async function leaseConnection<Ctx extends Signalled, C>(driver: SqlDriver<Ctx, C>, ctx: Ctx): Promise<ConnectionLease<C>> {
  const { reuse } = driver;
  if (!reuse) {
    const connection = await driver.connect(ctx);
    return {
      connection,
      run: (fn) => fn(connection),
      release: async (ok) => {
        if (ok) await driver.end(connection);
        else await driver.drop(connection);
      },
    };
  }
  let keeper = keepers.get(driver) as ConnectionKeeper<Ctx, C> | undefined;
  if (!keeper) keepers.set(driver, (keeper = new ConnectionKeeper({ ...driver, reuse })) as unknown as ConnectionKeeper<Signalled, unknown>);
  return keeper.lease(ctx);
}

/** Runs `fn` with a connection for this call, classifying any failure; the connection is closed (or kept) after. */
export async function withConnection<Ctx extends Signalled, C, T>(driver: SqlDriver<Ctx, C>, ctx: Ctx, fn: (connection: C) => Promise<T>): Promise<T> {
  const lease = await leaseConnection(driver, ctx);
  let ok = false;
  try {
    const value = await lease.run(fn);
    ok = true;
    return value;
  } catch (err) {
    throw driver.classify(err, ctx);
  } finally {
    await lease.release(ok);
  }
}

/**
 * Runs `fn` with the write session's connection: a session is one context (the same object for every write of a
 * session), and its connection ends with the context's signal (or, kept, goes back for the next call). A failure
 * ends the connection, as its state is unknown; the session's next write connects again.
 */
export function sessionConnections<Ctx extends Signalled, C>(driver: SqlDriver<Ctx, C>) {
  const sessions = new WeakMap<Ctx, Promise<ConnectionLease<C>>>();
  const forget = (ctx: Ctx, pending: Promise<ConnectionLease<C>>) => {
    if (sessions.get(ctx) === pending) sessions.delete(ctx);
  };
  return async function withSessionConnection<T>(ctx: Ctx, fn: (connection: C) => Promise<T>): Promise<T> {
    let pending = sessions.get(ctx);
    if (!pending) sessions.set(ctx, (pending = leaseConnection(driver, ctx)));
    let lease: ConnectionLease<C>;
    try {
      lease = await pending;
    } catch (err) {
      forget(ctx, pending);
      throw err; // classified by connect
    }
    try {
      return await lease.run(fn);
    } catch (err) {
      forget(ctx, pending);
      await lease.release(false);
      throw driver.classify(err, ctx);
    }
  };
}
