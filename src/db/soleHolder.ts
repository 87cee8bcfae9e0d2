// Work that one process at a time does for the whole database (the pruner's pass): the process that takes a named
// advisory lock does it, and one that finds the lock taken skips its turn rather than waiting.
//
// The lock is transaction-level, held by a transaction opened for it, while the work runs its own short
// statements on other connections. A session-level lock would outlive a failed unlock on a pooled connection (and
// means nothing through a transaction-mode pooler); this one ends with its transaction, however the work or the
// process ends. The holding transaction reads nothing, so under READ COMMITTED it holds no snapshot back from vacuum.
// It needs a second pool connection: PostgreSQL only (PGlite has one connection, and one process).
import type { Knex } from 'knex';

/** Runs `work` unless another process holds the lock `name`; answers its result, or undefined when it skipped. */
export async function unlessHeldElsewhere<T>(knex: Knex, name: string, work: () => Promise<T>): Promise<T | undefined> {
  return knex.transaction(async (trx) => {
    const { rows } = (await trx.raw('SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked', [name])) as { rows: Array<{ locked: boolean }> };
    return rows[0]!.locked ? work() : undefined;
  });
}
