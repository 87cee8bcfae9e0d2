import { reprocessRun } from '../../../domain/runs/service.js';
import type { Handler } from '../../handler.js';

export const reprocessFlowRejections: Handler<'reprocessFlowRejections'> = async ({ params }, ctx) => {
  const runId = await reprocessRun(ctx.db, ctx.principal.customerId, params.id, ctx.services.runs.enqueue);
  return { status: 202, body: { run_id: runId } };
};
