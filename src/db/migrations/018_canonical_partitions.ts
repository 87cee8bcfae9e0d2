// The canonical records and their external ids, hash-partitioned by customer_id (src/db/partitions.ts). A new
// database gets DEFAULT_CANONICAL_PARTITIONS unless the operator chose a count (SLUICE_CANONICAL_PARTITIONS, 0 for
// none). A database that already holds canonical records is left as it is unless a count was chosen: the change
// copies every row under an exclusive lock, which an upgrade must not do unasked (docs/scaling.md).
import type { Knex } from 'knex';
import { DEFAULT_CANONICAL_PARTITIONS, PARTITIONED_TABLES, repartition } from '../partitions.js';

/** The migration, for a chosen partition count or none chosen. */
export function canonicalPartitions(chosen: number | undefined) {
  return {
    async up(knex: Knex): Promise<void> {
      const holdsRecords = (await knex.raw('SELECT EXISTS (SELECT 1 FROM canonical_records) AS any')).rows[0].any as boolean;
      const partitions = chosen ?? (holdsRecords ? 0 : DEFAULT_CANONICAL_PARTITIONS);
      for (const table of PARTITIONED_TABLES) await repartition(knex, table, partitions);
    },
    async down(knex: Knex): Promise<void> {
      for (const table of PARTITIONED_TABLES) await repartition(knex, table, 0);
    },
  };
}
