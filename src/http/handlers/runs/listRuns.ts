import { listRuns as queryRuns } from '../../../domain/runs/repository.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { toRun } from './toRun.js';

export const listRuns: Handler<'listRuns'> = async ({ query }, ctx) => {
  const filters = { flowId: query.flow_id, status: query.status, from: query.from, to: query.to };
  const spec = pageSpec(ctx, 'runs', query, filters);
  const page = await queryRuns(ctx.db, ctx.principal.customerId, filters, spec);
  return { status: 200, body: listEnvelope(ctx, spec, page, toRun) };
};
