import { listFlows as queryFlows } from '../../../domain/flows/repository.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { toFlow } from './toFlow.js';

export const listFlows: Handler<'listFlows'> = async ({ query }, ctx) => {
  const spec = pageSpec(ctx, 'flows', query);
  const page = await queryFlows(ctx.db, ctx.principal.customerId, spec);
  return { status: 200, body: listEnvelope(ctx, spec, page, toFlow) };
};
