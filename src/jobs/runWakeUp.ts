// The wake-up between whoever queues a run (an API trigger or retry, the scheduler, the reaper) and the workers.
// It is not a queue: the queued run row is the whole hand-off, and any worker finds it at its next poll
// (runWork.ts). What this adds is a signal once the transaction that queued the run commits, so the run starts
// without waiting for that poll: to the claim loops of this same process directly, and on PostgreSQL to every
// other process's through NOTIFY (db/notifications.ts), which a process listens for only while a worker of its own
// is subscribed. A process without a worker still signals; another process's worker hears it and claims the row.
import type { Knex } from 'knex';
import type { EnqueueRun } from '../domain/runs/service.js';
import { RUN_QUEUED_CHANNEL, listen, notifyAtCommit, type Listener } from '../db/notifications.js';
import type { Logger } from '../log.js';

export interface RunWakeUp {
  /** Told of a run inserted in `trx`; listeners hear of it once `trx` commits (never if it rolls back). */
  enqueue: EnqueueRun;
  /** Calls `listener` after each enqueue commits, here or in another process; returns the function that stops it. */
  onQueued(listener: () => void): () => Promise<void>;
}

/** On PostgreSQL: the database to announce queued runs through, to other processes. */
export interface PeerSignal {
  url: string;
  logger: Logger;
}

export function createRunWakeUp(peers?: PeerSignal): RunWakeUp {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const announced = new WeakSet<Knex.Transaction>();
  let listening: Listener | undefined;
  const listenToPeers = () => {
    if (!peers || listening) return;
    listening = listen({
      url: peers.url,
      channel: RUN_QUEUED_CHANNEL,
      onNotify: notify,
      onError: (err) => peers.logger.warn({ err }, 'listening for queued runs failed; polling meanwhile, connecting again'),
    });
  };
  return {
    enqueue: async (trx) => {
      if (peers) await notifyAtCommit(trx, RUN_QUEUED_CHANNEL, announced);
      if (!listeners.size) return;
      // knex keeps the promise of the transaction's outcome here; a run rolled back with it was never queued.
      const committed = (trx as Knex.Transaction & { executionPromise?: Promise<unknown> }).executionPromise;
      if (committed) committed.then(notify, () => {});
      else setTimeout(notify, 0);
    },
    onQueued(listener) {
      // A listener may be subscribed twice (two worker loops); each subscription is its own entry.
      const own = () => listener();
      listeners.add(own);
      listenToPeers();
      return async () => {
        listeners.delete(own);
        if (listeners.size || !listening) return;
        const stopping = listening;
        listening = undefined;
        await stopping.close();
      };
    },
  };
}
