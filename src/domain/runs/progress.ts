// A run's progress (record counts, in all and per entity, and its first errors), the one place it is written to and
// read from the run row.
// Progress is saved only with a checkpoint (engine/checkpoint.ts), in the same transaction and fenced to the
// attempt that made it: a resumed attempt starts from both, so no record is counted twice or left out, and the
// reaper finishes a run whose worker died with exactly what its checkpoints cover.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import type { EntityCounts, RunError } from './repository.js';

/** The record errors a run keeps; counts go on past it (top_errors counts every failed record). */
export const MAX_KEPT_ERRORS = 100;

export interface RunProgress {
  processed: number;
  succeeded: number;
  failed: number;
  /** Deletions applied to the canonical layer (none when left out). */
  deleted?: number;
  /** The first record errors so far. */
  errors: RunError[];
  /**
   * The counts per entity, in the order the run moves them (they add up to the counts above); left out, the saved
   * ones stay as they are.
   */
  entities?: EntityCounts[];
}

const NONE: RunProgress = { processed: 0, succeeded: 0, failed: 0, deleted: 0, errors: [], entities: [] };

/** The columns `progress` writes, in the run row's update (here, and where a run ends: lifecycle.ts). */
export function progressColumns(progress: RunProgress): Record<string, unknown> {
  return {
    records_processed: progress.processed,
    records_succeeded: progress.succeeded,
    records_failed: progress.failed,
    records_deleted: progress.deleted ?? 0,
    ...(progress.entities === undefined ? {} : { entity_counts: JSON.stringify(progress.entities) }),
  };
}

/**
 * Saves the progress of attempt `run.attempts`, in the caller's checkpoint transaction. False when that attempt is
 * no longer running (finished, cancelled, or taken over by another worker): nothing is written.
 */
export async function saveProgress(trx: Knex.Transaction, run: { id: string; attempts: number }, progress: RunProgress): Promise<boolean> {
  const n = await trx('runs')
    .where({ id: run.id, status: 'running', attempts: run.attempts })
    .update({ ...progressColumns(progress), errors: JSON.stringify(progress.errors.slice(0, MAX_KEPT_ERRORS)) });
  return affected(n) === 1;
}

/** The progress saved with the run's last checkpoint; none for a run that has no row. */
export async function loadProgress(knex: Knex, runId: string): Promise<RunProgress> {
  const row = (await knex('runs').where({ id: runId }).first('records_processed', 'records_succeeded', 'records_failed', 'records_deleted', 'errors', 'entity_counts')) as
    | { records_processed: number; records_succeeded: number; records_failed: number; records_deleted: number; errors: RunError[]; entity_counts: EntityCounts[] | null }
    | undefined;
  if (!row) return { ...NONE, errors: [], entities: [] };
  return {
    processed: row.records_processed,
    succeeded: row.records_succeeded,
    failed: row.records_failed,
    deleted: row.records_deleted,
    errors: row.errors,
    entities: row.entity_counts ?? [],
  };
}

/** Milliseconds the run has been going since its first start, on the database's clock (0 before it started). */
export async function elapsedMs(knex: Knex, runId: string): Promise<number> {
  const row = (await knex('runs').where({ id: runId }).first(knex.raw('extract(epoch FROM clock_timestamp() - started_at) * 1000 AS ms'))) as
    | { ms: string | number | null }
    | undefined;
  return Number(row?.ms ?? 0);
}
