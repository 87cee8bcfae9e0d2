// A run's read positions, per entity: where its read starts, and the positions the source emits, saved once every
// record read before them is committed in both the canonical layer and the destination. Positions travel through
// the pipeline's queues behind the records read before them and are saved in line by the write stage (write.ts) with
// the run's counts up to them, at most one every SLUICE_RUN_CHECKPOINT_MS and the last one always, so a resumed attempt
// repeats at most the batches of that time and those in flight, and counts none twice. A resync keeps its positions
// apart, per run: it resumes from them after a crash, and they replace the flow's only when it completes (in the
// transaction that finishes the run), so a failed or cancelled resync leaves the flow's positions as they were. The
// rows are domain/flows/checkpoints.ts's.
import type { Knex } from 'knex';
import type { JsonValue } from '@sluice/connector-sdk';
import { dropResyncCheckpoints, promoteResyncCheckpoints, readCheckpoint, saveCheckpoint } from '../domain/flows/checkpoints.js';
import type { RunProgress } from '../domain/runs/progress.js';
import { observed } from './observer.js';
import type { RunContext } from './runContext.js';
import { RunInterrupted } from './runStop.js';
import { stageEvent, type StageScope } from './stage.js';
import type { RunTally } from './tally.js';

function flowEnds(ctx: RunContext) {
  return { customerId: ctx.run.customer_id, id: ctx.flowId, sourceConnectorId: ctx.source.connector.id, destinationConnectorId: ctx.destination.connector.id };
}

/** Where the run's read of `entity` starts: the flow's position, or for a resync its own (none at first). */
export function startingPosition(knex: Knex, ctx: RunContext, entity: string): Promise<JsonValue | null> {
  return readCheckpoint(knex, { customerId: ctx.run.customer_id, id: ctx.flowId }, entity, ctx.resync ? ctx.run.id : undefined);
}

/**
 * The positions of one entity's read as the write stage reaches them. Each save is a transaction of its own (the
 * flow's definition checked, the run's counts, the position), so the entity's first position is saved at once (a
 * small run's only one is not held back until its source says it has no more), a later one reached less than
 * `checkpointMs` after the last save waits, replaced by any later one, and the last one reached is saved when the
 * entity's move ends (`flush`), however it ends: its records are committed in both either way. A waiting position
 * keeps the run's counts as they were when it was reached, so a worker that dies repeats at most `checkpointMs` of
 * batches on resumption, and counts none twice.
 */
export class CheckpointSaver {
  private saved = 0;
  private lastSave = -Infinity;
  private waiting: { cursor: JsonValue; progress: RunProgress } | undefined;

  constructor(
    private readonly scope: StageScope,
    private readonly tally: RunTally,
  ) {}

  /**
   * The write stage reached `cursor`: saved now when the last save is `checkpointMs` old, else it waits. False when
   * the flow was redefined meanwhile (nothing saved); throws RunInterrupted when the run is no longer this attempt's.
   */
  reached(cursor: JsonValue): Promise<boolean> {
    this.waiting = { cursor, progress: this.tally.snapshot() };
    if (Date.now() - this.lastSave < (this.scope.options.checkpointMs ?? 0)) return Promise.resolve(true);
    return this.flush();
  }

  /** Saves the position waiting, if one is (see `reached` for what it answers). */
  async flush(): Promise<boolean> {
    const { waiting } = this;
    if (!waiting) return true;
    this.waiting = undefined;
    this.lastSave = Date.now();
    const { ctx, options, entity } = this.scope;
    const run = { id: ctx.run.id, attempts: ctx.run.attempts, progress: waiting.progress, resync: ctx.resync };
    const save = async () => {
      const outcome = await saveCheckpoint(options.knex, { flow: flowEnds(ctx), entity, checkpoint: waiting.cursor, run });
      if (outcome === 'lost') throw new RunInterrupted('the run is no longer this worker’s');
      return outcome === 'saved';
    };
    return observed(options.observer, stageEvent(this.scope, 'checkpoint', ++this.saved), save, () => 0);
  }
}

/**
 * A completed resync's positions become the flow's, in the transaction that finishes the run, unless the flow was
 * redefined meanwhile (another source or destination): those positions are not the new definition's.
 */
export async function promoteResync(trx: Knex.Transaction, ctx: RunContext): Promise<void> {
  await promoteResyncCheckpoints(trx, ctx.run.id, flowEnds(ctx));
}

/** A finished resync's own positions: moved to the flow's already if it completed, of no use if it did not. */
export async function dropResyncPositions(knex: Knex, run: { customer_id: string; id: string }): Promise<void> {
  await dropResyncCheckpoints(knex, run.customer_id, run.id);
}
