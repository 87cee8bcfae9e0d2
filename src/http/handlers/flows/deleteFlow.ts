import { deleteFlow as removeFlow } from '../../../domain/flows/definition.js';
import type { Handler } from '../../handler.js';

export const deleteFlow: Handler<'deleteFlow'> = async ({ params }, ctx) => {
  await removeFlow(ctx.db, ctx.principal.customerId, params.id);
  return { status: 204, body: undefined as never };
};
