// The read stage: the source plugin's messages for one entity, from the position the run starts at
// (checkpoint.ts). Record and deletion messages are split into batches of at most `batchSize`; records are
// transformed (the flow's mapping overrides) and prepared for the canonical layer here, pure work done while the
// store stage waits on the database with the batch before. Checkpoints travel on behind the records read before them.
// A resync ends its read with a `reconcile` step (store.ts).
import { mapRecord, type JsonValue, type ReadMessage, type SourceDeletion, type SourceRecord } from '@sluice/connector-sdk';
import { canonicalRecordSchema, type EntityType } from '../domain/canonical/entities.js';
import { prepareUpsert, type IncomingRecord, type PreparedUpsert } from '../domain/canonical/upsert/index.js';
import type { BoundedQueue } from './boundedQueue.js';
import { observed } from './observer.js';
import type { RunContext } from './runContext.js';
import { RunStop, isConnectorFailure } from './runStop.js';
import { stageEvent, stopIfInterrupted, type StageScope } from './stage.js';

/** Source records read, transformed, validated and normalized: ready for the store stage. */
export interface ReadBatch {
  records: SourceRecord[];
  /** The batch prepared for the canonical layer, or why preparing it failed (storing it fails the run with it). */
  prepared: PreparedUpsert | Error;
}

export type Checkpoint = { type: 'checkpoint'; cursor: JsonValue };
export type ReadStep =
  | ({ type: 'records' } & ReadBatch)
  | { type: 'deletions'; deletions: SourceDeletion[] }
  /** A resync read the source to its end: find what it no longer has. */
  | { type: 'reconcile' }
  | Checkpoint;

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
 * Transforms `records` (mapping overrides) and prepares them for the canonical layer. A failure is kept for the
 * store stage, so it stops the run where storing the batch would have: in the store stage, at `load`.
 */
export function prepareRecords(ctx: RunContext, entity: EntityType, records: SourceRecord[]): ReadBatch {
  try {
    return { records, prepared: prepareUpsert(entity, ctx.source.connector.type, transform(ctx, entity, records)) };
  } catch (err) {
    return { records, prepared: err instanceof Error ? err : new Error(String(err)) };
  }
}

function recordsIn(result: IteratorResult<ReadMessage>): number {
  if (result.done) return 0;
  const message = result.value;
  return message.type === 'records' ? message.records.length : message.type === 'deletions' ? message.deletions.length : 0;
}

/** The steps one source message becomes: itself (a checkpoint), or its records or deletions in batches. */
function* stepsOf(scope: StageScope, message: ReadMessage): Generator<ReadStep> {
  const { ctx, options, entity } = scope;
  if (message.type === 'checkpoint') {
    yield message;
  } else if (message.type === 'deletions') {
    for (let start = 0; start < message.deletions.length; start += options.batchSize) {
      yield { type: 'deletions', deletions: message.deletions.slice(start, start + options.batchSize) };
    }
  } else {
    for (let start = 0; start < message.records.length; start += options.batchSize) {
      yield { type: 'records', ...prepareRecords(ctx, entity, message.records.slice(start, start + options.batchSize)) };
    }
  }
}

/** Reads the source to its end (or until `out` is cancelled), then closes `out`. */
export async function readStage(scope: StageScope, reader: AsyncIterator<ReadMessage>, out: BoundedQueue<ReadStep>): Promise<void> {
  const { ctx, options } = scope;
  for (let seq = 1; ; seq++) {
    let next: IteratorResult<ReadMessage>;
    try {
      next = await observed(options.observer, stageEvent(scope, 'read', seq), () => reader.next(), recordsIn);
    } catch (err) {
      // The read was stopped for the run's deadline (PipelineOptions.stopReading): the run timed out, whatever the
      // stopped plugin's own failure says.
      if (options.stopReading?.aborted) stopIfInterrupted(options, 'extract');
      if (isConnectorFailure(err)) throw RunStop.fromPlugin('extract', ctx.source.connector.id, 'source', err);
      throw err;
    }
    if (next.done) break;
    options.budget?.take(next.value);
    for (const step of stepsOf(scope, next.value)) {
      if (!(await out.push(step))) return;
    }
    stopIfInterrupted(options, 'extract');
  }
  if (ctx.resync && !(await out.push({ type: 'reconcile' }))) return;
  out.close();
}
