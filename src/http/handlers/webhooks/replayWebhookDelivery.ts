import { replayDelivery } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';

export const replayWebhookDelivery: Handler<'replayWebhookDelivery'> = async ({ params }, ctx) => {
  const result = await replayDelivery({ knex: ctx.db, secrets: ctx.services.secrets, settings: ctx.services.webhooks, sender: ctx.services.sender }, ctx.principal.customerId, params.id, params.delivery_id);
  return { status: 200, body: result };
};
