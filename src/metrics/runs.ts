// What a worker's runs tell the metrics: runs started and ended (by status and source connector type), their
// durations, and the records each stage moved (as a RunObserver, told of every batch).
import type { RunMeter, RunObserver } from '../engine/observer.js';
import type { Metrics } from './registry.js';

const STAGE_NAMES = { read: 'read', store: 'stored', write: 'written' } as const;

/** Counts the records of each batch read, stored and written, by entity. */
export function recordsObserver(metrics: Metrics): RunObserver {
  return {
    stageEnded(event) {
      if (event.failed || event.stage === 'checkpoint' || event.records === 0) return;
      metrics.runRecords.inc({ entity: event.entity, stage: STAGE_NAMES[event.stage] }, event.records);
    },
  };
}

/** One observer telling each of `observers` (those given) in turn. */
export function bothObservers(...observers: Array<RunObserver | undefined>): RunObserver | undefined {
  const present = observers.filter((o): o is RunObserver => o !== undefined);
  if (present.length <= 1) return present[0];
  return {
    stageStarted: (e) => present.forEach((o) => o.stageStarted?.(e)),
    stageEnded: (e) => present.forEach((o) => o.stageEnded?.(e)),
  };
}

export function runMeter(metrics: Metrics): RunMeter {
  return {
    started: (trigger, connectorType) => metrics.runsStarted.inc({ trigger, connector_type: connectorType }),
    finished(status, connectorType, seconds) {
      metrics.runsFinished.inc({ status, connector_type: connectorType });
      metrics.runDuration.observe({ status }, seconds);
    },
  };
}
