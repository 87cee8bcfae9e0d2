import { findFlowDetail } from '../../../domain/flows/repository.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { toFlowDetail } from './toFlow.js';

export const getFlow: Handler<'getFlow'> = async ({ params }, ctx) => {
  const flow = await findFlowDetail(ctx.db, ctx.principal.customerId, params.id, ctx.services.scheduleIntervals);
  if (!flow) throw notFound('flow', params.id);
  return { status: 200, body: toFlowDetail(flow) };
};
