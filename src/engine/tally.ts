// A run's counts and its first record errors, as they grow batch by batch.
import { MAX_KEPT_ERRORS, type RunProgress } from '../domain/runs/progress.js';
import type { RunError } from '../domain/runs/repository.js';

export class RunTally implements RunProgress {
  processed: number;
  succeeded: number;
  failed: number;
  deleted: number;
  errors: RunError[];
  /** Failed records per error code, all of them (errors keeps only the first MAX_KEPT_ERRORS). */
  readonly errorCounts: Record<string, { message: string; count: number }> = {};

  /** Starts from a resumed run's saved progress, or from zero. */
  constructor(from?: Partial<RunProgress>) {
    this.processed = from?.processed ?? 0;
    this.succeeded = from?.succeeded ?? 0;
    this.failed = from?.failed ?? 0;
    this.deleted = from?.deleted ?? 0;
    this.errors = [...(from?.errors ?? [])];
    for (const e of this.errors) if (e.record_ref !== null) this.count(e);
  }

  private count(error: RunError): void {
    const c = (this.errorCounts[error.code] ??= { message: error.message, count: 0 });
    c.count += 1;
  }

  ok(count = 1): void {
    this.processed += count;
    this.succeeded += count;
  }

  /** Deletions applied to the canonical layer (not records processed: they count apart). */
  recordsDeleted(count: number): void {
    this.deleted += count;
  }

  recordFailed(error: RunError): void {
    this.processed += 1;
    this.failed += 1;
    this.count(error);
    if (this.errors.length < MAX_KEPT_ERRORS) this.errors.push(error);
  }

  snapshot(): RunProgress {
    return { processed: this.processed, succeeded: this.succeeded, failed: this.failed, deleted: this.deleted, errors: [...this.errors] };
  }
}
