// The write stage: each stored batch to the destination, through one write session per entity, and each
// checkpoint behind it handed to checkpoint.ts, so a position is saved only once every record read before it is
// committed in both the canonical layer and the destination. A record the destination rejects is a `load` record
// error and does not fail the run; write results asking for a retry, and transient failures, are retried a few
// times with a pause. The batch's records are counted in the run's tally once written.
import type { WriteRecord, WriteResult } from '@sluice/connector-sdk';
import type { EntityType } from '../domain/canonical/entities.js';
import type { CallScope, ConnectorRuntime, PluginWriter } from '../runtime/runtime.js';
import type { BoundedQueue } from './boundedQueue.js';
import { CheckpointSaver } from './checkpoint.js';
import { observed } from './observer.js';
import type { RunEndpoint } from './runContext.js';
import { RunStop, isConnectorFailure } from './runStop.js';
import { recordRef, stageEvent, stopIfInterrupted, type StageScope } from './stage.js';
import type { StoredBatch, StoredStep } from './store.js';
import type { RunTally } from './tally.js';

/** Tries of one write (the first and the retries), for `retry` results and transient failures. */
const WRITE_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The destination's write session for one entity of a run: one plugin process for all its batches, opened as the
 * entity's move starts (`open`, so the destination's process starts while the source's reads its first batch
 * instead of after it) and opened again after a failure ended it.
 */
export class EntityWriter {
  private session: Promise<PluginWriter> | undefined;

  constructor(
    private readonly runtime: ConnectorRuntime,
    private readonly destination: RunEndpoint,
    private readonly entity: EntityType,
    private readonly scope: CallScope,
  ) {}

  /** Starts opening the session; a failure to open is the first write's to report. */
  open(): void {
    const { type, connector, credentials } = this.destination;
    this.session ??= this.runtime.openWriter({ type, config: connector.config, credentials }, this.entity, this.scope);
    this.session.catch(() => {});
  }

  async write(records: WriteRecord[]): Promise<WriteResult[]> {
    this.open();
    const opening = this.session!;
    try {
      return await (await opening).write(records);
    } catch (err) {
      if (this.session === opening) this.session = undefined;
      throw err;
    }
  }

  close(): void {
    void this.session?.then((s) => s.close(), () => {});
    this.session = undefined;
  }
}

/** Writes `records`, retrying what the destination asks to retry; the final result per canonical_id. */
async function write(scope: StageScope, writer: EntityWriter, records: WriteRecord[]): Promise<Map<string, WriteResult>> {
  const { ctx, options } = scope;
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
      throw RunStop.fromPlugin('load', ctx.destination.connector.id, 'destination', err);
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

/** Counts a written batch in `tally`: its rejected records, its deletions, and each record's destination outcome. */
function count(tally: RunTally, batch: StoredBatch, outcomes: ReadonlyMap<string, WriteResult>): void {
  const counted = new Set<string>();
  for (const { externalId, canonicalId } of batch.stored) {
    counted.add(canonicalId);
    const outcome = outcomes.get(canonicalId);
    if (outcome && outcome.status !== 'ok') {
      tally.recordFailed(batch.entity, {
        code: 'destination_rejected',
        message: `canonical record ${canonicalId}: ${outcome.reason}`,
        stage: 'load',
        record_ref: recordRef(batch.entity, externalId),
      });
    } else {
      // Written, or merged away by a concurrent writer since (its survivor is written by that writer's run).
      tally.ok(batch.entity);
    }
  }
  // Records no source record of the batch ended in (tombstones, records a deletion changed): only failures count.
  for (const record of batch.records) {
    const outcome = outcomes.get(record.canonical_id);
    if (counted.has(record.canonical_id) || !outcome || outcome.status === 'ok') continue;
    tally.recordFailed(batch.entity, {
      code: 'destination_rejected',
      message: `canonical record ${record.canonical_id}${record.deleted_at ? ' (a deletion)' : ''}: ${outcome.reason}`,
      stage: 'load',
      record_ref: recordRef(batch.entity, record.canonical_id),
    });
  }
}

/** Writes a stored batch to the destination and counts its records in `tally`. */
export async function writeBatch(scope: StageScope, writer: EntityWriter, tally: RunTally, batch: StoredBatch): Promise<void> {
  for (const error of batch.rejected) tally.recordFailed(batch.entity, error);
  tally.recordsDeleted(batch.entity, batch.deleted);
  if (batch.records.length === 0) return;
  count(tally, batch, await write(scope, writer, batch.records));
}

/**
 * Writes each stored batch to the destination and hands each checkpoint to the saver (checkpoint.ts), which saves the
 * last one reached when the stage ends, however it ends. Answers false when a checkpoint could not be saved because
 * the flow was redefined meanwhile: what this run reads now belongs to the old definition.
 */
export async function writeStage(scope: StageScope, writer: EntityWriter, tally: RunTally, input: BoundedQueue<StoredStep>): Promise<boolean> {
  const checkpoints = new CheckpointSaver(scope, tally);
  try {
    if (!(await writeAll(scope, input, { writer, tally, checkpoints }))) return false;
  } catch (err) {
    // The position reached last is committed in both whatever stopped the stage; a failure to save it (the run lost,
    // the database gone) leaves the one saved before, and the stage's own error is the one to report.
    await checkpoints.flush().catch(() => {});
    throw err;
  }
  return checkpoints.flush();
}

/** The stage's loop: false as soon as a checkpoint finds the flow redefined. */
async function writeAll(
  scope: StageScope,
  input: BoundedQueue<StoredStep>,
  { writer, tally, checkpoints }: { writer: EntityWriter; tally: RunTally; checkpoints: CheckpointSaver },
): Promise<boolean> {
  const { options } = scope;
  let batches = 0;
  for (;;) {
    const next = await input.pop();
    if (next.done) return true;
    const step = next.value;
    if (step.type === 'checkpoint') {
      if (!(await checkpoints.reached(step.cursor))) return false;
    } else {
      const { batch } = step;
      await observed(options.observer, stageEvent(scope, 'write', ++batches), () => writeBatch(scope, writer, tally, batch), () => batch.records.length);
      options.progress?.();
      stopIfInterrupted(options, 'load');
    }
  }
}
