import type { EnqueueRun } from '../../../domain/runs/service.js';
import type { Services } from '../../handler.js';

/** The process's run enqueuer; a process started without a job queue is a deployment mistake, not a client's. */
export function enqueuerOf(services: Services): EnqueueRun {
  if (!services.enqueueRun) throw new Error('this process has no job queue, so it cannot queue runs');
  return services.enqueueRun;
}
