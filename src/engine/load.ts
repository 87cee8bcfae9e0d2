// One bounded batch of source records, in two steps that a pipelined run overlaps (pipeline.ts): `storeBatch`
// transforms it (mapping overrides) and stores it in the canonical layer, which validates and dedupes; `writeBatch`
// writes the canonical records it ended in to the destination and counts the batch. A record the canonical layer
// rejects is a `transform` record error; one the destination rejects is a `load` record error. Neither fails the
// run. Write results asking for a retry are retried a few times with a pause. A batch of deletions
// (`storeDeletions`) goes the same way: the records it changed, live or tombstones, are written to the destination.
import { mapRecord, type SourceRecord, type WriteRecord, type WriteResult } from '@sluice/connector-sdk';
import type { Knex } from 'knex';
import { canonicalRecordSchema, type EntityType } from '../domain/canonical/entities.js';
import { recordBuilder } from '../domain/canonical/repository.js';
import { deleteCanonical, prepareUpsert, upsertPrepared, type IncomingRecord, type PreparedUpsert } from '../domain/canonical/upsert/index.js';
import type { CanonicalRow } from '../domain/canonical/repository.js';
import type { SourceDeletion } from '@sluice/connector-sdk';
import { noteSeen } from '../domain/canonical/resyncSeen.js';
import type { CallScope, ConnectorRuntime, PluginWriter } from '../runtime/runtime.js';
import { noteRecordChanges } from '../domain/runs/recordChanges.js';
import type { RunError } from '../domain/runs/repository.js';
import type { RunContext, RunEndpoint } from './runContext.js';
import { RunStop, isConnectorFailure } from './runStop.js';
import type { RunTally } from './tally.js';

/** Tries of one write (the first and the retries), for `retry` results and transient failures. */
export const WRITE_ATTEMPTS = 3;

export interface LoadOptions {
  knex: Knex;
  runtime: ConnectorRuntime;
  /** Pause before retry number n (1-based), in ms. */
  retryDelayMs(n: number): number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordRef(entity: string, externalId: string): string {
  return `${entity}:${externalId}`;
}

/** Whether the flow maps fields of `entity` from the source's own fields (`raw`): only then does its read need them. */
export function usesRaw(ctx: RunContext, entity: EntityType): boolean {
  const mapping = ctx.mappings[entity];
  return mapping !== undefined && Object.keys(mapping).length > 0;
}

function transform(ctx: RunContext, entity: EntityType, records: readonly SourceRecord[]): IncomingRecord[] {
  if (!usesRaw(ctx, entity)) return records.map((r) => ({ externalId: r.external_id, record: r.data }));
  const mapping = ctx.mappings[entity]!;
  const schema = canonicalRecordSchema(entity);
  return records.map((r) => ({ externalId: r.external_id, record: { ...r.data, ...mapRecord(schema, r.raw ?? {}, mapping) } }));
}

/**
 * The destination's write session for one entity of a run: one plugin process for all its batches, opened on the
 * first write and opened again after a failure ended it.
 */
export class EntityWriter {
  private session: PluginWriter | undefined;

  constructor(
    private readonly runtime: ConnectorRuntime,
    private readonly destination: RunEndpoint,
    private readonly entity: EntityType,
    private readonly scope: CallScope,
  ) {}

  async write(records: WriteRecord[]): Promise<WriteResult[]> {
    const { type, connector, credentials } = this.destination;
    this.session ??= await this.runtime.openWriter(type, connector.config, credentials, this.entity, this.scope);
    try {
      return await this.session.write(records);
    } catch (err) {
      this.session = undefined;
      throw err;
    }
  }

  close(): void {
    this.session?.close();
    this.session = undefined;
  }
}

/** Writes `records`, retrying what the destination asks to retry; the final result per canonical_id. */
async function write(ctx: RunContext, options: LoadOptions, writer: EntityWriter, records: WriteRecord[]): Promise<Map<string, WriteResult>> {
  const { destination } = ctx;
  const final = new Map<string, WriteResult>();
  let pending = records;
  for (let attempt = 1; pending.length > 0; attempt++) {
    let results: WriteResult[];
    try {
      results = await writer.write(pending);
    } catch (err) {
      if (!isConnectorFailure(err)) throw err;
      if (err.kind === 'transient' && attempt < WRITE_ATTEMPTS) {
        await sleep(options.retryDelayMs(attempt));
        continue;
      }
      throw RunStop.fromPlugin('load', destination.connector.id, 'destination', err);
    }
    const again: WriteRecord[] = [];
    results.forEach((result, i) => {
      const record = pending[i]!;
      if (result.status === 'retry' && attempt < WRITE_ATTEMPTS) again.push(record);
      else if (result.status === 'retry') final.set(record.canonical_id, { status: 'rejected', reason: `still asked to retry after ${WRITE_ATTEMPTS} attempts: ${result.reason}` });
      else final.set(record.canonical_id, result);
    });
    pending = again;
    if (pending.length > 0) await sleep(options.retryDelayMs(attempt));
  }
  return final;
}

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

function toWriteRecords(entity: EntityType, rows: readonly CanonicalRow[]): WriteRecord[] {
  const build = recordBuilder(entity);
  return rows.map((row) => build(row) as WriteRecord);
}

/** Source records read, transformed, validated and normalized: ready for storeBatch. */
export interface ReadBatch {
  records: SourceRecord[];
  /** The batch prepared for the canonical layer, or why preparing it failed (storeBatch fails the run with it). */
  prepared: PreparedUpsert | Error;
}

/**
 * Transforms `records` (mapping overrides) and prepares them for the canonical layer: pure work, which the read stage
 * does while the store stage waits on the database with the batch before. A failure is kept for storeBatch, so it
 * stops the run where storing the batch would have: in the store stage, at `load`.
 */
export function prepareRecords(ctx: RunContext, entity: EntityType, records: SourceRecord[]): ReadBatch {
  try {
    return { records, prepared: prepareUpsert(entity, ctx.source.connector.type, transform(ctx, entity, records)) };
  } catch (err) {
    return { records, prepared: err instanceof Error ? err : new Error(String(err)) };
  }
}

/** Stores a prepared batch in the canonical layer; a failure stops the run at `load`. */
export async function storeBatch(ctx: RunContext, options: Pick<LoadOptions, 'knex'>, entity: EntityType, { records, prepared }: ReadBatch): Promise<StoredBatch> {
  const { knex } = options;
  let summary;
  try {
    if (prepared instanceof Error) throw prepared;
    summary = await upsertPrepared(knex, ctx.run.customer_id, prepared, {
      flowId: ctx.flowId,
      // What the batch changed joins the run's tally in the batch's own transaction (records.changed).
      inTransaction: (trx, s) => noteRecordChanges(trx, ctx.run.id, entity, s.updatedAt, [...s.rows, ...s.tombstones], s.priorUpdatedAt),
    });
    // A resync remembers every id the source still has (rejected records too: they exist in the source).
    if (ctx.resync) await noteSeen(knex, ctx.run.id, entity, records.map((r) => r.external_id));
  } catch (err) {
    throw new RunStop('load', 'canonical_write_failed', `storing ${entity} records in the canonical layer failed: ${(err as Error).message}`);
  }
  const batch: StoredBatch = { entity, size: records.length, rejected: [], stored: [], records: [], deleted: 0 };
  for (const result of summary.results) {
    if (result.outcome === 'rejected' || !result.canonicalId) {
      batch.rejected.push({ code: 'invalid_record', message: (result.errors ?? ['rejected']).join('; '), stage: 'transform', record_ref: recordRef(entity, result.externalId) });
    } else {
      batch.stored.push({ externalId: result.externalId, canonicalId: result.canonicalId });
    }
  }
  // summary.rows holds each record the batch ended in once (a record merged into another within this batch
  // answers with the survivor's id), as stored: nothing to read back. Tombstones of merged-away records follow.
  batch.records = toWriteRecords(entity, batch.stored.length === 0 ? summary.tombstones : [...summary.rows, ...summary.tombstones]);
  return batch;
}

/** Applies deletions the source reported (or a resync found) to the canonical layer; a failure stops the run at `load`. */
export async function storeDeletions(ctx: RunContext, options: Pick<LoadOptions, 'knex'>, entity: EntityType, deletions: readonly SourceDeletion[]): Promise<StoredBatch> {
  let summary;
  try {
    const incoming = deletions.map((d) => (d.deleted_at ? { externalId: d.external_id, deletedAt: d.deleted_at } : { externalId: d.external_id }));
    summary = await deleteCanonical(options.knex, ctx.run.customer_id, entity, ctx.source.connector.type, incoming, {
      inTransaction: (trx, s) => noteRecordChanges(trx, ctx.run.id, entity, s.updatedAt, s.rows, s.priorUpdatedAt),
    });
  } catch (err) {
    throw new RunStop('load', 'canonical_write_failed', `deleting ${entity} records in the canonical layer failed: ${(err as Error).message}`);
  }
  return { entity, size: deletions.length, rejected: [], stored: [], records: toWriteRecords(entity, summary.rows), deleted: summary.applied };
}

/** Writes a stored batch to the destination and counts its records in `tally`. */
export async function writeBatch(ctx: RunContext, options: LoadOptions, writer: EntityWriter, tally: RunTally, batch: StoredBatch): Promise<void> {
  for (const error of batch.rejected) tally.recordFailed(error);
  tally.recordsDeleted(batch.deleted);
  if (batch.records.length === 0) return;
  const outcomes = await write(ctx, options, writer, batch.records);
  const counted = new Set<string>();
  for (const { externalId, canonicalId } of batch.stored) {
    counted.add(canonicalId);
    const outcome = outcomes.get(canonicalId);
    if (outcome && outcome.status !== 'ok') {
      tally.recordFailed({
        code: 'destination_rejected',
        message: `canonical record ${canonicalId}: ${outcome.reason}`,
        stage: 'load',
        record_ref: recordRef(batch.entity, externalId),
      });
    } else {
      // Written, or merged away by a concurrent writer since (its survivor is written by that writer's run).
      tally.ok();
    }
  }
  // Records no source record of the batch ended in (tombstones, records a deletion changed): only failures count.
  for (const record of batch.records) {
    const outcome = outcomes.get(record.canonical_id);
    if (counted.has(record.canonical_id) || !outcome || outcome.status === 'ok') continue;
    tally.recordFailed({
      code: 'destination_rejected',
      message: `canonical record ${record.canonical_id}${record.deleted_at ? ' (a deletion)' : ''}: ${outcome.reason}`,
      stage: 'load',
      record_ref: recordRef(batch.entity, record.canonical_id),
    });
  }
}
