import { defineFlow } from '../../../domain/flows/definition.js';
import type { Handler } from '../../handler.js';
import { toFlowDetail } from './toFlow.js';
import { flowDepsOf } from '../../../container.js';

export const createFlow: Handler<'createFlow'> = async ({ body }, ctx) => {
  const input = body!;
  const flow = await defineFlow(ctx.db, ctx.principal.customerId, input, flowDepsOf(ctx.services));
  return { status: 201, body: toFlowDetail(flow) };
};
