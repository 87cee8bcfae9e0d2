import { resyncRun } from '../../../domain/runs/service.js';
import type { Handler } from '../../handler.js';

export const resyncFlow: Handler<'resyncFlow'> = async ({ params, body }, ctx) => {
  const runId = await resyncRun(ctx.db, ctx.principal.customerId, params.id, { entities: body?.entities, enqueue: ctx.services.runs.enqueue });
  return { status: 202, body: { run_id: runId } };
};
