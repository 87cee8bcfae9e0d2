import { recoverFailedDeliveries } from '../../../domain/webhooks/recover.js';
import type { Handler } from '../../handler.js';

export const recoverWebhook: Handler<'recoverWebhook'> = async ({ params, body }, ctx) => {
  const result = await recoverFailedDeliveries(ctx.db, ctx.principal.customerId, params.id, { since: body!.since });
  return { status: 202, body: result };
};
