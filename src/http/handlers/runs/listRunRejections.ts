import { listRejections } from '../../../domain/rejections/repository.js';
import { findRun } from '../../../domain/runs/repository.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { toRejection } from '../flows/toRejection.js';

export const listRunRejections: Handler<'listRunRejections'> = async ({ params, query }, ctx) => {
  const { customerId } = ctx.principal;
  if (!(await findRun(ctx.db, customerId, params.id))) throw notFound('run', params.id);
  const spec = pageSpec(ctx, 'record_rejections', query, { run: params.id });
  const page = await listRejections(ctx.db, customerId, { runId: params.id }, spec);
  return { status: 200, body: listEnvelope(ctx, spec, page, toRejection) };
};
