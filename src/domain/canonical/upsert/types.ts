// The shapes upsertCanonical takes and answers, and the stored-record shapes its steps (storedState, plan, write) share.
import type { EntityType } from '../entities.js';
import type { CanonicalRow } from '../repository.js';

export interface IncomingRecord {
  /** The writing system's id of the record. */
  externalId: string;
  /** The record: the entity's fields and last_source_update_at (see canonicalRecordSchema). */
  record: Record<string, unknown>;
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged' | 'rejected';

export interface UpsertResult {
  externalId: string;
  outcome: UpsertOutcome;
  /** The record the incoming one ended in (after any merge in this call); absent when rejected. */
  canonicalId?: string;
  /** Why the record was rejected: messages naming the field. */
  errors?: string[];
}

export interface UpsertSummary {
  results: UpsertResult[];
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** canonical_ids merged into another record by this call. */
  merged: Array<{ mergedId: string; survivorId: string }>;
  /** The stored records this call merged away, as the tombstones they became (`merged_into` set). */
  tombstones: CanonicalRow[];
  /** The updated_at given to every record this call changed. */
  updatedAt: string;
  /**
   * Before this call, the updated_at of each stored record it changed (updated, or merged away): whoever tallies
   * what a series of calls changed can tell a record it already counted.
   */
  priorUpdatedAt: Record<string, string>;
  /**
   * The stored row of every canonical_id `results` names, once each, in the order `results` first names them, as
   * it is after this call (the shape findCanonicalMany answers and recordBuilder consumes).
   */
  rows: CanonicalRow[];
}

/** Whose records a write is about, of which entity, as which system names them. */
export interface CanonicalScope {
  customerId: string;
  entity: EntityType;
  system: string;
}

/** Per field: [source update time, system] of the value held. Decides merges; never returned. */
export type Provenance = [ts: string, system: string];

/** A canonical_records row as the upsert loads it. */
export interface StoredRecord extends CanonicalRow {
  sources: Record<string, Provenance>;
  match_key: string | null;
}
