import { rotateSecret } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';
import { toEndpointWithSecret } from './toWebhook.js';

export const rotateWebhookSecret: Handler<'rotateWebhookSecret'> = async ({ params }, ctx) => {
  const { endpoint, secret } = await rotateSecret(ctx.db, ctx.services.secrets, ctx.principal.customerId, params.id);
  return { status: 200, body: toEndpointWithSecret(endpoint, ctx.services.secrets, secret) };
};
