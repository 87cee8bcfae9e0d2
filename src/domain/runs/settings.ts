// How runs execute and are scheduled; loadConfig fills these from SLUICE_RUN_* and SLUICE_SCHEDULE* variables.
import type { IntervalOverrides } from '../flows/schedules.js';

export interface RunSettings {
  /** Runs one worker process executes at once (SLUICE_RUN_CONCURRENCY). */
  concurrency: number;
  /** Runs of one customer running at once, across every worker (SLUICE_RUN_CONCURRENCY_PER_CUSTOMER). */
  perCustomerConcurrency: number;
  /** A run running longer than this since its first start fails with `timed_out` (SLUICE_RUN_MAX_SECONDS). */
  maxSeconds: number;
  /**
   * A run that reads more records and deletions than this from its source fails with `run_record_limit`
   * (SLUICE_RUN_MAX_RECORDS); counted across resumptions from the run's saved counts.
   */
  maxRecords: number;
  /**
   * A run that reads more bytes of records than this from its source (their JSON text) fails with `run_byte_limit`
   * (SLUICE_RUN_MAX_BYTES); counted per attempt.
   */
  maxBytes: number;
  /** How often a running run records that its worker is alive (SLUICE_RUN_HEARTBEAT_SECONDS). */
  heartbeatSeconds: number;
  /** A running run whose heartbeat is older than this lost its worker and is resumed (SLUICE_RUN_STALE_SECONDS). */
  staleSeconds: number;
  /** Tries of one run (first start plus resumptions after a lost worker) before it is failed (SLUICE_RUN_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Most records upserted and written in one step; larger source batches are split (SLUICE_RUN_BATCH_SIZE). */
  batchSize: number;
  /**
   * Least time between two saves of a run's read position (SLUICE_RUN_CHECKPOINT_MS; 0 saves every one): an
   * entity's first position is saved at once, a later one reached sooner waits for the next, and the last one
   * reached is always saved when the entity's move ends, however it ends (engine/checkpoint.ts).
   */
  checkpointMs: number;
  /**
   * How long a worker with a free slot waits before looking for queued runs again, unless woken
   * (SLUICE_RUN_POLL_MS). A queued run wakes the workers at once (jobs/runWakeUp.ts); the poll is the fallback.
   */
  idlePollMs: number;
  /** How often the scheduler looks for due flows and lost runs (SLUICE_SCHEDULER_TICK_MS). */
  schedulerTickMs: number;
  /** Shortened schedule intervals, e.g. `every_5m=2` (SLUICE_SCHEDULE_INTERVALS; for tests and demos). */
  scheduleIntervals: IntervalOverrides;
}

export const DEFAULT_RUN_SETTINGS: RunSettings = {
  concurrency: 2,
  perCustomerConcurrency: 1,
  maxSeconds: 21_600,
  maxRecords: 10_000_000,
  maxBytes: 10_000_000_000,
  heartbeatSeconds: 5,
  staleSeconds: 60,
  maxAttempts: 3,
  batchSize: 1000,
  checkpointMs: 1000,
  idlePollMs: 500,
  schedulerTickMs: 1000,
  scheduleIntervals: {},
};
