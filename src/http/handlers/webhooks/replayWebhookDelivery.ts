import { sharedSender } from '../../../domain/webhooks/sender.js';
import { replayDelivery } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';
import { webhookSettings } from './toWebhook.js';

export const replayWebhookDelivery: Handler<'replayWebhookDelivery'> = async ({ params }, ctx) => {
  const settings = webhookSettings(ctx);
  const result = await replayDelivery(ctx.db, ctx.services.secrets, settings, sharedSender(settings), ctx.principal.customerId, params.id, params.delivery_id);
  return { status: 200, body: result };
};
