import { findEndpoint } from '../../../domain/webhooks/endpoints.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { toEndpoint } from './toWebhook.js';

export const getWebhook: Handler<'getWebhook'> = async ({ params }, ctx) => {
  const endpoint = await findEndpoint(ctx.db, ctx.principal.customerId, params.id);
  if (!endpoint) throw notFound('webhook', params.id);
  return { status: 200, body: toEndpoint(endpoint, ctx.services.secrets) };
};
