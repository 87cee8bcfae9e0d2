// The run pipeline, per entity of the flow: read from the source plugin from the run's starting position
// (checkpoint.ts), store each batch in the canonical layer, write it to the destination, and save the positions the
// source emits once the records before them are committed in both (at most one per SLUICE_RUN_CHECKPOINT_MS). The three
// stages (read.ts, store.ts, write.ts) run at the same time on consecutive batches (reading batch k+1 while batch k is
// stored and batch k-1 written), joined by queues of QUEUE_CAPACITY items: memory holds a handful of batches whatever
// the volume. The first stage to fail stops the others at their next item, and its error is the pipeline's; a failing
// source is the exception (see moveEntity). Once the read has run to its end, the flow's rejected records that are due
// are reprocessed (reprocess.ts). Entities move one after the other, but the next entity's read starts as soon as the
// read before it has run to its end: a small run does not wait, at each entity, for the last batches to drain and the
// first to be read again.
import type { ReadMessage } from '@sluice/connector-sdk';
import type { EntityType } from '../domain/canonical/entities.js';
import type { KnownRecordChanges } from '../domain/runs/recordChanges.js';
import { BoundedQueue } from './boundedQueue.js';
import { startingPosition } from './checkpoint.js';
import { readStage, usesRaw, type ReadStep } from './read.js';
import type { RunContext } from './runContext.js';
import { EntityRejections } from './rejections.js';
import { reprocessRejections } from './reprocess.js';
import { RunStop } from './runStop.js';
import type { PipelineOptions, StageScope } from './stage.js';
import { storeStage, type StoredStep } from './store.js';
import type { RunTally } from './tally.js';
import { inSpan } from '../tracing/spans.js';
import { EntityWriter, writeStage } from './write.js';

export type { PipelineOptions };

/** Items waiting between two stages: one is enough to keep the next stage busy while the previous one works. */
export const QUEUE_CAPACITY = 1;

/**
 * Runs `stages` together; the first to throw cancels `queues` (so the others stop at their next item) and its
 * error is thrown once all have stopped. `stopAll` lets a stage end the whole pipeline without an error.
 */
async function together(queues: Array<BoundedQueue<unknown>>, stages: Array<(stopAll: () => void) => Promise<unknown>>): Promise<void> {
  const stopAll = () => queues.forEach((q) => q.cancel());
  let failure: { err: unknown } | undefined;
  await Promise.all(
    stages.map((stage) =>
      stage(stopAll).catch((err: unknown) => {
        failure ??= { err };
        stopAll();
      }),
    ),
  );
  if (failure) throw failure.err;
}

/** An entity's read, started: it reads ahead into `read` while the entity before it is still stored and written. */
interface StartedRead {
  stage: StageScope;
  reader: AsyncGenerator<ReadMessage>;
  read: BoundedQueue<ReadStep>;
  /**
   * Settles once the read stage ended: with the source's failure (RunStop) when the source failed mid-read (the
   * read queue is then closed, not cancelled: the batches before it are still stored and written), else undefined.
   */
  ended: Promise<RunStop | undefined>;
}

/** Starts reading `entity` from the run's starting position into a queue of its own. */
async function startRead(ctx: RunContext, options: PipelineOptions, entity: EntityType, recordChanges: KnownRecordChanges): Promise<StartedRead> {
  const cursor = await startingPosition(options.knex, ctx, entity);
  const stage: StageScope = { ctx, options, entity, rejections: await EntityRejections.of(options.knex, ctx, entity), recordChanges };
  // Without a mapping override for the entity, nothing reads the records' `raw`: it stays in the plugin's process.
  const reader = options.runtime.read(
    { type: ctx.source.type, config: ctx.source.connector.config, credentials: ctx.source.credentials },
    { entity, cursor, raw: usesRaw(ctx, entity), signal: options.stopReading },
    { customerId: ctx.run.customer_id },
  );
  const read = new BoundedQueue<ReadStep>(QUEUE_CAPACITY);
  const attributes = { 'sluice.entity': entity };
  const ended = inSpan('stage extract', { attributes }, () => readStage(stage, reader, read)).then(
    () => undefined,
    (err: unknown) => {
      if (!(err instanceof RunStop)) throw err;
      read.close();
      return err;
    },
  );
  ended.catch(() => {}); // awaited by moveEntity, or by dropRead
  return { stage, reader, read, ended };
}

/** A read started ahead that no entity will take (the run stopped before it): its plugin call ends. */
async function dropRead(started: Promise<StartedRead>): Promise<void> {
  const dropped = await started.catch(() => undefined);
  if (!dropped) return;
  dropped.read.cancel();
  await dropped.ended.catch(() => {});
  await dropped.reader.return(undefined);
}

/**
 * Stores and writes what `started` reads, to its end. `readEnded` is told when the source's read ran to its end
 * (the next entity's read may start then: the source's process is free).
 */
async function moveEntity(started: StartedRead, tally: RunTally, readEnded: () => void): Promise<void> {
  const { stage, reader, read } = started;
  const { ctx, options, entity } = stage;
  // The run's counts list the entity from here on, even should it move nothing.
  tally.entity(entity);
  const writer = new EntityWriter(options.runtime, ctx.destination, entity, { customerId: ctx.run.customer_id });
  const stored = new BoundedQueue<StoredStep>(QUEUE_CAPACITY);
  // A source that fails mid-read fails the run at `extract`, but only once the batches it read before failing are
  // stored and written, as a run reading one batch at a time would have done.
  let sourceFailure: RunStop | undefined;
  let redefined = false;
  const attributes = { 'sluice.entity': entity };
  try {
    await together(
      [read, stored],
      [
        async () => {
          sourceFailure = await started.ended;
          if (!sourceFailure && !read.isCancelled) readEnded();
        },
        () => inSpan('stage store', { attributes }, () => storeStage(stage, read, stored)),
        async (stopAll) => {
          // The flow was redefined while this run read: the rest of this entity's read is not this run's to move.
          // The destination's process starts now, while the source's reads its first batch (a call's span is a child
          // of the stage that made it).
          const load = () => {
            writer.open();
            return writeStage(stage, writer, tally, stored);
          };
          if (!(await inSpan('stage load', { attributes }, load))) {
            redefined = true;
            stopAll();
          }
        },
      ],
    );
    if (sourceFailure) throw sourceFailure;
    if (!redefined) await inSpan('reprocess', { attributes }, () => reprocessRejections(stage, writer, tally));
  } finally {
    writer.close();
    // Stops the plugin's process when the read did not run to its end (after any read still in flight).
    await reader.return(undefined);
  }
}

/**
 * Moves every entity of the flow, in order; throws RunStop (the run failed) or RunInterrupted (to be resumed). Once
 * an entity's read has run to its end, the next entity's read starts (its position, its first batches) while the
 * entity before it is still being stored and written; its records are stored only after that entity's.
 */
export async function runPipeline(ctx: RunContext, options: PipelineOptions, tally: RunTally): Promise<void> {
  const { entities } = ctx;
  const recordChanges: KnownRecordChanges = {};
  let ahead: Promise<StartedRead> | undefined;
  for (let i = 0; i < entities.length; i++) {
    const started = await (ahead ?? startRead(ctx, options, entities[i]!, recordChanges));
    ahead = undefined;
    const following = entities[i + 1];
    try {
      await moveEntity(started, tally, () => {
        if (!following) return;
        ahead = startRead(ctx, options, following, recordChanges);
        ahead.catch(() => {}); // awaited at the next entity, or dropped
      });
    } catch (err) {
      if (ahead) await dropRead(ahead);
      throw err;
    }
  }
}
