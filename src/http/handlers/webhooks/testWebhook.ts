import { sharedSender } from '../../../domain/webhooks/sender.js';
import { sendTestEvent } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';
import { webhookSettings } from './toWebhook.js';

export const testWebhook: Handler<'testWebhook'> = async ({ params }, ctx) => {
  const settings = webhookSettings(ctx);
  const result = await sendTestEvent(ctx.db, ctx.services.secrets, settings, sharedSender(settings), ctx.principal.customerId, params.id);
  return { status: 200, body: result };
};
