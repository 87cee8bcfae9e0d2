import { createEndpoint } from '../../../domain/webhooks/service.js';
import type { Handler } from '../../handler.js';
import { toEndpointWithSecret } from './toWebhook.js';

export const createWebhook: Handler<'createWebhook'> = async ({ body }, ctx) => {
  const input = body!;
  const { services } = ctx;
  const deps = { knex: ctx.db, secrets: services.secrets, settings: services.webhooks, maxPerCustomer: services.customerLimits.webhookEndpoints };
  const { endpoint, secret } = await createEndpoint(deps, ctx.principal.customerId, {
    url: input.url,
    events: input.events,
    description: input.description ?? null,
    enabled: input.enabled ?? true,
    rate_limit: input.rate_limit ?? null,
    headers: input.headers ?? [],
  });
  return { status: 201, body: toEndpointWithSecret(endpoint, ctx.services.secrets, secret) };
};
