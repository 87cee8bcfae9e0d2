// Runs are kept SLUICE_RUN_RETENTION_DAYS after they end (succeeded, partial, failed or cancelled), then deleted by
// the pruner (jobs/pruner.ts); each flow's latest RUNS_KEPT_PER_FLOW ended runs stay whatever their age, so a flow
// that runs rarely still shows how its last runs went, and a queued or running run is never deleted. A run's
// resync positions and notes (run_checkpoints, resync_seen) go with it (ON DELETE CASCADE). A retry outlives the run
// it retried: its foreign key clears its retry_of (ON DELETE SET NULL (retry_of), migration 015), rather than the
// reference keeping a run the retention says is gone, or holding up the delete.
//
// The pruner sweeps ended runs in the order they ended (runs_ended, migration 017), a batch at a time, so no
// statement holds many rows; each batch starts where the last one stopped. A sweep resumes across passes, so the
// runs kept for their flow are looked at once per sweep, not once per pass.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';

export const DEFAULT_RUN_RETENTION_DAYS = 30;
/** Ended runs of each flow kept whatever their age. */
export const RUNS_KEPT_PER_FLOW = 10;

/** Where a sweep stopped: the last ended run it looked at. */
export interface SweepPosition {
  finished_at: string;
  id: string;
}

export interface RunPruning {
  retentionDays: number;
  /** Where to go on from; null or absent: the run that ended first. */
  from?: SweepPosition | null;
  /** Runs looked at per batch. */
  batch?: number;
  /** Batches at most in this call: a call's work stays bounded, and the sweep goes on in the next. */
  maxBatches?: number;
}

// The statuses of an ended run, as runs_ended's predicate names them, so that the index serves the sweep.
const ENDED = `('succeeded', 'partial', 'failed', 'cancelled')`;

/**
 * Deletes the runs past their retention, from `from` on, up to `maxBatches` batches of `batch` runs looked at;
 * answers how many it deleted and where to go on (null: the sweep reached the runs still within retention).
 */
export async function pruneRuns(knex: Knex, { retentionDays, from = null, batch = 1000, maxBatches = 50 }: RunPruning): Promise<{ deleted: number; next: SweepPosition | null }> {
  let deleted = 0;
  let position = from;
  for (let i = 0; i < maxBatches; i++) {
    const step = await pruneBatch(knex, { retentionDays, after: position, batch });
    deleted += step.deleted;
    if (step.next === null) return { deleted, next: null };
    position = step.next;
  }
  return { deleted, next: position };
}

interface Looked {
  customer_id: string;
  id: string;
  finished_at: string;
  doomed: boolean;
}

/**
 * Looks at the next `batch` runs, then deletes the doomed ones in one statement. Only those are locked (by the
 * DELETE): a run that has ended never changes again, and the latest runs of a flow only get newer, so a run found
 * doomed stays doomed. Locking every run looked at would write a lock into each kept run's row on every sweep.
 */
async function pruneBatch(knex: Knex, { retentionDays, after, batch }: { retentionDays: number; after: SweepPosition | null; batch: number }) {
  const looked = await lookAtEndedRuns(knex, { retentionDays, after, batch });
  const doomed = looked.filter((run) => run.doomed);
  const deleted =
    doomed.length === 0
      ? 0
      : affected(
          await knex.raw(`DELETE FROM runs WHERE status IN ${ENDED} AND (customer_id, id) IN (SELECT * FROM unnest(?::text[], ?::text[]))`, [
            doomed.map((run) => run.customer_id),
            doomed.map((run) => run.id),
          ]),
        );
  const last = looked.at(-1);
  return { deleted, next: looked.length < batch || !last ? null : { finished_at: last.finished_at, id: last.id } };
}

/**
 * The next `batch` runs that ended before the retention's cutoff, after `after`, each marked doomed unless it is
 * among its flow's latest kept. now() rather than clock_timestamp(): a volatile bound could not limit the index scan.
 */
async function lookAtEndedRuns(knex: Knex, { retentionDays, after, batch }: { retentionDays: number; after: SweepPosition | null; batch: number }): Promise<Looked[]> {
  const { rows } = (await knex.raw(
    `SELECT r.customer_id, r.id, r.finished_at,
            coalesce((r.created_at, r.id) < (
              SELECT k.created_at, k.id FROM runs k
               WHERE k.customer_id = r.customer_id AND k.flow_id = r.flow_id AND k.status IN ${ENDED}
               ORDER BY k.created_at DESC, k.id DESC
               OFFSET ? LIMIT 1
            ), false) AS doomed
       FROM runs r
      WHERE r.status IN ${ENDED} AND r.finished_at < now() - make_interval(days => ?)
        ${after ? 'AND (r.finished_at, r.id) > (?::timestamptz, ?)' : ''}
      ORDER BY r.finished_at, r.id
      LIMIT ?`,
    [RUNS_KEPT_PER_FLOW - 1, retentionDays, ...(after ? [after.finished_at, after.id] : []), batch],
  )) as { rows: Looked[] };
  return rows;
}
