import { redefineFlow } from '../../../domain/flows/definition.js';
import type { Handler } from '../../handler.js';
import { toFlowDetail } from './toFlow.js';
import { flowDepsOf } from '../../../container.js';

export const updateFlow: Handler<'updateFlow'> = async ({ params, body }, ctx) => {
  const flow = await redefineFlow(ctx.db, ctx.principal.customerId, params.id, { patch: body ?? {}, deps: flowDepsOf(ctx.services) });
  return { status: 200, body: toFlowDetail(flow) };
};
