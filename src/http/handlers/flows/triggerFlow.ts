import { triggerRun } from '../../../domain/runs/service.js';
import type { Handler } from '../../handler.js';
import { enqueuerOf } from '../runs/enqueuer.js';

export const triggerFlow: Handler<'triggerFlow'> = async ({ params }, ctx) => {
  const runId = await triggerRun(ctx.db, ctx.principal.customerId, params.id, enqueuerOf(ctx.services));
  return { status: 202, body: { run_id: runId } };
};
