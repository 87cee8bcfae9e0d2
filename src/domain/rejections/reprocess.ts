// Rejections worth another try, for the run engine (engine/reprocess.ts), and the rows a flow's changes make moot.
//
// A rejection is worth another try once something that decides how its record is read or mapped changed after the
// run that rejected it started (the flow's mappings, its source connector's settings) or reprocessing was asked for:
// the caller passes the latest of those times as `before`. A run never reprocesses the rejections it made itself
// (their mapping is the one it runs with); one it rejects again carries its run and start from then on, and is not
// due again until the next change.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import type { KeptRecord } from './repository.js';

/** Rows deleted per statement when a flow's rejections go. */
const DROP_BATCH = 1000;

export interface DueScope {
  customerId: string;
  flowId: string;
  entity: string;
  /** The run reprocessing them: its own rejections are not due. */
  runId: string;
  /** Rejections by runs that started before this time are due. */
  before: string;
}

/** The kept copies of the due rejections of `entity`, in external id order after `after`, `limit` at most. */
export async function dueRejections(knex: Knex, scope: DueScope, after: string | null, limit: number): Promise<KeptRecord[]> {
  const rows = (await knex('record_rejections')
    .where({ customer_id: scope.customerId, flow_id: scope.flowId, entity: scope.entity, stage: 'transform' })
    .where('external_id', '>', after ?? '')
    .whereNotNull('record')
    .whereNot('run_id', scope.runId)
    .where('run_started_at', '<', knex.raw('?::timestamptz', [scope.before]))
    .orderBy('external_id')
    .limit(limit)
    .select('record')) as Array<{ record: KeptRecord }>;
  return rows.map((r) => r.record);
}

/**
 * After a resync read `entity` to its end: the rejections it did not meet again are of records the source no longer
 * has (every record it read again was stored, which deleted its row, or rejected, which made the row this run's).
 */
export async function dropUnmet(knex: Knex, scope: { customerId: string; flowId: string; entity: string; runId: string }): Promise<number> {
  const where = { customer_id: scope.customerId, flow_id: scope.flowId, entity: scope.entity };
  return dropInBatches(knex, (q) => q.where(where).whereNot('run_id', scope.runId));
}

/**
 * A flow redefined: the rejections of entities it no longer moves, or all of them when it reads another source
 * (their records are that source's; the new one is read from the beginning).
 */
export async function dropRedefined(trx: Knex.Transaction, { customerId, flowId, entities }: { customerId: string; flowId: string; entities?: readonly string[] }): Promise<number> {
  const where = { customer_id: customerId, flow_id: flowId };
  return dropInBatches(trx, (q) => (entities ? q.where(where).whereNotIn('entity', entities) : q.where(where)));
}

async function dropInBatches(knex: Knex, filter: (q: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<number> {
  const key = ['customer_id', 'flow_id', 'entity', 'external_id'];
  let total = 0;
  for (;;) {
    const batch = filter(knex('record_rejections')).select(key).limit(DROP_BATCH);
    const n = affected(await knex('record_rejections').whereIn(key, batch).delete());
    total += n;
    if (n < DROP_BATCH) return total;
  }
}
