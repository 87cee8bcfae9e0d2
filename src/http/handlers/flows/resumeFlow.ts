import { changeFlowStatus } from '../../../domain/flows/service.js';
import type { Handler } from '../../handler.js';
import { toFlow } from './toFlow.js';

export const resumeFlow: Handler<'resumeFlow'> = async ({ params }, ctx) => {
  const flow = await changeFlowStatus(ctx.db, ctx.principal.customerId, params.id, { action: 'resume', actor: ctx.principal.actor, intervals: ctx.services.scheduleIntervals });
  return { status: 200, body: toFlow(flow) };
};
