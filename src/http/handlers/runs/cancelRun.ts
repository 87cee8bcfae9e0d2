import { cancelRun as cancelQueuedOrRunning } from '../../../domain/runs/cancel.js';
import type { Handler } from '../../handler.js';
import { toRun } from './toRun.js';

export const cancelRun: Handler<'cancelRun'> = async ({ params }, ctx) => {
  const run = await cancelQueuedOrRunning(ctx.db, ctx.principal.customerId, params.id, ctx.principal.actor);
  return { status: 202, body: toRun(run) };
};
