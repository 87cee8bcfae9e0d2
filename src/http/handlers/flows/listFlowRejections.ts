import { flowExists } from '../../../domain/flows/repository.js';
import { listRejections } from '../../../domain/rejections/repository.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { toRejection } from './toRejection.js';

export const listFlowRejections: Handler<'listFlowRejections'> = async ({ params, query }, ctx) => {
  const { customerId } = ctx.principal;
  if (!(await flowExists(ctx.db, customerId, params.id))) throw notFound('flow', params.id);
  const spec = pageSpec(ctx, 'record_rejections', query, { flow: params.id });
  const page = await listRejections(ctx.db, customerId, { flowId: params.id }, spec);
  return { status: 200, body: listEnvelope(ctx, spec, page, toRejection) };
};
