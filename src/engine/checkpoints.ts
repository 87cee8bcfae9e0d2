// A flow's saved read position per entity. Saved only after every record before it is committed in both the
// canonical layer and the destination, so a resumed read repeats at most the batches that were in flight in the
// pipeline (pipeline.ts) and never skips one. A resync keeps its positions apart, per run: it resumes from them
// after a crash, and they replace the flow's only when the resync completes (promoteResync, in the transaction that
// finishes the run), so a failed or cancelled resync leaves the flow's positions as they were. The rows are
// domain/flows/checkpoints.ts's.
import type { Knex } from 'knex';
import type { JsonValue } from '@sluice/connector-sdk';
import { dropResyncCheckpoints, promoteResyncCheckpoints, readCheckpoint, saveCheckpoint as saveFlowCheckpoint, type FlowEnds } from '../domain/flows/checkpoints.js';
import type { RunProgress } from '../domain/runs/progress.js';
import { RunInterrupted } from './runStop.js';

/** Where a run reads from: the flow's position, or for a resync its own (none at first: from the beginning). */
export async function loadCheckpoint(knex: Knex, flowId: string, entity: string, resyncRunId?: string): Promise<JsonValue | null> {
  return readCheckpoint(knex, flowId, entity, resyncRunId);
}

/** A completed resync's positions become the flow's, unless the flow was redefined meanwhile. */
export async function promoteResync(trx: Knex.Transaction, runId: string, flow: FlowEnds): Promise<void> {
  await promoteResyncCheckpoints(trx, runId, flow);
}

/** A finished resync's own positions: moved to the flow's already if it completed, of no use if it did not. */
export async function dropResyncPositions(knex: Knex, runId: string): Promise<void> {
  await dropResyncCheckpoints(knex, runId);
}

/**
 * Saves a position; false once the flow was redefined meanwhile (nothing saved). Throws RunInterrupted when the run
 * is no longer this attempt's.
 */
export async function saveCheckpoint(
  knex: Knex,
  save: { flow: FlowEnds; entity: string; checkpoint: JsonValue; run?: { id: string; attempts: number; progress: RunProgress; resync?: boolean } },
): Promise<boolean> {
  const saved = await saveFlowCheckpoint(knex, save);
  if (saved === 'lost') throw new RunInterrupted('the run is no longer this worker’s');
  return saved === 'saved';
}
