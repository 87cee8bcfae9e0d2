import { sendTestEvent } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';

export const testWebhook: Handler<'testWebhook'> = async ({ params }, ctx) => {
  const result = await sendTestEvent({ knex: ctx.db, secrets: ctx.services.secrets, settings: ctx.services.webhooks, sender: ctx.services.sender }, ctx.principal.customerId, params.id);
  return { status: 200, body: result };
};
