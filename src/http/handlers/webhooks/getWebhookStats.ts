import { findEndpoint } from '../../../domain/webhooks/endpoints.js';
import { endpointStats } from '../../../domain/webhooks/stats.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';

export const getWebhookStats: Handler<'getWebhookStats'> = async ({ params }, ctx) => {
  const { customerId } = ctx.principal;
  if (!(await findEndpoint(ctx.db, customerId, params.id))) throw notFound('webhook', params.id);
  return { status: 200, body: await endpointStats(ctx.db, customerId, params.id) };
};
