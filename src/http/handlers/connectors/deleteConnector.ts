import { deleteConnector as remove } from '../../../domain/connectors/service.js';
import type { Handler } from '../../handler.js';

export const deleteConnector: Handler<'deleteConnector'> = async ({ params }, ctx) => {
  await remove(ctx.db, ctx.principal.customerId, params.id);
  return { status: 204, body: undefined as never };
};
