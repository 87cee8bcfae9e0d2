// The job queue: pg-boss on PostgreSQL (its own pool) and on the embedded PGlite (through the one connection knex
// holds, so pg-boss statements never land inside an unrelated knex transaction on that single session). Jobs are
// sent inside the caller's knex transaction, so a job exists exactly when the state that needs it committed.
//
// Use: one JobQueue per worker process (jobs/workers.ts starts it). `define(name)` once at start-up;
// `send(trx, name, data)` / `insert(trx, name, jobs)` in the transaction of the change that needs the work; and
// `consume(name, options, { run, settle })` to process (consumer.ts). Job data should carry a version (`v: 1`).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { PgBoss, fromKnex, fromPglite, type Db as IDatabase, type Job, type JobInsert, type Queue as QueueDefinition, type SendOptions } from 'pg-boss';
import type { Db } from '../db/connect.js';
import type { Logger } from '../log.js';
import { startConsumer, type Consumer, type ConsumerOptions, type ConsumerHandler } from './consumer.js';

export type { Job, JobInsert };

export interface QueueOptions {
  db: Db;
  /** Required on PostgreSQL: pg-boss keeps its own small pool. */
  databaseUrl?: string | undefined;
  logger: Logger;
  /** How often expired jobs (a worker that died holding them) are put back; at least 1. Default 60. */
  superviseIntervalSeconds?: number;
  /**
   * False for a process that only sends jobs (`sluice serve --no-worker`): no maintenance, no cron, a smaller pool.
   * Default true.
   */
  supervise?: boolean;
}

export class JobQueue {
  private readonly inTransaction = new AsyncLocalStorage<IDatabase>();
  private readonly consumers = new Set<Consumer>();

  private constructor(
    readonly boss: PgBoss,
    private readonly knex: Knex,
    private readonly logger: Logger,
  ) {}

  static async start(options: QueueOptions): Promise<JobQueue> {
    const { db, logger } = options;
    const supervise = options.supervise ?? true;
    const intervals = {
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? 60,
      ...(supervise ? {} : { supervise: false, schedule: false }),
    };
    let queue: JobQueue;
    if (db.kind === 'pglite') {
      if (!db.pglite) throw new Error('the embedded database handle is missing');
      const direct = fromPglite(db.pglite);
      const knex = db.knex;
      // PGlite is one session. A statement sent straight to it while a knex transaction is open would run inside
      // that transaction, so every pg-boss statement first takes knex's only connection, or, when it is issued on
      // behalf of a transaction (send/complete inside one), runs through that transaction.
      const serialized: IDatabase = {
        executeSql: async (text, values) => {
          const trx = queue.inTransaction.getStore();
          if (trx) return trx.executeSql(text, values);
          const connection = await knex.client.acquireConnection();
          try {
            return await direct.executeSql(text, values);
          } finally {
            await knex.client.releaseConnection(connection);
          }
        },
      };
      queue = new JobQueue(new PgBoss({ db: serialized, backend: 'pglite', ...intervals }), knex, logger);
    } else {
      if (!options.databaseUrl) throw new Error('the job queue needs the PostgreSQL URL');
      queue = new JobQueue(new PgBoss({ connectionString: options.databaseUrl, max: supervise ? 4 : 2, application_name: 'sluice-queue', ...intervals }), db.knex, logger);
    }
    queue.boss.on('error', (err: Error) => logger.error({ err }, 'job queue error'));
    queue.boss.on('warning', (warning: unknown) => logger.warn({ warning }, 'job queue warning'));
    await queue.boss.start();
    return queue;
  }

  /** Creates the queue if it does not exist (pg-boss keeps an existing queue's settings). */
  async define(name: string, options: Omit<QueueDefinition, 'name'> = {}): Promise<void> {
    await this.boss.createQueue(name, options);
  }

  /** Runs `fn` with pg-boss statements routed through `trx`. */
  private within<T>(trx: Knex, fn: (db: IDatabase) => Promise<T>): Promise<T> {
    const db = fromKnex(trx);
    return this.inTransaction.run(db, () => fn(db));
  }

  /** Sends one job in `trx`: it becomes visible when, and only if, `trx` commits. */
  send(trx: Knex, name: string, data: object, options: Omit<SendOptions, 'db'> = {}): Promise<string | null> {
    return this.within(trx, (db) => this.boss.send(name, data, { ...options, db }));
  }

  /** Sends many jobs in `trx` with one statement. */
  async insert(trx: Knex, name: string, jobs: JobInsert[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.within(trx, (db) => this.boss.insert(name, jobs, { db }));
  }

  /** Completes fetched jobs in `trx`, fenced to the attempt that was fetched. */
  async complete(trx: Knex, name: string, jobs: ReadonlyArray<Job<unknown>>): Promise<void> {
    if (jobs.length === 0) return;
    await this.within(trx, (db) => this.boss.complete(name, jobs.map((j) => ({ id: j.id, retryCount: j.retryCount })), null, { db }));
  }

  /** Hands a job back for pg-boss's retry (with the queue's backoff), e.g. after an unexpected error. */
  async fail(name: string, job: Job<unknown>, err: unknown): Promise<void> {
    await this.boss.fail(name, { id: job.id, retryCount: job.retryCount }, { message: err instanceof Error ? err.message : String(err) });
  }

  fetch<T>(name: string, batchSize: number, groupConcurrency?: number): Promise<Array<Job<T>>> {
    return this.boss.fetch<T>(name, { batchSize, ...(groupConcurrency === undefined ? {} : { groupConcurrency }) });
  }

  /** Runs a fetch loop over `name`; see consumer.ts. */
  consume<T, R>(name: string, options: ConsumerOptions, handler: ConsumerHandler<T, R>): Consumer {
    const consumer = startConsumer<T, R>(this, this.knex, this.logger, name, options, handler);
    this.consumers.add(consumer);
    return consumer;
  }

  /** Stops the consumers (their in-flight jobs finish and settle first), then pg-boss. */
  async stop(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.stop()));
    this.consumers.clear();
    await this.boss.stop({ graceful: false, close: true });
  }
}
