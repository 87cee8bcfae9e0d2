// The run lifecycle, written down once. Every status change goes through `assertRunTransition`.
import type { RunStatus } from './repository.js';

const ALLOWED: Record<RunStatus, readonly RunStatus[]> = {
  queued: ['running', 'failed', 'cancelled'],
  // running → queued: a run whose worker died is handed back to the queue and resumes from its checkpoint.
  running: ['succeeded', 'partial', 'failed', 'queued', 'cancelled'],
  succeeded: [],
  partial: [],
  failed: [],
  cancelled: [],
};

export function canTransition(from: RunStatus, to: RunStatus): boolean {
  return ALLOWED[from].includes(to);
}

export function assertRunTransition(runId: string, from: RunStatus, to: RunStatus): void {
  if (!canTransition(from, to)) throw new Error(`run ${runId}: illegal transition ${from} → ${to}`);
}

export const IN_FLIGHT: readonly RunStatus[] = ['queued', 'running'];
