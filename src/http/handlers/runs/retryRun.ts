import { retryRun as retryFailedRun } from '../../../domain/runs/service.js';
import type { Handler } from '../../handler.js';
import { enqueuerOf } from './enqueuer.js';

export const retryRun: Handler<'retryRun'> = async ({ params }, ctx) => {
  const runId = await retryFailedRun(ctx.db, ctx.principal.customerId, params.id, enqueuerOf(ctx.services));
  return { status: 202, body: { run_id: runId } };
};
