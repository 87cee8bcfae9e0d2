// Connecting through the egress policy, quoting identifiers, turning values into what each side expects, and
// turning MySQL errors into the SDK's kinds: a refused user is auth, too many connections is quota, a missing
// database, table or column is config, a dropped connection or a deadlock is transient.
import mysql from 'mysql2/promise';
import { AuthError, ConfigError, QuotaError, TransientError, errorKindOf, guardedConnect, type Context } from '@sluice/connector-sdk';
import { connectionKey, connectionTarget, leaseConnection, sessionConnections, withConnection as withSqlConnection, type SqlDriver } from '@sluice/connector-sdk/sql';
import type { MysqlConfig, MysqlCredentials } from './config.js';

export type MysqlContext = Context<MysqlConfig, MysqlCredentials>;
export type Connection = mysql.Connection;

/** `name` quoted as a MySQL identifier; a NUL, which MySQL identifiers cannot hold, is refused. */
export function ident(name: string): string {
  if (name.includes('\u0000') || name.length === 0 || name.length > 64) throw new ConfigError(`'${name}' is not a MySQL identifier`);
  return `\`${name.replace(/`/g, '``')}\``;
}

const AUTH = new Set([1044, 1045, 1142, 1143, 1227, 1698]);
const QUOTA = new Set([1040, 1203, 1226]);
const CONFIG = new Set([1049, 1054, 1146, 1064, 1109]);
const TRANSIENT = new Set([1205, 1213, 2006, 2013, 1053, 1927]);
const TRANSIENT_NODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'PROTOCOL_CONNECTION_LOST']);

/** The SDK error for a failure, or the failure itself when it is none of them (a plugin bug). */
export function classify(err: unknown, ctx: MysqlContext): unknown {
  if (errorKindOf(err)) return err; // already classified
  const e = err as { errno?: number; code?: string; message?: string };
  const message = e?.message ?? String(err);
  if (e.errno !== undefined && AUTH.has(e.errno)) return new AuthError(message);
  if (e.errno !== undefined && QUOTA.has(e.errno)) return new QuotaError(message);
  if (e.errno !== undefined && CONFIG.has(e.errno)) return new ConfigError(message);
  if (e.errno !== undefined && TRANSIENT.has(e.errno)) return new TransientError(message);
  if (e.code === 'ENOTFOUND') return new ConfigError(`host '${ctx.config.host}' not found`);
  if (e.code && TRANSIENT_NODE.has(e.code)) return new TransientError(`cannot reach ${ctx.config.host}:${ctx.config.port}: ${e.code}`);
  if (e.code === 'HANDSHAKE_NO_SSL_SUPPORT' || /\bSSL\b|certificate/i.test(message)) return new ConfigError(message);
  return err;
}

/** SQLSTATE classes 22 (data) and 23 (integrity), as MySQL reports them: a record's own problem. */
export function isRecordProblem(err: unknown): boolean {
  const state = (err as { sqlState?: string }).sqlState ?? '';
  const errno = (err as { errno?: number }).errno;
  return state.startsWith('22') || state.startsWith('23') || errno === 1366 || errno === 1292 || errno === 1406 || errno === 1264;
}

export async function connect(ctx: MysqlContext): Promise<Connection> {
  const { config, credentials } = ctx;
  // The socket is connected through the SDK's guard: the egress policy's refusal is a ConfigError naming the rule.
  const socket = await guardedConnect({ host: config.host, port: config.port, signal: ctx.signal, timeoutMs: config.connect_timeout_seconds * 1000 });
  let connection: Connection;
  try {
    connection = await mysql.createConnection({
      stream: socket,
      ...connectionTarget(config, credentials),
      ssl: config.ssl ? { rejectUnauthorized: true } : undefined,
      connectTimeout: config.connect_timeout_seconds * 1000,
      // Exact values: times as text (microseconds kept), big integers and decimals as text.
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      decimalNumbers: false,
      timezone: 'Z',
      charset: 'utf8mb4',
    });
  } catch (err) {
    socket.destroy();
    throw classify(err, ctx);
  }
  connection.on('error', () => {}); // a dropped connection surfaces as the failure of the query in flight
  try {
    // UTC for TIMESTAMP columns and NOW(); strict, so a value a column cannot hold is an error, never a warning.
    // (Not NO_BACKSLASH_ESCAPES: the driver escapes the values it interpolates with backslashes.)
    await connection.query("SET time_zone = '+00:00', sql_mode = CONCAT_WS(',', @@sql_mode, 'STRICT_ALL_TABLES')");
  } catch (err) {
    connection.destroy();
    throw classify(err, ctx);
  }
  const onAbort = () => connection.destroy();
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  connection.once('end', () => ctx.signal.removeEventListener('abort', onAbort));
  return connection;
}

const driver: SqlDriver<MysqlContext, Connection> = {
  connect,
  end: (connection) => connection.end().catch(() => connection.destroy()),
  drop: (connection) => connection.destroy(),
  classify,
  // Kept for the process's next call to the same server, database and user (the SDK's kept connections). The driver
  // does not say whether a transaction is open, so a kept connection rolls back before its next call (a no-op
  // outside a transaction); a connection that cannot is dropped.
  reuse: {
    key: ({ config, credentials }) => connectionKey(config, credentials),
    reusable: () => true,
    reset: (connection) => connection.query('ROLLBACK'),
    onGone: (connection, gone) => {
      connection.once('end', gone);
      connection.once('error', gone);
    },
  },
};

/** Runs `fn` with a connection for the call, classifying any failure (the SDK's withConnection). */
export const withConnection = <T>(ctx: MysqlContext, fn: (connection: Connection) => Promise<T>): Promise<T> => withSqlConnection(driver, ctx, fn);

/** Runs `fn` with the write session's one connection (the SDK's sessionConnections). */
export const withSessionConnection = sessionConnections(driver);

/** A connection for a read, which runs each statement through the lease (the SDK's leaseConnection). */
export const leaseMysqlConnection = (ctx: MysqlContext) => leaseConnection(driver, ctx);

/** The columns of a table or view of the database and their types (lower-case), or ConfigError naming the table. */
export async function columnsOf(connection: Connection, table: string): Promise<Map<string, string>> {
  const [rows] = await connection.query<mysql.RowDataPacket[]>(
    'SELECT COLUMN_NAME AS name, LOWER(DATA_TYPE) AS type FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
    [table],
  );
  if (rows.length === 0) throw new ConfigError(`table or view '${table}' does not exist in the database (or this user cannot see it)`);
  return new Map(rows.map((r) => [String(r.name), String(r.type)]));
}

const NAIVE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d{1,6})?$/;

/** A DATETIME or TIMESTAMP value as text (UTC, as the session reads it) in ISO 8601 with a zone. */
export function isoOf(value: string): string {
  const m = NAIVE_TIME.exec(value);
  return m ? `${m[1]}T${m[2]}${m[3] ?? ''}Z` : value;
}

/** An ISO 8601 time with a zone as a DATETIME(6) literal in UTC, microseconds kept. */
export function datetimeOf(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  if (!m) return iso; // not a time: the column refuses it, and the record is rejected with MySQL's reason
  const fraction = (m[3] ?? '.').slice(1).padEnd(6, '0').slice(0, 6);
  if (m[4] === 'Z' || m[4] === '+00:00') return `${m[1]} ${m[2]}.${fraction}`;
  const shifted = new Date(Date.parse(`${m[1]}T${m[2]}${m[4]}`)).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}.${fraction}`;
}
