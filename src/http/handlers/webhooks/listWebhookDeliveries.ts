import { listDeliveries } from '../../../domain/webhooks/deliveries.js';
import { findEndpoint } from '../../../domain/webhooks/endpoints.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { toDelivery } from './toWebhook.js';

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async ({ params, query }, ctx) => {
  const { customerId } = ctx.principal;
  if (!(await findEndpoint(ctx.db, customerId, params.id))) throw notFound('webhook', params.id);
  const filters = { status: query.status, event: query.event };
  const spec = pageSpec(ctx, 'webhook_deliveries', query, { endpoint: params.id, ...filters });
  const page = await listDeliveries(ctx.db, customerId, params.id, { filters, page: spec });
  return { status: 200, body: listEnvelope(ctx, spec, page, toDelivery) };
};
