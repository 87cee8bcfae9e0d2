// Whether an error means the database cannot be reached at all (as opposed to a query that failed): those are
// answered 503 with Retry-After, because nothing was done and the same request will work once it is back.

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
// SQLSTATE: class 08 is "connection exception"; the others are a server that is shutting down, starting, out of
// connection slots or without the database (dropped or renamed under a running server).
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);
// Not anchored: knex prefixes a failed query's SQL to the driver's message.
const MESSAGES = [
  /\bConnection terminated\b/, // pg: the server closed the socket mid-query
  /\bTimeout acquiring a connection\b/, // knex: the pool stayed empty for acquireConnectionTimeout
  /\bPGlite is closed$/,
  /\bClient has encountered a connection error and is not queryable\b/,
  /\bClient was closed and is not queryable\b/,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drivers and knex wrap errors now and then; follow a short cause chain, never an endless one.
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const e = current as Error & { code?: unknown; name: string };
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (e.name === 'KnexTimeoutError' || MESSAGES.some((m) => m.test(e.message))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}
