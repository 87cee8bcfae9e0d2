// A fetch loop over one queue, in three stages. Fetched jobs wait in a short local buffer; up to `concurrency` of
// them run at once; finished ones are settled in batches, each batch in one transaction with the completion of its
// jobs. A job holds a run slot only while it runs, so slow settles never idle the senders, and the next job is
// already fetched when a slot frees. pg-boss counts every fetched, unsettled job against its group's cap
// (`groupConcurrency`, across all workers) and skips a capped group's jobs in favour of the next group's, so one
// slow group never blocks the others. A crash before a job's settle commits leaves it to expire and run again.
import type { Knex } from 'knex';
import type { Logger } from '../log.js';
import type { Job, JobQueue } from './queue.js';
import { createSleeper } from './sleeper.js';

export interface ConsumerOptions {
  /** Jobs running at once in this process. */
  concurrency: number;
  /** Jobs fetched and not yet settled per job group (pg-boss `group.id`), across all processes. */
  groupConcurrency?: number;
  /** How long to wait after an empty fetch before fetching again, unless woken. Default 250 ms. */
  idlePollMs?: number;
  /** Most jobs settled in one transaction. Default 100. */
  settleBatch?: number;
}

export interface Settled<T, R> {
  job: Job<T>;
  result: R;
}

export interface ConsumerHandler<T, R> {
  /** The job's work. Database writes that must commit together with the job's completion belong in `settle`. */
  run(job: Job<T>): Promise<R>;
  /**
   * Writes the results of finished jobs in `trx`; their completion commits in the same transaction. Without it the
   * handler completes each job itself (queue.complete in its own transaction) and a finished job only frees its slot.
   */
  settle?(trx: Knex.Transaction, done: Array<Settled<T, R>>): Promise<void>;
}

export interface Consumer {
  /** Fetch now instead of waiting out the idle poll (e.g. after jobs were sent). */
  wake(): void;
  /** Stops fetching; the jobs already fetched run and settle first. */
  stop(): Promise<void>;
}

export function startConsumer<T, R>(
  queue: JobQueue,
  knex: Knex,
  logger: Logger,
  name: string,
  options: ConsumerOptions,
  handler: ConsumerHandler<T, R>,
): Consumer {
  const idlePollMs = options.idlePollMs ?? 250;
  const settleBatch = options.settleBatch ?? 100;
  // Fetched and unsettled jobs this process holds at most: the running ones, as many buffered, and those settling.
  const maxHeld = options.concurrency * 2;
  const buffer: Array<Job<T>> = [];
  const toSettle: Array<Settled<T, R>> = [];
  let running = 0;
  let held = 0;
  let stopped = false;
  let settling: Promise<void> | undefined;
  let drained: (() => void) | undefined;
  const { sleep, wake } = createSleeper(() => stopped);

  const released = (count: number) => {
    held -= count;
    if (held === 0) drained?.();
    wake();
  };

  const failJob = async (job: Job<T>, err: unknown) => {
    logger.error({ err, queue: name, job_id: job.id }, 'job failed; pg-boss will retry it');
    try {
      await queue.fail(name, job as Job<unknown>, err);
    } catch (failErr) {
      logger.error({ err: failErr, queue: name, job_id: job.id }, 'could not fail job; it will expire and run again');
    }
  };

  const settleInOne = (batch: Array<Settled<T, R>>) =>
    knex.transaction(async (trx) => {
      await handler.settle!(trx, batch);
      await queue.complete(trx, name, batch.map((b) => b.job as Job<unknown>));
    });

  const flush = async () => {
    while (toSettle.length > 0) {
      const batch = toSettle.splice(0, settleBatch);
      try {
        await settleInOne(batch);
      } catch (err) {
        logger.warn({ err, queue: name, jobs: batch.length }, 'settling a batch failed; settling its jobs one at a time');
        for (const item of batch) {
          try {
            await settleInOne([item]);
          } catch (itemErr) {
            await failJob(item.job, itemErr);
          }
        }
      }
      released(batch.length);
    }
    settling = undefined;
  };

  const dispatch = () => {
    while (running < options.concurrency && buffer.length > 0) {
      const job = buffer.shift()!;
      running += 1;
      void handler.run(job).then(
        (result) => {
          running -= 1;
          dispatch();
          if (!handler.settle) {
            released(1);
            return;
          }
          toSettle.push({ job, result });
          settling ??= flush();
        },
        async (err) => {
          running -= 1;
          dispatch();
          await failJob(job, err);
          released(1);
        },
      );
    }
  };

  const loop = (async () => {
    while (!stopped) {
      const room = maxHeld - held;
      // Fetch when a useful batch fits, or whenever the buffer ran dry.
      if (room <= 0 || (buffer.length > 0 && room < Math.ceil(options.concurrency / 4))) {
        await sleep(idlePollMs);
        continue;
      }
      let jobs: Array<Job<T>>;
      try {
        jobs = await queue.fetch<T>(name, room, options.groupConcurrency);
      } catch (err) {
        if (stopped) break;
        logger.warn({ err, queue: name }, 'fetching jobs failed; retrying');
        await sleep(1000);
        continue;
      }
      // Jobs fetched while stopping still run: stop() waits for them.
      held += jobs.length;
      buffer.push(...jobs);
      dispatch();
      if (jobs.length === 0) await sleep(idlePollMs);
    }
  })();

  let stopping: Promise<void> | undefined;
  return {
    wake,
    stop() {
      stopping ??= (async () => {
        stopped = true;
        wake();
        await loop;
        if (held > 0) await new Promise<void>((resolve) => (drained = resolve));
      })();
      return stopping;
    },
  };
}
