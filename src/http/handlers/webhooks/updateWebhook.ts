import { changeEndpoint } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';
import { toEndpoint } from './toWebhook.js';

export const updateWebhook: Handler<'updateWebhook'> = async ({ params, body }, ctx) => {
  const endpoint = await changeEndpoint({ knex: ctx.db, secrets: ctx.services.secrets, settings: ctx.services.webhooks }, ctx.principal.customerId, params.id, body ?? {});
  return { status: 200, body: toEndpoint(endpoint, ctx.services.secrets) };
};
