import { changeFlowStatus } from '../../../domain/flows/service.js';
import type { Handler } from '../../handler.js';
import { toFlow } from './toFlow.js';

export const pauseFlow: Handler<'pauseFlow'> = async ({ params }, ctx) => {
  const flow = await changeFlowStatus(ctx.db, ctx.principal.customerId, params.id, { action: 'pause', actor: ctx.principal.actor, intervals: ctx.services.scheduleIntervals });
  return { status: 200, body: toFlow(flow) };
};
