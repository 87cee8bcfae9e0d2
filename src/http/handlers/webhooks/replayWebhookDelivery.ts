import { replayDelivery } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';

export const replayWebhookDelivery: Handler<'replayWebhookDelivery'> = async ({ params }, ctx) => {
  const result = await replayDelivery(ctx.db, ctx.services.secrets, ctx.services.webhooks, ctx.services.sender, ctx.principal.customerId, params.id, params.delivery_id);
  return { status: 200, body: result };
};
