// The three stages of a pipelined run of one entity, each a loop between bounded queues (pipeline.ts wires them):
//   read:  the source plugin's messages, record and deletion messages split into batches of at most `batchSize`,
//          records transformed and prepared for the canonical layer (pure work, done while the store stage waits on
//          the database); a resync ends its read with a `reconcile` step;
//   store: each batch into the canonical layer, in read order (one customer+entity's upserts stay in order); at
//          `reconcile`, once every batch read is stored, the deletions a resync finds (reconcile.ts), in batches;
//   write: each stored batch to the destination, then the checkpoints behind it.
// Checkpoints travel through the queues behind the records read before them, so the write stage saves one only
// once every record before it is committed in both the canonical layer and the destination.
import type { JsonValue, ReadMessage, SourceDeletion } from '@sluice/connector-sdk';
import type { EntityType } from '../domain/canonical/entities.js';
import type { BoundedQueue } from './boundedQueue.js';
import { saveCheckpoint } from './checkpoints.js';
import { prepareRecords, storeBatch, storeDeletions, writeBatch, type EntityWriter, type LoadOptions, type ReadBatch, type StoredBatch } from './load.js';
import { missingIds } from '../domain/canonical/resyncSeen.js';
import { observed, type RunObserver, type StageEvent } from './observer.js';
import type { RunStage } from '../domain/runs/repository.js';
import type { RunContext } from './runContext.js';
import { RunInterrupted, RunStop, isConnectorFailure } from './runStop.js';
import type { RunTally } from './tally.js';

export interface PipelineOptions extends LoadOptions {
  /** Most records stored and written in one step; a larger source batch is split. */
  batchSize: number;
  /**
   * Asked by the stages between items, with the stage asking (`extract` after a message read, `load` after a batch
   * written): true when the run must stop (the worker is shutting down, lost the run, or the run was cancelled or
   * timed out).
   */
  interrupted(stage: RunStage): boolean;
  /** Called after each batch written with the run's progress. */
  progress?(): void;
  /** Told when each stage starts and ends each item. */
  observer?: RunObserver;
}

export type Checkpoint = { type: 'checkpoint'; cursor: JsonValue };
export type ReadStep =
  | ({ type: 'records' } & ReadBatch)
  | { type: 'deletions'; deletions: SourceDeletion[] }
  /** A resync read the source to its end: find what it no longer has. */
  | { type: 'reconcile' }
  | Checkpoint;
export type StoredStep = { type: 'stored'; batch: StoredBatch } | Checkpoint;

/** What a stage needs besides its queues. */
export interface StageScope {
  ctx: RunContext;
  options: PipelineOptions;
  entity: EntityType;
}

function event(scope: StageScope, stage: StageEvent['stage'], seq: number): StageEvent {
  return { runId: scope.ctx.run.id, entity: scope.entity, stage, seq };
}

function interruptedAt(options: PipelineOptions, stage: 'extract' | 'load'): void {
  if (options.interrupted(stage)) throw new RunInterrupted('the run was interrupted');
}

/** Reads the source to its end (or until `out` is cancelled), then closes `out`. */
export async function readStage(scope: StageScope, reader: AsyncIterator<ReadMessage>, out: BoundedQueue<ReadStep>): Promise<void> {
  const { ctx, options } = scope;
  for (let seq = 1; ; seq++) {
    let next: IteratorResult<ReadMessage>;
    try {
      next = await observed(options.observer, event(scope, 'read', seq), () => reader.next(), (r) => (r.done ? 0 : r.value.type === 'records' ? r.value.records.length : r.value.type === 'deletions' ? r.value.deletions.length : 0));
    } catch (err) {
      if (isConnectorFailure(err)) throw RunStop.fromPlugin('extract', ctx.source.connector.id, 'source', err);
      throw err;
    }
    if (next.done) break;
    const message = next.value;
    if (message.type === 'checkpoint') {
      if (!(await out.push(message))) return;
    } else if (message.type === 'deletions') {
      for (let start = 0; start < message.deletions.length; start += options.batchSize) {
        if (!(await out.push({ type: 'deletions', deletions: message.deletions.slice(start, start + options.batchSize) }))) return;
      }
    } else {
      for (let start = 0; start < message.records.length; start += options.batchSize) {
        const batch = prepareRecords(ctx, scope.entity, message.records.slice(start, start + options.batchSize));
        if (!(await out.push({ type: 'records', ...batch }))) return;
      }
    }
    interruptedAt(options, 'extract');
  }
  if (ctx.resync && !(await out.push({ type: 'reconcile' }))) return;
  out.close();
}

/** Stores each batch of `input` in the canonical layer, in order, and passes it on to `out`. */
export async function storeStage(scope: StageScope, input: BoundedQueue<ReadStep>, out: BoundedQueue<StoredStep>): Promise<void> {
  const { ctx, options, entity } = scope;
  let seq = 0;
  for (;;) {
    const next = await input.pop();
    if (next.done) break;
    const step = next.value;
    let passed: StoredStep;
    if (step.type === 'checkpoint') {
      passed = step;
    } else if (step.type === 'reconcile') {
      if (!(await reconcile(scope, out, () => ++seq))) return;
      continue;
    } else if (step.type === 'deletions') {
      const batch = await observed(options.observer, event(scope, 'store', ++seq), () => storeDeletions(ctx, options, entity, step.deletions), (b) => b.size);
      passed = { type: 'stored', batch };
    } else {
      const batch = await observed(options.observer, event(scope, 'store', ++seq), () => storeBatch(ctx, options, entity, step), (b) => b.size);
      passed = { type: 'stored', batch };
    }
    if (!(await out.push(passed))) return;
  }
  out.close();
}

/**
 * A resync's deletions: every id the flow read before that this read did not see, applied in batches and passed on
 * to be written. Runs in the store stage, so every batch read before it is stored (and seen) first.
 */
async function reconcile(scope: StageScope, out: BoundedQueue<StoredStep>, nextSeq: () => number): Promise<boolean> {
  const { ctx, options, entity } = scope;
  const where = { customerId: ctx.run.customer_id, entity, system: ctx.source.connector.type, flowId: ctx.flowId, runId: ctx.run.id };
  for (let after: string | null = null; ; ) {
    const page = await missingIds(options.knex, where, after, options.batchSize);
    if (page.length === 0) return true;
    after = page[page.length - 1]!.external_id;
    const batch = await observed(options.observer, event(scope, 'store', nextSeq()), () => storeDeletions(ctx, options, entity, page), (b) => b.size);
    if (!(await out.push({ type: 'stored', batch }))) return false;
    interruptedAt(options, 'load');
  }
}

/**
 * Writes each stored batch to the destination and saves each checkpoint. Answers false when a checkpoint could not
 * be saved because the flow was redefined meanwhile: what this run reads now belongs to the old definition.
 */
export async function writeStage(scope: StageScope, writer: EntityWriter, tally: RunTally, input: BoundedQueue<StoredStep>): Promise<boolean> {
  const { ctx, options, entity } = scope;
  let batches = 0;
  let checkpoints = 0;
  for (;;) {
    const next = await input.pop();
    if (next.done) return true;
    const step = next.value;
    if (step.type === 'checkpoint') {
      const flow = { id: ctx.flowId, sourceConnectorId: ctx.source.connector.id, destinationConnectorId: ctx.destination.connector.id };
      const run = { id: ctx.run.id, attempts: ctx.run.attempts, progress: tally.snapshot(), resync: ctx.resync };
      const saved = await observed(options.observer, event(scope, 'checkpoint', ++checkpoints), () => saveCheckpoint(options.knex, { flow, entity, checkpoint: step.cursor, run }), () => 0);
      if (!saved) return false;
    } else {
      const { batch } = step;
      await observed(options.observer, event(scope, 'write', ++batches), () => writeBatch(ctx, options, writer, tally, batch), () => batch.records.length);
      options.progress?.();
      interruptedAt(options, 'load');
    }
  }
}
