// Connecting, quoting, and turning PostgreSQL errors into the SDK's kinds: a refused role is auth, too many
// connections is quota, a missing table or column is config, a dropped connection is transient.
import pg from 'pg';
import { AuthError, ConfigError, QuotaError, TransientError, egressSocket, errorKindOf, type Context } from '@sluice/connector-sdk';
import { connectionKey, connectionTarget, leaseConnection, sessionConnections, withConnection, type SqlDriver } from '@sluice/connector-sdk/sql';
import type { PgConfig, PgCredentials } from './config.js';

export type PgContext = Context<PgConfig, PgCredentials>;

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `sales.orders` -> "sales"."orders"; `orders` -> "orders". */
export function qualified(table: string): string {
  const dot = table.indexOf('.');
  return dot === -1 ? ident(table) : `${ident(table.slice(0, dot))}.${ident(table.slice(dot + 1))}`;
}

const TRANSIENT_STATES = new Set(['40001', '40P01', '55P03', '57014', '57P01', '57P02', '57P03', '58000', '58030']);
const CONFIG_STATES = new Set(['3D000', '3F000', '42P01', '42703', '42883', '42704', '0A000']);
const TRANSIENT_NODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);

/** The SDK error for a failure, or the failure itself when it is none of them (a plugin bug). */
export function classify(err: unknown, ctx: PgContext): unknown {
  if (errorKindOf(err)) return err; // already classified
  const e = err as { code?: string; message?: string; detail?: string };
  const message = e?.message ?? String(err);
  const code = e?.code;
  if (code === '28P01' || code === '28000') return new AuthError(message);
  if (code === '42501') return new AuthError(`insufficient privilege: ${message}`);
  if (code === '53300' || code === '53400') return new QuotaError(message);
  if (code && CONFIG_STATES.has(code)) return new ConfigError(message);
  if (code && (TRANSIENT_STATES.has(code) || code.startsWith('08'))) return new TransientError(message);
  if (code === 'ENOTFOUND') return new ConfigError(`host '${ctx.config.host}' not found`);
  if (code && TRANSIENT_NODE.has(code)) return new TransientError(`cannot reach ${ctx.config.host}:${ctx.config.port}: ${code}`);
  if (/timeout expired|Connection terminated/i.test(message)) return new TransientError(message);
  if (/\bSSL\b/.test(message) && !code) return new ConfigError(message);
  return err;
}

export async function connect(ctx: PgContext): Promise<pg.Client> {
  const { config, credentials } = ctx;
  const client = new pg.Client({
    ...connectionTarget(config, credentials),
    ssl: config.ssl ? { rejectUnauthorized: true } : false,
    connectionTimeoutMillis: config.connect_timeout_seconds * 1000,
    application_name: 'sluice',
    // The SDK's socket: the egress policy's refusal arrives as a ConfigError naming the rule.
    stream: egressSocket,
  });
  client.on('error', () => {}); // a dropped connection surfaces as the failure of the query in flight
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    throw classify(err, ctx);
  }
  // An abort ends the connection; the listener goes with the connection, so a write session's many connections
  // do not pile listeners up on the one signal.
  const onAbort = () => void client.end().catch(() => {});
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  client.once('end', () => ctx.signal.removeEventListener('abort', onAbort));
  return client;
}

const end = (client: pg.Client) => client.end().catch(() => {});

/**
 * A connection is kept for the process's next call to the same server, database and role (the SDK's kept
 * connections) when its call left no transaction open.
 */
const reuse = {
  key: ({ config, credentials }: PgContext) => connectionKey(config, credentials),
  reusable: (client: pg.Client) => client.getTransactionStatus() === 'I',
  onGone: (client: pg.Client, gone: () => void) => {
    client.once('end', gone);
    client.once('error', gone);
  },
};

const driver: SqlDriver<PgContext, pg.Client> = { connect, end, drop: end, classify, reuse };

/** Runs `fn` with a connection for the call, classifying any failure (the SDK's withConnection). */
export const withClient = <T>(ctx: PgContext, fn: (client: pg.Client) => Promise<T>): Promise<T> => withConnection(driver, ctx, fn);

/**
 * Runs `fn` with the write session's one connection (the SDK's sessionConnections): opened by its first write and
 * ended by the session's end (the abort in connect).
 */
export const withSessionClient = sessionConnections(driver);

/** The columns of a table or view and their types, or ConfigError naming the table. */
export async function columnsOf(client: pg.Client, table: string): Promise<Map<string, string>> {
  const exists = await client.query<{ oid: string | null }>('SELECT to_regclass($1)::oid::text AS oid', [qualified(table)]);
  const oid = exists.rows[0]?.oid;
  if (!oid) throw new ConfigError(`table or view '${table}' does not exist (or this role cannot see it)`);
  const res = await client.query<{ name: string; type: string }>(
    'SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = $1::oid AND attnum > 0 AND NOT attisdropped',
    [oid],
  );
  return new Map(res.rows.map((r) => [r.name, r.type]));
}

/** A connection for a read, which runs each statement through the lease (the SDK's leaseConnection). */
export const leaseClient = (ctx: PgContext) => leaseConnection(driver, ctx);
