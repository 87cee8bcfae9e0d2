// A connector's connections to its database: one per call, closed whatever happens, and a write session's one
// connection, kept across the session's writes until one fails for anything but a record's data.
export interface SqlDriver<Ctx, Connection> {
  /** Connects, with failures already classified into the SDK's kinds. */
  connect(ctx: Ctx): Promise<Connection>;
  /** Closes a connection in good order (never throws). */
  end(connection: Connection): Promise<void>;
  /** Drops a connection whose state is unknown (never throws). */
  drop(connection: Connection): void | Promise<void>;
  /** The SDK error for a failure, or the failure itself when it is none of them. */
  classify(err: unknown, ctx: Ctx): unknown;
}

/** Runs `fn` with a connection of its own, classifying any failure, and always closes the connection. */
export async function withConnection<Ctx, C, T>(driver: SqlDriver<Ctx, C>, ctx: Ctx, fn: (connection: C) => Promise<T>): Promise<T> {
  const connection = await driver.connect(ctx);
  try {
    return await fn(connection);
  } catch (err) {
    throw driver.classify(err, ctx);
  } finally {
    await driver.end(connection);
  }
}

/**
 * Runs `fn` with the write session's connection: a session is one context (the same object for every write of a
 * session), and its connection ends with the context's signal (the driver's connect sees to that). A failure ends
 * the connection, as its state is unknown; the session's next write connects again.
 */
export function sessionConnections<Ctx extends object, C>(driver: SqlDriver<Ctx, C>) {
  const sessions = new WeakMap<Ctx, Promise<C>>();
  const forget = (ctx: Ctx, pending: Promise<C>) => {
    if (sessions.get(ctx) === pending) sessions.delete(ctx);
  };
  return async function withSessionConnection<T>(ctx: Ctx, fn: (connection: C) => Promise<T>): Promise<T> {
    let pending = sessions.get(ctx);
    if (!pending) sessions.set(ctx, (pending = driver.connect(ctx)));
    let connection: C;
    try {
      connection = await pending;
    } catch (err) {
      forget(ctx, pending);
      throw err; // classified by connect
    }
    try {
      return await fn(connection);
    } catch (err) {
      forget(ctx, pending);
      await driver.drop(connection);
      throw driver.classify(err, ctx);
    }
  };
}
