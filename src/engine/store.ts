// The store stage: each batch read into the canonical layer, in read order (one customer and entity's upserts stay
// in order), which validates, dedupes and merges; what the batch changed joins the run's record changes, and its
// rejected records the flow's rejections (rejections.ts), in the batch's own transaction. A record the canonical
// layer rejects is a `transform` record error, counted once the batch is written (write.ts); a failure to store stops
// the run at `load`. Deletions the source reports are applied the
// same way, and at a resync's `reconcile` step, once every batch read is stored, the deletions it finds
// (domain/canonical/resyncSeen.ts), in batches, and the rejections it did not meet again. Each stored batch goes on
// to the write stage with the canonical records it ended in, tombstones included.
import type { SourceDeletion, WriteRecord } from '@sluice/connector-sdk';
import type { EntityType } from '../domain/canonical/entities.js';
import { recordBuilder, type CanonicalRow } from '../domain/canonical/repository.js';
import { missingIds, noteSeen } from '../domain/canonical/resyncSeen.js';
import { deleteCanonical, upsertPrepared, type UpsertSummary } from '../domain/canonical/upsert/index.js';
import { dropUnmet } from '../domain/rejections/reprocess.js';
import { noteRecordChanges } from '../domain/runs/recordChanges.js';
import type { RunError } from '../domain/runs/repository.js';
import type { BoundedQueue } from './boundedQueue.js';
import { observed } from './observer.js';
import type { Checkpoint, ReadBatch, ReadStep } from './read.js';
import { REJECTED_CODE, rejectionReason } from './rejections.js';
import { RunStop } from './runStop.js';
import { recordRef, stageEvent, stopIfInterrupted, type StageScope } from './stage.js';

/** A batch stored in the canonical layer, waiting for its destination write. */
export interface StoredBatch {
  entity: EntityType;
  /** Source records in the batch. */
  size: number;
  /**
   * The records the canonical layer rejected (`transform` errors). Counted only once the batch is written, so a
   * checkpoint saved meanwhile carries the counts of the records before it and no others.
   */
  rejected: RunError[];
  /** Each stored source record and the canonical record it ended in. */
  stored: Array<{ externalId: string; canonicalId: string }>;
  /**
   * What the destination gets: each canonical record of the batch once, and the tombstones it left (records merged
   * away, or deleted in every source that held them).
   */
  records: WriteRecord[];
  /** Deletions the batch applied to the canonical layer. */
  deleted: number;
}

export type StoredStep = { type: 'stored'; batch: StoredBatch } | Checkpoint;

function toWriteRecords(entity: EntityType, rows: readonly CanonicalRow[]): WriteRecord[] {
  const build = recordBuilder(entity);
  return rows.map((row) => build(row) as WriteRecord);
}

/** The stored batch an upsert's summary describes. */
function storedBatch(entity: EntityType, size: number, summary: UpsertSummary): StoredBatch {
  const batch: StoredBatch = { entity, size, rejected: [], stored: [], records: [], deleted: 0 };
  for (const result of summary.results) {
    if (result.outcome === 'rejected' || !result.canonicalId) {
      batch.rejected.push({ code: REJECTED_CODE, message: rejectionReason(result.errors), stage: 'transform', record_ref: recordRef(entity, result.externalId) });
    } else {
      batch.stored.push({ externalId: result.externalId, canonicalId: result.canonicalId });
    }
  }
  // summary.rows holds each record the batch ended in once (a record merged into another within this batch
  // answers with the survivor's id), as stored: nothing to read back. Tombstones of merged-away records follow.
  batch.records = toWriteRecords(entity, batch.stored.length === 0 ? summary.tombstones : [...summary.rows, ...summary.tombstones]);
  return batch;
}

/** Stores a prepared batch in the canonical layer; a failure stops the run at `load`. */
export async function storeBatch(scope: StageScope, { records, prepared }: ReadBatch): Promise<StoredBatch> {
  const { ctx, options, entity } = scope;
  const { knex } = options;
  let summary;
  try {
    if (prepared instanceof Error) throw prepared;
    summary = await upsertPrepared(knex, ctx.run.customer_id, prepared, {
      flowId: ctx.flowId,
      // What the batch changed joins the run's tally (records.changed), and what it rejected or stored the flow's
      // rejections, in the batch's own transaction.
      inTransaction: async (trx, s) => {
        await noteRecordChanges(trx, { runId: ctx.run.id, entity, known: scope.recordChanges }, { ...s, rows: [...s.rows, ...s.tombstones] });
        await scope.rejections.note(trx, records, s);
      },
    });
    // A resync remembers every id the source still has (rejected records too: they exist in the source).
    if (ctx.resync) await noteSeen(knex, { customerId: ctx.run.customer_id, runId: ctx.run.id }, entity, records.map((r) => r.external_id));
  } catch (err) {
    throw new RunStop('load', 'canonical_write_failed', `storing ${entity} records in the canonical layer failed: ${(err as Error).message}`);
  }
  return storedBatch(entity, records.length, summary);
}

/** Applies deletions the source reported (or a resync found) to the canonical layer; a failure stops the run at `load`. */
async function storeDeletions(scope: StageScope, deletions: readonly SourceDeletion[]): Promise<StoredBatch> {
  const { ctx, options, entity } = scope;
  let summary;
  try {
    const incoming = deletions.map((d) => (d.deleted_at ? { externalId: d.external_id, deletedAt: d.deleted_at } : { externalId: d.external_id }));
    summary = await deleteCanonical(options.knex, { customerId: ctx.run.customer_id, entity, system: ctx.source.connector.type }, incoming, {
      inTransaction: (trx, s) => noteRecordChanges(trx, { runId: ctx.run.id, entity, known: scope.recordChanges }, s),
    });
  } catch (err) {
    throw new RunStop('load', 'canonical_write_failed', `deleting ${entity} records in the canonical layer failed: ${(err as Error).message}`);
  }
  return { entity, size: deletions.length, rejected: [], stored: [], records: toWriteRecords(entity, summary.rows), deleted: summary.applied };
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
    if (page.length === 0) {
      await dropUnmet(options.knex, { customerId: where.customerId, flowId: where.flowId, entity, runId: where.runId });
      return true;
    }
    after = page[page.length - 1]!.external_id;
    const batch = await observed(options.observer, stageEvent(scope, 'store', nextSeq()), () => storeDeletions(scope, page), (b) => b.size);
    if (!(await out.push({ type: 'stored', batch }))) return false;
    stopIfInterrupted(options, 'load');
  }
}

/** Stores each batch of `input` in the canonical layer, in order, and passes it on to `out`. */
export async function storeStage(scope: StageScope, input: BoundedQueue<ReadStep>, out: BoundedQueue<StoredStep>): Promise<void> {
  const { options } = scope;
  let seq = 0;
  const store = (work: () => Promise<StoredBatch>) => observed(options.observer, stageEvent(scope, 'store', ++seq), work, (b) => b.size);
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
      passed = { type: 'stored', batch: await store(() => storeDeletions(scope, step.deletions)) };
    } else {
      passed = { type: 'stored', batch: await store(() => storeBatch(scope, step)) };
    }
    if (!(await out.push(passed))) return;
  }
  out.close();
}
