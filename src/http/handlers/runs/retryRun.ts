import { retryRun as retryFailedRun } from '../../../domain/runs/service.js';
import type { Handler } from '../../handler.js';

export const retryRun: Handler<'retryRun'> = async ({ params }, ctx) => {
  const runId = await retryFailedRun(ctx.db, ctx.principal.customerId, params.id, ctx.services.runs.enqueue);
  return { status: 202, body: { run_id: runId } };
};
