// A run hand-off for tests that drive the scheduler or the run lifecycle without a worker: it records the ids of the
// runs handed over, in order, and does nothing else (the queued run row stays for the test to inspect).
import type { EnqueueRun } from '../../src/domain/runs/service.js';

export interface RecordingEnqueue {
  enqueue: EnqueueRun;
  /** The run ids handed over so far; a test may empty it (`enqueued.length = 0`). */
  enqueued: string[];
}

export function recordingEnqueue(): RecordingEnqueue {
  const enqueued: string[] = [];
  return {
    enqueued,
    enqueue: async (_trx, runId) => {
      enqueued.push(runId);
    },
  };
}
