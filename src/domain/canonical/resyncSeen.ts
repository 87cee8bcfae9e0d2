// Deletions found by a resync: the resync notes every external id the source still has (resync_seen, written with
// each stored batch, so it covers every record before a saved position and survives a crash), and once the source
// has been read to its end, every id this flow last read for the entity that the source no longer has is a
// deletion. Only ids the flow itself last read are candidates (canonical_external_ids.flow_id): another flow's
// records from a source of the same type are not this flow's to delete. The engine applies them in its store
// stage (engine/store.ts).
import type { Knex } from 'knex';
import type { SourceDeletion } from '@sluice/connector-sdk';

export async function noteSeen(knex: Knex, run: { customerId: string; runId: string }, entity: string, externalIds: readonly string[]): Promise<void> {
  if (externalIds.length === 0) return;
  await knex.raw(
    `INSERT INTO resync_seen (customer_id, run_id, entity, external_id) SELECT ?, ?, ?, u.external_id FROM unnest(?::text[]) AS u(external_id)
     ON CONFLICT DO NOTHING`,
    [run.customerId, run.runId, entity, [...new Set(externalIds)]],
  );
}

/** The ids this flow read before that the source no longer has, in pages of `limit`, after `after` (id order). */
export async function missingIds(
  knex: Knex,
  scope: { customerId: string; entity: string; system: string; flowId: string; runId: string },
  after: string | null,
  limit: number,
): Promise<SourceDeletion[]> {
  const { rows } = (await knex.raw(
    `SELECT x.external_id FROM canonical_external_ids x
     WHERE x.customer_id = ? AND x.entity = ? AND x.system = ? AND x.external_id > ? AND x.flow_id = ?
       AND NOT EXISTS (SELECT 1 FROM resync_seen s WHERE s.customer_id = x.customer_id AND s.run_id = ? AND s.entity = x.entity AND s.external_id = x.external_id)
     ORDER BY x.external_id LIMIT ?`,
    [scope.customerId, scope.entity, scope.system, after ?? '', scope.flowId, scope.runId, limit],
  )) as { rows: Array<{ external_id: string }> };
  return rows.map((r) => ({ external_id: r.external_id }));
}

/** A finished resync's notes are of no more use. */
export async function forgetSeen(knex: Knex, customerId: string, runId: string): Promise<void> {
  await knex('resync_seen').where({ customer_id: customerId, run_id: runId }).delete();
}
