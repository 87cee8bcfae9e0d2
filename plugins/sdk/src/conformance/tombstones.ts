// The records the suite writes to check that a destination applies deletions: a record written ok by the fixture's
// batch, turned into a tombstone (as Sluice sends one: its last known fields, no external ids, `deleted_at` set,
// and `merged_into` when it was merged into another record), and the same record alive again.
import type { WriteRecord } from '../types.js';

/** `record` deleted at `at`; merged into the record `mergedInto` names, when given. */
export function tombstoneOf(record: WriteRecord, at: string, mergedInto: string | null = null): WriteRecord {
  return { ...record, external_ids: {}, updated_at: at, deleted_at: at, merged_into: mergedInto };
}

/** `record` alive again after its tombstone (a source holds it again), changed at `at`. */
export function revivedOf(record: WriteRecord, at: string): WriteRecord {
  return { ...record, updated_at: at, deleted_at: null, merged_into: null };
}
