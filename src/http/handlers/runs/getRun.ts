import { findRun } from '../../../domain/runs/repository.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { toRun } from './toRun.js';

export const getRun: Handler<'getRun'> = async ({ params }, ctx) => {
  const run = await findRun(ctx.db, ctx.principal.customerId, params.id);
  if (!run) throw notFound('run', params.id);
  return { status: 200, body: toRun(run) };
};
