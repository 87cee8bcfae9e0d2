// The run hand-off: a worker's claim loop hears of a run queued in this process once its transaction commits,
// never for a rolled-back one, and not after it unsubscribed. No database: a transaction is its outcome promise.
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { createRunWakeUp } from '../src/jobs/runWakeUp.js';

function transaction(): { trx: Knex.Transaction; commit(): void; rollback(): void } {
  let commit!: () => void;
  let rollback!: () => void;
  const executionPromise = new Promise<void>((resolve, reject) => {
    commit = resolve;
    rollback = () => reject(new Error('rolled back'));
  });
  return { trx: { executionPromise } as unknown as Knex.Transaction, commit, rollback };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('run wake-up', () => {
  it('wakes a listener once the enqueuing transaction commits, not before', async () => {
    const wakeUp = createRunWakeUp();
    let woken = 0;
    wakeUp.onQueued(() => woken++);
    const tx = transaction();
    await wakeUp.enqueue(tx.trx, 'run_1');
    await settled();
    expect(woken).toBe(0);
    tx.commit();
    await settled();
    expect(woken).toBe(1);
  });

  it('never wakes a listener for a run whose transaction rolled back', async () => {
    const wakeUp = createRunWakeUp();
    let woken = 0;
    wakeUp.onQueued(() => woken++);
    const tx = transaction();
    await wakeUp.enqueue(tx.trx, 'run_1');
    tx.rollback();
    await settled();
    expect(woken).toBe(0);
  });

  it('stops waking a listener that unsubscribed, and enqueues without any listener', async () => {
    const wakeUp = createRunWakeUp();
    let woken = 0;
    const stop = wakeUp.onQueued(() => woken++);
    await stop();
    const tx = transaction();
    await wakeUp.enqueue(tx.trx, 'run_1');
    tx.commit();
    await settled();
    expect(woken).toBe(0);
  });
});
