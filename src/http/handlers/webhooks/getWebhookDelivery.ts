import { deliveryNotFound, findDelivery } from '../../../domain/webhooks/deliveries.js';
import { findEndpoint } from '../../../domain/webhooks/endpoints.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { toDeliveryDetail } from './toWebhook.js';

export const getWebhookDelivery: Handler<'getWebhookDelivery'> = async ({ params }, ctx) => {
  const { customerId } = ctx.principal;
  if (!(await findEndpoint(ctx.db, customerId, params.id))) throw notFound('webhook', params.id);
  const delivery = await findDelivery(ctx.db, customerId, params.id, params.delivery_id);
  if (!delivery) throw deliveryNotFound(params.delivery_id);
  return { status: 200, body: toDeliveryDetail(delivery) };
};
