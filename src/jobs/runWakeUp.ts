// The hand-off of a run from whoever creates it (an API trigger or retry, the scheduler, the reaper) to the workers.
// The queued run row is the whole hand-off: any worker finds it at its next poll (worker.ts). What this adds is a
// wake-up for the claim loop of this same process, so a run queued here starts without waiting for that poll. A
// process without a worker still enqueues; nobody listens, and another process's worker claims the row.
import type { Knex } from 'knex';
import type { EnqueueRun } from '../domain/runs/service.js';

export interface RunQueue {
  /** Hands over a run inserted in `trx`; listeners hear of it once `trx` commits (never if it rolls back). */
  enqueue: EnqueueRun;
  /** Calls `listener` after each enqueue commits; returns the function that stops it. */
  onQueued(listener: () => void): () => void;
}

export function createRunQueue(): RunQueue {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    enqueue: async (trx) => {
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
      return () => {
        listeners.delete(own);
      };
    },
  };
}
