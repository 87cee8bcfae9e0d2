import type { components } from '../../../../generated/openapi.js';
import type { RejectionRow } from '../../../domain/rejections/repository.js';

export type RecordRejection = components['schemas']['RecordRejection'];

/** A rejection as the API shows it: when it was last and first made, and whether its record was kept. */
export function toRejection(row: RejectionRow): RecordRejection {
  return {
    id: row.id,
    flow_id: row.flow_id,
    run_id: row.run_id,
    entity: row.entity,
    external_id: row.external_id,
    stage: row.stage,
    code: row.code,
    reason: row.reason,
    rejected_at: row.updated_at,
    first_rejected_at: row.created_at,
    record_kept: row.record !== null,
    record_bytes: row.record_bytes,
    record: row.record,
  };
}
