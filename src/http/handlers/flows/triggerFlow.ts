import { triggerRun } from '../../../domain/runs/service.js';
import type { Handler } from '../../handler.js';

export const triggerFlow: Handler<'triggerFlow'> = async ({ params }, ctx) => {
  const runId = await triggerRun(ctx.db, ctx.principal.customerId, params.id, ctx.services.runs.enqueue);
  return { status: 202, body: { run_id: runId } };
};
