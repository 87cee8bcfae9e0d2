import { deleteFlow as removeFlow } from '../../../domain/flows/definition.js';
import type { Handler } from '../../handler.js';

export const deleteFlow: Handler<'deleteFlow'> = async ({ params }, ctx) => {
  // A run in flight is cancelled, not waited for (domain/flows/definition.ts).
  await removeFlow(ctx.db, ctx.principal.customerId, params.id, ctx.principal.actor);
  return { status: 204, body: undefined as never };
};
