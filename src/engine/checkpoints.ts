// A flow's saved read position per entity. Saved only after every record before it is committed in both the
// canonical layer and the destination, so a resumed read repeats at most the batches that were in flight in the
// pipeline (pipeline.ts) and never skips one. A resync keeps its positions apart, per run (run_checkpoints): it
// resumes from them after a crash, and they replace the flow's only when the resync completes (promoteResync, in
// the transaction that finishes the run), so a failed or cancelled resync leaves the flow's positions as they were.
import type { Knex } from 'knex';
import type { JsonValue } from '@sluice/connector-sdk';
import { attemptStanding } from '../domain/runs/lifecycle.js';
import { saveProgress, type RunProgress } from '../domain/runs/progress.js';
import { RunInterrupted } from './runStop.js';

/** Where a run reads from: the flow's position, or for a resync its own (none at first: from the beginning). */
export async function loadCheckpoint(knex: Knex, flowId: string, entity: string, resyncRunId?: string): Promise<JsonValue | null> {
  const row = (resyncRunId === undefined
    ? await knex('flow_checkpoints').where({ flow_id: flowId, entity }).first('checkpoint')
    : await knex('run_checkpoints').where({ run_id: resyncRunId, entity }).first('checkpoint')) as { checkpoint: JsonValue } | undefined;
  return row ? row.checkpoint : null;
}

/**
 * A completed resync's positions become the flow's (in the caller's finishing transaction), unless the flow was
 * redefined meanwhile (another source or destination): those positions are not the new definition's.
 */
export async function promoteResync(
  trx: Knex.Transaction,
  runId: string,
  flow: { id: string; sourceConnectorId: string; destinationConnectorId: string },
): Promise<void> {
  const current = await trx('flows')
    .where({ id: flow.id, source_connector_id: flow.sourceConnectorId, destination_connector_id: flow.destinationConnectorId })
    .forShare()
    .first('entities');
  if (current) {
    await trx.raw(
      `INSERT INTO flow_checkpoints (flow_id, entity, checkpoint)
       SELECT ?, entity, checkpoint FROM run_checkpoints WHERE run_id = ? AND entity = ANY(?::text[])
       ON CONFLICT (flow_id, entity) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = clock_timestamp()`,
      [flow.id, runId, (current as { entities: string[] }).entities],
    );
  }
  await trx('run_checkpoints').where({ run_id: runId }).delete();
}

/** A finished resync's own positions: moved to the flow's already if it completed, of no use if it did not. */
export async function dropResyncPositions(knex: Knex, runId: string): Promise<void> {
  await knex('run_checkpoints').where({ run_id: runId }).delete();
}

/**
 * Saves a position read from the flow's source for its destination. Saves nothing and answers false once the flow
 * was redefined meanwhile (another source or destination, or `entity` no longer moved: that redefinition reset the
 * positions, and this run's must not bring them back). FOR SHARE waits for a concurrent redefinition to commit.
 * With `run`, the run's counts up to this position are saved in the same transaction, fenced to its attempt: a
 * resumed attempt starts from both, so no record is counted twice or left out.
 */
export async function saveCheckpoint(
  knex: Knex,
  flow: { id: string; sourceConnectorId: string; destinationConnectorId: string },
  entity: string,
  checkpoint: JsonValue,
  run?: { id: string; attempts: number; progress: RunProgress; resync?: boolean },
): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const current = await trx('flows')
      .where({ id: flow.id, source_connector_id: flow.sourceConnectorId, destination_connector_id: flow.destinationConnectorId })
      .whereRaw('? = ANY(entities)', [entity])
      .forShare()
      .first('id');
    if (!current) {
      // A flow deleted under a running run cancelled the run (and removed it): stop rather than read on.
      if (run && !(await attemptStanding(trx, run.id, run.attempts)).mine) {
        throw new RunInterrupted('the run is no longer this worker’s');
      }
      return false;
    }
    // Taken over by another worker (this one was taken for dead): its position is not this attempt's to move.
    if (run && !(await saveProgress(trx, run, run.progress))) throw new RunInterrupted('the run is no longer this worker’s');
    if (run?.resync) {
      await trx.raw(
        `INSERT INTO run_checkpoints (run_id, entity, checkpoint) VALUES (?, ?, ?::jsonb)
         ON CONFLICT (run_id, entity) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = clock_timestamp()`,
        [run.id, entity, JSON.stringify(checkpoint)],
      );
      return true;
    }
    await trx.raw(
      `INSERT INTO flow_checkpoints (flow_id, entity, checkpoint) VALUES (?, ?, ?::jsonb)
       ON CONFLICT (flow_id, entity) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = clock_timestamp()`,
      [flow.id, entity, JSON.stringify(checkpoint)],
    );
    return true;
  });
}
