import { sendTestEvent } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';

export const testWebhook: Handler<'testWebhook'> = async ({ params }, ctx) => {
  const result = await sendTestEvent(ctx.db, ctx.services.secrets, ctx.services.webhooks, ctx.services.sender, ctx.principal.customerId, params.id);
  return { status: 200, body: result };
};
