// The wake-up between whoever queues a run (an API trigger or retry, the scheduler, the reaper) and this process's
// workers. It is not a queue: the queued run row is the whole hand-off, and any worker finds it at its next poll
// (runWork.ts). What this adds is a signal to the claim loops of this same process once the transaction that queued
// the run commits, so a run queued here starts without waiting for that poll. A process without a worker still
// signals; nobody listens, and another process's worker claims the row.
import type { Knex } from 'knex';
import type { EnqueueRun } from '../domain/runs/service.js';

export interface RunWakeUp {
  /** Told of a run inserted in `trx`; listeners hear of it once `trx` commits (never if it rolls back). */
  enqueue: EnqueueRun;
  /** Calls `listener` after each enqueue commits; returns the function that stops it. */
  onQueued(listener: () => void): () => void;
}

export function createRunWakeUp(): RunWakeUp {
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
