// A run's counts, in all and per entity, and its first record errors, as they grow batch by batch.
import { MAX_KEPT_ERRORS, type RunProgress } from '../domain/runs/progress.js';
import type { EntityCounts, RunError, RunStage } from '../domain/runs/repository.js';

/** Distinct reasons (code and message) counted; a run failing for more reasons than this counts only these. */
const MAX_REASONS = 1000;

/** One reason records failed for, and how many failed for it. */
export interface FailureReason {
  code: string;
  message: string;
  stage: RunStage | null;
  count: number;
}

export class RunTally implements RunProgress {
  processed: number;
  succeeded: number;
  failed: number;
  deleted: number;
  errors: RunError[];
  /** Failed records per error code, all of them (errors keeps only the first MAX_KEPT_ERRORS). */
  readonly errorCounts: Record<string, { message: string; count: number }> = {};
  /** Failed records per code and message (the first MAX_REASONS of them). */
  private readonly reasons = new Map<string, FailureReason>();
  /** Failed records per stage they failed at. */
  private readonly failedAt: Record<RunStage, number> = { extract: 0, transform: 0, load: 0 };
  /** The counts per entity, in the order the run began moving them (a Map keeps its insertion order). */
  private readonly perEntity = new Map<string, EntityCounts>();

  /** Starts from a resumed run's saved progress, or from zero. */
  constructor(from?: Partial<RunProgress>) {
    this.processed = from?.processed ?? 0;
    this.succeeded = from?.succeeded ?? 0;
    this.failed = from?.failed ?? 0;
    this.deleted = from?.deleted ?? 0;
    this.errors = [...(from?.errors ?? [])];
    for (const e of this.errors) if (e.record_ref !== null) this.count(e);
    for (const c of from?.entities ?? []) this.perEntity.set(c.entity, { ...c });
  }

  /** The counts of `entity`, listed from now on (with zeros until it moves a record). */
  entity(entity: string): EntityCounts {
    let counts = this.perEntity.get(entity);
    if (!counts) {
      counts = { entity, records_processed: 0, records_succeeded: 0, records_failed: 0, records_deleted: 0 };
      this.perEntity.set(entity, counts);
    }
    return counts;
  }

  private count(error: RunError): void {
    const c = (this.errorCounts[error.code] ??= { message: error.message, count: 0 });
    c.count += 1;
    if (error.stage !== null) this.failedAt[error.stage] += 1;
    const key = `${error.code}\u0000${error.message}`;
    const reason = this.reasons.get(key);
    if (reason) reason.count += 1;
    else if (this.reasons.size < MAX_REASONS) this.reasons.set(key, { code: error.code, message: error.message, stage: error.stage, count: 1 });
  }

  /** `count` records of `entity` stored and written. */
  ok(entity: string, count = 1): void {
    this.processed += count;
    this.succeeded += count;
    const counts = this.entity(entity);
    counts.records_processed += count;
    counts.records_succeeded += count;
  }

  /** Deletions of `entity` applied to the canonical layer (not records processed: they count apart). */
  recordsDeleted(entity: string, count: number): void {
    this.deleted += count;
    this.entity(entity).records_deleted += count;
  }

  /** A record of `entity` that failed, and why. */
  recordFailed(entity: string, error: RunError): void {
    this.processed += 1;
    this.failed += 1;
    const counts = this.entity(entity);
    counts.records_processed += 1;
    counts.records_failed += 1;
    this.count(error);
    if (this.errors.length < MAX_KEPT_ERRORS) this.errors.push(error);
  }

  /**
   * Whether the run processed records and the canonical layer rejected every one of them (none stored, none refused
   * by the destination instead: a destination's refusals leave a run `partial`).
   */
  allRejected(): boolean {
    return this.processed > 0 && this.succeeded === 0 && this.failed === this.processed && this.failedAt.load === 0;
  }

  /** The `n` reasons most records failed for, the most frequent first. */
  topReasons(n: number): FailureReason[] {
    return [...this.reasons.values()].sort((a, b) => b.count - a.count).slice(0, n);
  }

  snapshot(): RunProgress {
    return {
      processed: this.processed,
      succeeded: this.succeeded,
      failed: this.failed,
      deleted: this.deleted,
      errors: [...this.errors],
      entities: [...this.perEntity.values()].map((c) => ({ ...c })),
    };
  }
}
