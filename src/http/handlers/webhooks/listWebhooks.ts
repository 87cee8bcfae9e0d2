import { listEndpoints } from '../../../domain/webhooks/endpoints.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { toEndpoint } from './toWebhook.js';

export const listWebhooks: Handler<'listWebhooks'> = async ({ query }, ctx) => {
  const spec = pageSpec(ctx, 'webhooks', query);
  const page = await listEndpoints(ctx.db, ctx.principal.customerId, spec);
  return { status: 200, body: listEnvelope(ctx, spec, page, (row) => toEndpoint(row, ctx.services.secrets)) };
};
