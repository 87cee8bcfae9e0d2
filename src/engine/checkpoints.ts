// A flow's saved read position per entity. Saved only after every record before it is committed in both the
// canonical layer and the destination, so a resumed read repeats at most one batch and never skips one.
import type { Knex } from 'knex';
import type { JsonValue } from '@sluice/connector-sdk';
import { affected } from '../db/affected.js';
import { MAX_KEPT_ERRORS, type RunProgress } from '../domain/runs/lifecycle.js';
import { RunInterrupted } from './runStop.js';

export async function loadCheckpoint(knex: Knex, flowId: string, entity: string): Promise<JsonValue | null> {
  const row = (await knex('flow_checkpoints').where({ flow_id: flowId, entity }).first('checkpoint')) as { checkpoint: JsonValue } | undefined;
  return row ? row.checkpoint : null;
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
  run?: { id: string; attempts: number; progress: RunProgress },
): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const current = await trx('flows')
      .where({ id: flow.id, source_connector_id: flow.sourceConnectorId, destination_connector_id: flow.destinationConnectorId })
      .whereRaw('? = ANY(entities)', [entity])
      .forShare()
      .first('id');
    if (!current) {
      // A flow deleted under a running run cancelled the run (and removed it): stop rather than read on.
      if (run && !(await trx('runs').where({ id: run.id, status: 'running', attempts: run.attempts }).first('id'))) {
        throw new RunInterrupted('the run is no longer this worker’s');
      }
      return false;
    }
    if (run) {
      const { progress } = run;
      const n = await trx('runs')
        .where({ id: run.id, status: 'running', attempts: run.attempts })
        .update({
          records_processed: progress.processed,
          records_succeeded: progress.succeeded,
          records_failed: progress.failed,
          errors: JSON.stringify(progress.errors.slice(0, MAX_KEPT_ERRORS)),
        });
      // Taken over by another worker (this one was taken for dead): its position is not this attempt's to move.
      if (affected(n) !== 1) throw new RunInterrupted('the run is no longer this worker’s');
    }
    await trx.raw(
      `INSERT INTO flow_checkpoints (flow_id, entity, checkpoint) VALUES (?, ?, ?::jsonb)
       ON CONFLICT (flow_id, entity) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = clock_timestamp()`,
      [flow.id, entity, JSON.stringify(checkpoint)],
    );
    return true;
  });
}
