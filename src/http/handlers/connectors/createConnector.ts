import { insertConnector } from '../../../domain/connectors/repository.js';
import type { Handler } from '../../handler.js';
import { checkNewConnector } from '../../../domain/connectors/settings.js';
import { toConnector } from './toConnector.js';

export const createConnector: Handler<'createConnector'> = async ({ body }, ctx) => {
  const input = body!;
  const { config, credentials } = await checkNewConnector(ctx.services.connectors, input);
  const row = await insertConnector(ctx.db, ctx.services.secrets, ctx.principal.customerId, {
    name: input.name,
    type: input.type,
    typeVersion: input.type_version ?? null,
    config,
    credentials,
    maxPerCustomer: ctx.services.customerLimits.connectors,
  });
  return { status: 201, body: toConnector(row) };
};
