// A run's stages as they happen, for whoever wants to watch them (the run bench times them with it): each stage
// reports when it starts and ends its work on one item. Without an observer the engine does no timing at all.
import type { EntityType } from '../domain/canonical/entities.js';

/**
 * `read`: waiting for the source plugin's next message; `store`: one batch into the canonical layer and read back;
 * `write`: one batch to the destination (retries included); `checkpoint`: saving one source position.
 */
export type ObservedStage = 'read' | 'store' | 'write' | 'checkpoint';

export interface StageEvent {
  runId: string;
  entity: EntityType;
  stage: ObservedStage;
  /** Counts the stage's items within the entity, from 1: the n-th message read, batch stored or written, checkpoint saved. */
  seq: number;
}

export interface StageEnd extends StageEvent {
  /** Records in the item: read from the source, stored, or written (0 for a checkpoint). */
  records: number;
  /** The stage threw on this item (the run stops). */
  failed: boolean;
}

/** Called synchronously from the stages; must be cheap and must not throw. */
export interface RunObserver {
  stageStarted?(event: StageEvent): void;
  stageEnded?(event: StageEnd): void;
}

/** Told when a run starts (its first attempt) and when it ends (the process's metrics). */
export interface RunMeter {
  started(trigger: string, connectorType: string): void;
  finished(status: string, connectorType: string, seconds: number): void;
}

/** Runs `work` as one item of a stage, reported to `observer` when there is one. */
export async function observed<T>(
  observer: RunObserver | undefined,
  event: StageEvent,
  work: () => Promise<T>,
  records: (result: T) => number,
): Promise<T> {
  if (!observer) return work();
  observer.stageStarted?.(event);
  let result: T;
  try {
    result = await work();
  } catch (err) {
    observer.stageEnded?.({ ...event, records: 0, failed: true });
    throw err;
  }
  observer.stageEnded?.({ ...event, records: records(result), failed: false });
  return result;
}
