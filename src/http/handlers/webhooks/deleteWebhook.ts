import { deleteEndpoint } from '../../../domain/webhooks/endpoints.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';

export const deleteWebhook: Handler<'deleteWebhook'> = async ({ params }, ctx) => {
  if (!(await deleteEndpoint(ctx.db, ctx.principal.customerId, params.id))) throw notFound('webhook', params.id);
  return { status: 204, body: undefined as never };
};
