// A flow's saved read position per entity. Saved only after every record before it is committed in both the
// canonical layer and the destination, so a resumed read repeats at most one batch and never skips one.
import type { Knex } from 'knex';
import type { JsonValue } from '@sluice/connector-sdk';

export async function loadCheckpoint(knex: Knex, flowId: string, entity: string): Promise<JsonValue | null> {
  const row = (await knex('flow_checkpoints').where({ flow_id: flowId, entity }).first('checkpoint')) as { checkpoint: JsonValue } | undefined;
  return row ? row.checkpoint : null;
}

export async function saveCheckpoint(knex: Knex, flowId: string, entity: string, checkpoint: JsonValue): Promise<void> {
  await knex.raw(
    `INSERT INTO flow_checkpoints (flow_id, entity, checkpoint) VALUES (?, ?, ?::jsonb)
     ON CONFLICT (flow_id, entity) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = clock_timestamp()`,
    [flowId, entity, JSON.stringify(checkpoint)],
  );
}
