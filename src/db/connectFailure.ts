// A PostgreSQL that cannot be reached or refuses the connection (wrong host, port, user, password or database name)
// is the first thing a new setup gets wrong. A process checks its connection once at start and says what failed in
// one line that names the server and DATABASE_URL, instead of a driver's stack trace. The password never appears:
// the server is named by host and port only, and a message that repeats the URL's password has it masked.
import type { Knex } from 'knex';

/** The database named by DATABASE_URL cannot be used; the message says why, in one line. */
export class DatabaseUnreachable extends Error {
  override name = 'DatabaseUnreachable';
}

/** What the operating system's connection errors mean, in words. */
const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset by the server',
};

/** `host:port` of a PostgreSQL URL, with the driver's defaults (localhost, 5432) filled in. */
export function serverOf(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    return `${host}:${url.port || url.searchParams.get('port') || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function masked(text: string, databaseUrl: string): string {
  let password = '';
  try {
    password = new URL(databaseUrl).password;
  } catch {
    // not a URL: nothing to mask but the URL itself
  }
  let out = text.split(databaseUrl).join('DATABASE_URL');
  for (const secret of new Set([password, safeDecode(password)])) if (secret.length > 0) out = out.split(secret).join('***');
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Why the connection failed, in a few words: the network's reason, or PostgreSQL's own refusal (which names the user or database). */
export function connectFailureReason(err: unknown, databaseUrl: string): string {
  const e = (err ?? {}) as { code?: string; name?: string; message?: string; errors?: Array<{ code?: string }> };
  const code = e.code ?? e.errors?.[0]?.code;
  if (code && NETWORK_REASONS[code]) return NETWORK_REASONS[code];
  if (e.name === 'KnexTimeoutError') return 'no connection within the time allowed';
  const firstLine = String(e.message ?? err).split('\n')[0]!.trim();
  return masked(firstLine || 'the connection failed', databaseUrl);
}

/** Runs one statement; a failure becomes DatabaseUnreachable with a one-line message. */
export async function checkConnection(knex: Knex, databaseUrl: string): Promise<void> {
  try {
    await knex.raw('SELECT 1');
  } catch (err) {
    throw new DatabaseUnreachable(`cannot connect to PostgreSQL at ${serverOf(databaseUrl)} (${connectFailureReason(err, databaseUrl)}): check DATABASE_URL`, {
      cause: err,
    });
  }
}
