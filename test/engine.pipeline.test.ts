// The pipelined run of one flow (src/engine/pipeline.ts) with a scripted source and destination in place of plugin
// processes, against the real canonical layer: stages overlap (the source is read ahead while a batch is written),
// records reach the destination in read order, a checkpoint is saved only once the records before it are in the
// destination, and a failure in any stage stops the others, fails the run at its stage and stops both plugins.
// Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import type { ReadMessage, WriteRecord, WriteResult } from '@sluice/connector-sdk';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findConnector } from '../src/domain/connectors/repository.js';
import { claimRun } from '../src/domain/runs/lifecycle.js';
import type { RunStage } from '../src/domain/runs/repository.js';
import type { StageEnd } from '../src/engine/observer.js';
import { runPipeline, type PipelineOptions } from '../src/engine/pipeline.js';
import type { RunContext } from '../src/engine/runContext.js';
import { RunInterrupted, RunStop } from '../src/engine/runStop.js';
import { RunTally } from '../src/engine/tally.js';
import { ConnectorFailure } from '../src/runtime/failures.js';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { secretsFrom } from '../src/secrets.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { seedFlow, seedRun, seedTenant } from './support/seed.js';

const PER_BATCH = 20;

function order(n: number) {
  return {
    external_id: `o-${n}`,
    data: { order_number: `SO-${n}`, status: 'confirmed', total_cents: 100 * n, currency: 'EUR', placed_at: '2024-03-01T09:00:00Z', last_source_update_at: '2024-03-01T09:00:00Z' },
  };
}

/** A signal to wait for, set once. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

interface Script {
  batches: number;
  /** Throws on reading batch n (1-based), after batches 1..n-1 and their checkpoints. */
  readFailsAt?: number;
  /** Batch n (1-based) holds the order SO-poison, which the canonical layer's database refuses (see the test). */
  poisonAt?: number;
  /** Throws on writing batch n (1-based). */
  writeFailsAt?: number;
  /** Checkpoints follow batches 1..n only (default: every batch). */
  checkpointsUpTo?: number;
  /** Runs before answering write number n; may hold the write back. */
  beforeWrite?(n: number): Promise<void>;
}

/** A source yielding `batches` batches of PER_BATCH orders, each followed by its checkpoint, and a recording destination. */
function scriptedRuntime(script: Script) {
  const seen = { pulls: 0, readerStopped: false, written: [] as string[], writes: 0, writersClosed: 0, writerOpened: 0, rawAsked: [] as Array<boolean | undefined> };
  const pulled = new Map<number, ReturnType<typeof signal>>();
  const pulledBatch = (n: number) => {
    if (!pulled.has(n)) pulled.set(n, signal());
    return pulled.get(n)!;
  };
  async function* read(cursor: { batch: number } | null): AsyncGenerator<ReadMessage> {
    try {
      for (let b = (cursor?.batch ?? 0) + 1; b <= script.batches; b++) {
        seen.pulls += 1;
        pulledBatch(b).fire();
        if (b === script.readFailsAt) throw ConnectorFailure.of('auth', `password authentication failed reading batch ${b}`);
        const records = Array.from({ length: PER_BATCH }, (_, i) => order((b - 1) * PER_BATCH + i + 1));
        if (b === script.poisonAt) records[0]!.data.order_number = 'SO-poison';
        yield { type: 'records', records };
        if (b <= (script.checkpointsUpTo ?? script.batches)) yield { type: 'checkpoint', cursor: { batch: b } };
      }
    } finally {
      seen.readerStopped = true;
    }
  }
  const runtime = {
    read: (_connector: unknown, request: { cursor: { batch: number } | null; raw?: boolean }) => {
      seen.rawAsked.push(request.raw);
      return read(request.cursor);
    },
    openWriter: async () => {
      seen.writerOpened += 1;
      return {
        async write(records: WriteRecord[]): Promise<WriteResult[]> {
          const n = ++seen.writes;
          await script.beforeWrite?.(n);
          if (n === script.writeFailsAt) throw ConnectorFailure.of('auth', `permission denied writing batch ${n}`);
          for (const r of records) seen.written.push((r.external_ids as Record<string, string>).postgres!);
          return records.map(() => ({ status: 'ok' as const }));
        },
        close() {
          seen.writersClosed += 1;
        },
      };
    },
  } as unknown as ConnectorRuntime;
  return { runtime, seen, pulledBatch };
}

describe('a pipelined run', () => {
  let database: TestDatabase;
  let knex: Knex;
  let ctx: RunContext;

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
  });
  afterAll(() => database.drop());

  beforeEach(async () => {
    // A fresh flow and running run per test: its own checkpoints and canonical records.
    const secrets = secretsFrom('a'.repeat(64));
    const tenant = await seedTenant(knex);
    const flow = await seedFlow(knex, secrets, tenant.customerId, { schedule: 'manual' });
    const queued = await seedRun(knex, tenant.customerId, { flowId: flow.id, status: 'queued', trigger: 'manual' });
    const run = (await claimRun(knex, queued.id))!;
    const endpoint = async (id: string) => ({ connector: (await findConnector(knex, tenant.customerId, id))!, type: {} as ConnectorType, credentials: {} });
    ctx = {
      run,
      flowId: flow.id,
      entities: ['order'],
      resync: false,
      mappings: {},
      source: await endpoint(flow.source_connector_id),
      destination: await endpoint(flow.destination_connector_id),
    };
  });

  const options = (runtime: ConnectorRuntime, extra: Partial<PipelineOptions> = {}): PipelineOptions => ({
    knex,
    runtime,
    batchSize: PER_BATCH,
    retryDelayMs: () => 0,
    interrupted: () => false,
    ...extra,
  });
  const checkpoint = async () => (await knex('flow_checkpoints').where({ flow_id: ctx.flowId, entity: 'order' }).first('checkpoint'))?.checkpoint;
  const savedProgress = async () => (await knex('runs').where({ id: ctx.run.id }).first('records_processed')).records_processed;
  const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `o-${from + i}`);

  it('reads ahead while a batch is written, and writes every record once, in read order', async () => {
    const { runtime, seen, pulledBatch } = scriptedRuntime({
      batches: 6,
      // The first write waits until the source was asked for batch 3: reading overlaps writing.
      beforeWrite: async (n) => {
        if (n !== 1) return;
        const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('batch 3 was not read while batch 1 was written')), 5_000).unref());
        await Promise.race([pulledBatch(3).fired, timeout]);
      },
    });
    const ended: StageEnd[] = [];
    const tally = new RunTally();
    await runPipeline(ctx, options(runtime, { observer: { stageEnded: (e) => ended.push(e) } }), tally);

    expect(seen.written).toEqual(ids(1, 6 * PER_BATCH));
    expect(tally.snapshot()).toMatchObject({ processed: 120, succeeded: 120, failed: 0 });
    expect(await checkpoint()).toEqual({ batch: 6 });
    expect(await savedProgress()).toBe(120);
    expect(seen).toMatchObject({ readerStopped: true, writerOpened: 1, writersClosed: 1 });
    // The observer saw each batch stored and written, and each checkpoint saved, in order.
    const of = (stage: string) => ended.filter((e) => e.stage === stage).map((e) => e.seq);
    expect(of('store')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(of('write')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(of('checkpoint')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ended.filter((e) => e.stage === 'write').every((e) => e.records === PER_BATCH && !e.failed)).toBe(true);
  });

  it("asks for the records' raw source fields only when the flow maps fields of the entity from them", async () => {
    const plain = scriptedRuntime({ batches: 1 });
    await runPipeline(ctx, options(plain.runtime), new RunTally());
    expect(plain.seen.rawAsked).toEqual([false]);
    const mapped = scriptedRuntime({ batches: 1 });
    await runPipeline({ ...ctx, mappings: { order: { status: 'state' } } }, options(mapped.runtime), new RunTally());
    expect(mapped.seen.rawAsked).toEqual([true]);
  });

  it('saves no checkpoint past a batch the destination failed on, and stops the source', async () => {
    const { runtime, seen } = scriptedRuntime({ batches: 8, writeFailsAt: 4 });
    const failure = await runPipeline(ctx, options(runtime), new RunTally()).catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(RunStop);
    expect(failure).toMatchObject({ stage: 'load', code: 'auth_failed' });
    expect((failure as RunStop).message).toContain('permission denied writing batch 4');
    // Batches 1..3 are in the destination and their checkpoint is the last saved, with their counts.
    expect(seen.written).toEqual(ids(1, 3 * PER_BATCH));
    expect(await checkpoint()).toEqual({ batch: 3 });
    expect(await savedProgress()).toBe(3 * PER_BATCH);
    // The source read ahead at most a few batches and was stopped (the failed write ended its session itself).
    expect(seen.pulls).toBeLessThan(8);
    expect(seen.readerStopped).toBe(true);

    // A resumed run starts after batch 3 and ends with every record written.
    const resumed = scriptedRuntime({ batches: 8 });
    await runPipeline(ctx, options(resumed.runtime), new RunTally());
    expect(resumed.seen.written).toEqual(ids(3 * PER_BATCH + 1, 8 * PER_BATCH));
    expect(await checkpoint()).toEqual({ batch: 8 });
  });

  describe('with checkpointMs (SLUICE_RUN_CHECKPOINT_MS)', () => {
    // An interval never reached within a test: the first position is saved, every later one waits, and the entity's
    // end saves the last.
    const HELD = 60_000;
    const saves = (ended: StageEnd[]) => ended.filter((e) => e.stage === 'checkpoint').length;

    it('saves the first position at once, then at most one per interval, and always the last one reached', async () => {
      const { runtime, seen } = scriptedRuntime({ batches: 6 });
      const ended: StageEnd[] = [];
      await runPipeline(ctx, options(runtime, { checkpointMs: HELD, observer: { stageEnded: (e) => ended.push(e) } }), new RunTally());
      expect(seen.written).toEqual(ids(1, 6 * PER_BATCH));
      expect(saves(ended)).toBe(2);
      expect(await checkpoint()).toEqual({ batch: 6 });
      expect(await savedProgress()).toBe(6 * PER_BATCH);
    });

    it('saves a waiting position with the counts as they were when it was reached', async () => {
      // Batches 4..6 are written after the last position the source gave: they are not counted with it.
      const { runtime, seen } = scriptedRuntime({ batches: 6, checkpointsUpTo: 3 });
      const tally = new RunTally();
      await runPipeline(ctx, options(runtime, { checkpointMs: HELD }), tally);
      expect(seen.written).toEqual(ids(1, 6 * PER_BATCH));
      expect(tally.processed).toBe(6 * PER_BATCH);
      expect(await checkpoint()).toEqual({ batch: 3 });
      expect(await savedProgress()).toBe(3 * PER_BATCH);
    });

    it('saves the position last reached when the destination fails, and no later one', async () => {
      const { runtime, seen } = scriptedRuntime({ batches: 8, writeFailsAt: 4 });
      const ended: StageEnd[] = [];
      const failure = await runPipeline(ctx, options(runtime, { checkpointMs: HELD, observer: { stageEnded: (e) => ended.push(e) } }), new RunTally()).catch((err: unknown) => err);
      expect(failure).toMatchObject({ stage: 'load', code: 'auth_failed' });
      expect(seen.written).toEqual(ids(1, 3 * PER_BATCH));
      // The first position, and the third (the second waited, and was replaced by it).
      expect(saves(ended)).toBe(2);
      expect(await checkpoint()).toEqual({ batch: 3 });
      expect(await savedProgress()).toBe(3 * PER_BATCH);
    });

    it('saves the position last reached when the run is interrupted between batches', async () => {
      const { runtime, seen } = scriptedRuntime({ batches: 8 });
      let written = 0;
      const interrupted = (stage: RunStage) => stage === 'load' && ++written >= 3;
      const failure = await runPipeline(ctx, options(runtime, { checkpointMs: HELD, interrupted }), new RunTally()).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(RunInterrupted);
      // Stopped once batch 3 was written, before its position: the one after batch 2, which waited, is saved with
      // its counts.
      expect(seen.written).toEqual(ids(1, 3 * PER_BATCH));
      expect(await checkpoint()).toEqual({ batch: 2 });
      expect(await savedProgress()).toBe(2 * PER_BATCH);
    });
  });

  it('fails at extract when the source fails, after writing what was read before', async () => {
    const { runtime, seen } = scriptedRuntime({
      batches: 6,
      readFailsAt: 3,
    });
    const failure = await runPipeline(ctx, options(runtime), new RunTally()).catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(RunStop);
    expect(failure).toMatchObject({ stage: 'extract', code: 'auth_failed' });
    expect((failure as RunStop).message).toContain('password authentication failed reading batch 3');
    // At most the two batches read before the failure are written, in order; no checkpoint is ahead of them.
    const written = seen.written.length;
    expect(written).toBeLessThanOrEqual(2 * PER_BATCH);
    expect(seen.written).toEqual(ids(1, written));
    const saved = ((await checkpoint()) as { batch: number } | undefined)?.batch ?? 0;
    expect(saved * PER_BATCH).toBeLessThanOrEqual(written);
    expect(await savedProgress()).toBe(saved * PER_BATCH);
    expect(seen).toMatchObject({ readerStopped: true, writersClosed: 1 });
  });

  it('fails at load when storing in the canonical layer fails, and stops the source and the destination', async () => {
    await knex.raw(`CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the test refuses this record'; END $$`);
    await knex.raw(`CREATE TRIGGER refuse_poison BEFORE INSERT ON canonical_records FOR EACH ROW
      WHEN (NEW.data->>'order_number' = 'SO-poison') EXECUTE FUNCTION refuse_poison()`);
    const { runtime, seen } = scriptedRuntime({ batches: 8, poisonAt: 4 });
    const failure = await runPipeline(ctx, options(runtime), new RunTally())
      .catch((err: unknown) => err)
      .finally(async () => {
        await knex.raw('DROP TRIGGER refuse_poison ON canonical_records');
        await knex.raw('DROP FUNCTION refuse_poison()');
      });

    expect(failure).toBeInstanceOf(RunStop);
    expect(failure).toMatchObject({ stage: 'load', code: 'canonical_write_failed' });
    expect((failure as RunStop).message).toMatch(/^storing order records in the canonical layer failed: .*the test refuses this record/s);
    expect(seen.written).toEqual(ids(1, 3 * PER_BATCH));
    expect(await checkpoint()).toEqual({ batch: 3 });
    expect(seen.pulls).toBeLessThan(8);
    expect(seen).toMatchObject({ readerStopped: true, writersClosed: 1 });
  });

  it('fails at load, as storing would, when a batch cannot be prepared for the canonical layer in the read stage', async () => {
    // A source type the canonical layer refuses as a system name: every batch fails to prepare.
    ctx.source = { ...ctx.source, connector: { ...ctx.source.connector, type: 'x'.repeat(101) } };
    const { runtime, seen } = scriptedRuntime({ batches: 5 });
    const failure = await runPipeline(ctx, options(runtime), new RunTally()).catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(RunStop);
    expect(failure).toMatchObject({ stage: 'load', code: 'canonical_write_failed' });
    expect((failure as RunStop).message).toBe('storing order records in the canonical layer failed: system must be a non-empty string of at most 100 characters');
    expect(seen.written).toEqual([]);
    expect(await checkpoint()).toBeUndefined();
    expect(seen).toMatchObject({ readerStopped: true });
  });

  it('stops every stage at the next batch once the run is interrupted', async () => {
    const { runtime, seen } = scriptedRuntime({ batches: 10 });
    let written = 0;
    const stages: RunStage[] = [];
    const interrupted = (stage: RunStage) => {
      stages.push(stage);
      return stage === 'load' && ++written >= 2;
    };
    const failure = await runPipeline(ctx, options(runtime, { interrupted }), new RunTally()).catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(RunInterrupted);
    expect(seen.written).toEqual(ids(1, 2 * PER_BATCH));
    expect(seen.pulls).toBeLessThan(10);
    expect(seen).toMatchObject({ readerStopped: true, writersClosed: 1 });
    expect(stages).toContain('extract');
  });

  describe('of two entities', () => {
    beforeEach(async () => {
      await knex.raw("UPDATE flows SET entities = ARRAY['customer', 'order'] WHERE id = ?", [ctx.flowId]);
      ctx = { ...ctx, entities: ['customer', 'order'] };
    });

    /** Customers, then orders (ENTITY_TYPES order), two batches each; the destination holds back customers' last write. */
    function twoEntities(lastCustomerWrite: (orderReadStarted: Promise<void>) => Promise<void>) {
      const seen = { written: [] as string[], readsStarted: [] as string[], readersStopped: [] as string[] };
      const orderRead = signal();
      const record = (entity: string, n: number) =>
        entity === 'customer'
          ? { external_id: `c-${n}`, data: { email: `c-${n}@example.com`, last_source_update_at: '2024-03-01T09:00:00Z' } }
          : order(n);
      async function* read(entity: string): AsyncGenerator<ReadMessage> {
        seen.readsStarted.push(entity);
        if (entity === 'order') orderRead.fire();
        try {
          for (let b = 1; b <= 2; b++) {
            yield { type: 'records', records: Array.from({ length: PER_BATCH }, (_, i) => record(entity, (b - 1) * PER_BATCH + i + 1)) };
            yield { type: 'checkpoint', cursor: { batch: b } };
          }
        } finally {
          seen.readersStopped.push(entity);
        }
      }
      const runtime = {
        read: (_connector: unknown, request: { entity: string }) => read(request.entity),
        openWriter: async (_connector: unknown, entity: string) => {
          let writes = 0;
          return {
            async write(records: WriteRecord[]): Promise<WriteResult[]> {
              if (entity === 'customer' && ++writes === 2) await lastCustomerWrite(orderRead.fired);
              for (const r of records) seen.written.push((r.external_ids as Record<string, string>).postgres!);
              return records.map(() => ({ status: 'ok' as const }));
            },
            close() {},
          };
        },
      } as unknown as ConnectorRuntime;
      return { runtime, seen };
    }
    const customers = Array.from({ length: 2 * PER_BATCH }, (_, i) => `c-${i + 1}`);
    const orderReadWithin5s = async (orderReadStarted: Promise<void>) => {
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("the orders' read had not started")), 5_000).unref());
      await Promise.race([orderReadStarted, timeout]);
    };

    it("starts the next entity's read once the read before it ran to its end, and stores it after that entity", async () => {
      const { runtime, seen } = twoEntities(orderReadWithin5s);
      await runPipeline(ctx, options(runtime), new RunTally());
      expect(seen.readsStarted).toEqual(['customer', 'order']);
      // Every customer is written before the first order, though the orders were read while they were.
      expect(seen.written).toEqual([...customers, ...ids(1, 2 * PER_BATCH)]);
      expect(seen.readersStopped).toEqual(['customer', 'order']);
    });

    it("stops the next entity's read, started ahead, when the entity before it then fails", async () => {
      const { runtime, seen } = twoEntities(async (orderReadStarted) => {
        await orderReadWithin5s(orderReadStarted);
        throw ConnectorFailure.of('auth', 'permission denied writing the last customers');
      });
      const failure = await runPipeline(ctx, options(runtime), new RunTally()).catch((err: unknown) => err);
      expect(failure).toMatchObject({ stage: 'load', code: 'auth_failed' });
      expect(seen.written).toEqual(customers.slice(0, PER_BATCH));
      expect(seen.readersStopped.sort()).toEqual(['customer', 'order']);
    });
  });
});
