// PostgreSQL's LISTEN/NOTIFY as a wake-up between processes: a transaction that queues work says so with NOTIFY,
// which PostgreSQL delivers when (and only if) it commits, and processes that work on that queue listen on a
// connection of their own. A notification carries no work: the rows are the queue, and a listener that missed one
// (its connection dropped) finds the rows at its next poll. PGlite has one process, which needs none of this.
import type { Knex } from 'knex';
import pg from 'pg';

/** The channel a run's queueing is announced on. */
export const RUN_QUEUED_CHANNEL = 'sluice_run_queued';

/** The channel `sluice connector install|remove` announce a changed plugins folder on (jobs/pluginChanges.ts). */
export const PLUGINS_CHANGED_CHANNEL = 'sluice_plugins_changed';

/** How long a listener whose connection failed waits before connecting again. */
const RECONNECT_MS = 1000;

/**
 * Announces on `channel` at the commit of `trx`. PostgreSQL folds identical notifications of one transaction into
 * one, and so does this: a transaction queueing 500 runs sends one statement, not 500.
 */
export async function notifyAtCommit(trx: Knex.Transaction, channel: string, sent: WeakSet<Knex.Transaction>): Promise<void> {
  if (sent.has(trx)) return;
  sent.add(trx);
  await trx.raw(`NOTIFY ${channel}`);
}

export interface Listener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

interface ListenOptions {
  url: string;
  channel: string;
  /** Called on each notification, and after a reconnection (notifications sent meanwhile were lost). */
  onNotify(): void;
  /** Called when the connection fails; the listener connects again after a second. */
  onError(err: Error): void;
}

/** Listens on `channel` over a connection of its own, reconnecting while open. */
export function listen(options: ListenOptions): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connectAgain = (err: Error) => {
    if (closed || retry) return;
    options.onError(err);
    client?.removeAllListeners();
    void client?.end().catch(() => {});
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void open(true);
    }, RECONNECT_MS);
    retry.unref();
  };
  const open = async (again: boolean) => {
    const c = new pg.Client({ connectionString: options.url });
    client = c;
    c.on('notification', () => options.onNotify());
    c.on('error', connectAgain);
    c.on('end', () => connectAgain(new Error('the listening connection ended')));
    try {
      await c.connect();
      await c.query(`LISTEN ${options.channel}`);
      if (again) options.onNotify();
    } catch (err) {
      connectAgain(err as Error);
    }
  };
  void open(false);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      c?.on('error', () => {});
      await c?.end().catch(() => {});
    },
  };
}
