// What the stages of a run's pipeline share (read.ts, store.ts, write.ts, with checkpoint.ts): the run and entity
// they work on, the options the pipeline was given, how they report an item to the observer, and how they stop.
import type { Knex } from 'knex';
import type { EntityType } from '../domain/canonical/entities.js';
import type { KnownRecordChanges } from '../domain/runs/recordChanges.js';
import type { RunStage } from '../domain/runs/repository.js';
import type { ConnectorRuntime } from '../runtime/runtime.js';
import type { RunObserver, StageEvent } from './observer.js';
import type { ReadBudget } from './readBudget.js';
import type { EntityRejections } from './rejections.js';
import type { RunContext } from './runContext.js';
import { RunInterrupted } from './runStop.js';

export interface PipelineOptions {
  knex: Knex;
  runtime: ConnectorRuntime;
  /** Pause before write retry number n (1-based), in ms. */
  retryDelayMs(n: number): number;
  /** Most records stored and written in one step; a larger source batch is split. */
  batchSize: number;
  /** Least ms between two saves of an entity's read position (checkpoint.ts); absent or 0: every one is saved. */
  checkpointMs?: number;
  /**
   * Asked by the stages between items, with the stage asking (`extract` after a message read, `load` after a batch
   * written): true when the run must stop (the worker is shutting down, lost the run, or the run was cancelled or
   * timed out).
   */
  interrupted(stage: RunStage): boolean;
  /**
   * Aborted once the run must stop even in the middle of a read (its deadline passed): the source's plugin process is
   * stopped at once rather than at the end of a read step that may never answer. Absent: reads end only by
   * themselves or at the plugin time-out.
   */
  stopReading?: AbortSignal;
  /** What the run may still read from its source (SLUICE_RUN_MAX_RECORDS, SLUICE_RUN_MAX_BYTES); absent: no bound. */
  budget?: ReadBudget;
  /** Called after each batch written with the run's progress. */
  progress?(): void;
  /** Told when each stage starts and ends each item. */
  observer?: RunObserver;
}

/** What a stage needs besides its queues. */
export interface StageScope {
  ctx: RunContext;
  options: PipelineOptions;
  entity: EntityType;
  /** The entity's rejected records, noted with each stored batch. */
  rejections: EntityRejections;
  /** What the run's record changes were last known to be (one for the whole run: domain/runs/recordChanges.ts). */
  recordChanges: KnownRecordChanges;
}

export function stageEvent(scope: StageScope, stage: StageEvent['stage'], seq: number): StageEvent {
  return { runId: scope.ctx.run.id, entity: scope.entity, stage, seq };
}

/** Throws RunInterrupted when the run must stop (see PipelineOptions.interrupted). */
export function stopIfInterrupted(options: PipelineOptions, stage: 'extract' | 'load'): void {
  if (options.interrupted(stage)) throw new RunInterrupted('the run was interrupted');
}

/** How a run's record errors name a source record. */
export function recordRef(entity: string, externalId: string): string {
  return `${entity}:${externalId}`;
}
