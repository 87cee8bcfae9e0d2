// A flow's saved read positions, one per entity (flow_checkpoints), and a resync's own, kept apart per run
// (run_checkpoints) until it completes. A position is saved only while the flow still reads from the source and
// writes to the destination it was read for: a redefinition resets the positions (definition.ts), and a run that
// read under the old definition must not bring them back. The engine decides when to save (engine/checkpoint.ts).
import type { Knex } from 'knex';
import type { JsonValue } from '@sluice/connector-sdk';
import { attemptStanding } from '../runs/lifecycle.js';
import { saveProgress, type RunProgress } from '../runs/progress.js';

/** The flow a position belongs to: its id and the two connectors it was read for. */
export interface FlowEnds {
  customerId: string;
  id: string;
  sourceConnectorId: string;
  destinationConnectorId: string;
}

/** The flow's row while it still has these ends; FOR SHARE waits for a concurrent redefinition to commit. */
function sameFlow(trx: Knex.Transaction, flow: FlowEnds): Knex.QueryBuilder {
  return trx('flows')
    .where({ customer_id: flow.customerId, id: flow.id, source_connector_id: flow.sourceConnectorId, destination_connector_id: flow.destinationConnectorId })
    .forShare();
}

/** Where a run reads from: the flow's position, or for a resync its own (none at first: from the beginning). */
export async function readCheckpoint(knex: Knex, flow: { customerId: string; id: string }, entity: string, resyncRunId?: string): Promise<JsonValue | null> {
  const row = (resyncRunId === undefined
    ? await knex('flow_checkpoints').where({ customer_id: flow.customerId, flow_id: flow.id, entity }).first('checkpoint')
    : await knex('run_checkpoints').where({ customer_id: flow.customerId, run_id: resyncRunId, entity }).first('checkpoint')) as
      | { checkpoint: JsonValue }
      | undefined;
  return row ? row.checkpoint : null;
}

/** Forgets the flow's positions: all of them, or those of entities not in `keep`. */
export async function dropCheckpoints(trx: Knex.Transaction, customerId: string, flowId: string, keep?: readonly string[]): Promise<void> {
  const positions = trx('flow_checkpoints').where({ customer_id: customerId, flow_id: flowId });
  if (keep !== undefined) positions.whereNotIn('entity', keep);
  await positions.delete();
}

/**
 * A completed resync's positions become the flow's (in the caller's finishing transaction), unless the flow was
 * redefined meanwhile (another source or destination): those positions are not the new definition's.
 */
export async function promoteResyncCheckpoints(trx: Knex.Transaction, runId: string, flow: FlowEnds): Promise<void> {
  const current = await sameFlow(trx, flow).first('entities');
  if (current) {
    await trx.raw(
      `INSERT INTO flow_checkpoints (customer_id, flow_id, entity, checkpoint)
       SELECT customer_id, ?, entity, checkpoint FROM run_checkpoints WHERE customer_id = ? AND run_id = ? AND entity = ANY(?::text[])
       ON CONFLICT (customer_id, flow_id, entity) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = clock_timestamp()`,
      [flow.id, flow.customerId, runId, (current as { entities: string[] }).entities],
    );
  }
  await dropResyncCheckpoints(trx, flow.customerId, runId);
}

/** A finished resync's own positions: moved to the flow's already if it completed, of no use if it did not. */
export async function dropResyncCheckpoints(knex: Knex, customerId: string, runId: string): Promise<void> {
  await knex('run_checkpoints').where({ customer_id: customerId, run_id: runId }).delete();
}

/** A position to save, and the run (its attempt and counts so far) that read up to it, if a run did. */
export interface CheckpointToSave {
  flow: FlowEnds;
  entity: string;
  checkpoint: JsonValue;
  run?: { id: string; attempts: number; progress: RunProgress; resync?: boolean };
}

/**
 * `saved`; `redefined` when the flow no longer reads `entity` from these ends (nothing saved); `lost` when the run
 * is no longer this attempt's (taken over by another worker, or cancelled and removed with its flow).
 */
export type CheckpointSaved = 'saved' | 'redefined' | 'lost';

/**
 * Saves a position read from the flow's source for its destination. With a run, the run's counts up to this
 * position are saved in the same transaction, fenced to its attempt: a resumed attempt starts from both, so no
 * record is counted twice or left out.
 */
export async function saveCheckpoint(knex: Knex, save: CheckpointToSave): Promise<CheckpointSaved> {
  const { flow, entity, checkpoint, run } = save;
  return knex.transaction(async (trx) => {
    const current = await sameFlow(trx, flow).whereRaw('? = ANY(entities)', [entity]).first('id');
    if (!current) {
      // A flow deleted under a running run cancelled the run (and removed it): stop rather than read on.
      if (run && !(await attemptStanding(trx, run.id, run.attempts)).mine) return 'lost';
      return 'redefined';
    }
    // Taken over by another worker (this one was taken for dead): its position is not this attempt's to move.
    if (run && !(await saveProgress(trx, run, run.progress))) return 'lost';
    const json = JSON.stringify(checkpoint);
    if (run?.resync) {
      await trx.raw(
        `INSERT INTO run_checkpoints (customer_id, run_id, entity, checkpoint) VALUES (?, ?, ?, ?::jsonb)
         ON CONFLICT (customer_id, run_id, entity) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = clock_timestamp()`,
        [flow.customerId, run.id, entity, json],
      );
      return 'saved';
    }
    await trx.raw(
      `INSERT INTO flow_checkpoints (customer_id, flow_id, entity, checkpoint) VALUES (?, ?, ?, ?::jsonb)
       ON CONFLICT (customer_id, flow_id, entity) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = clock_timestamp()`,
      [flow.customerId, flow.id, entity, json],
    );
    return 'saved';
  });
}
