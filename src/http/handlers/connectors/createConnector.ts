import { insertConnector } from '../../../domain/connectors/repository.js';
import { connectorRuntimeOf } from '../../../runtime/index.js';
import type { Handler } from '../../handler.js';
import { checkSettings, resolveConnectorType } from './settings.js';
import { toConnector } from './toConnector.js';

export const createConnector: Handler<'createConnector'> = async ({ body }, ctx) => {
  const input = body!;
  const runtime = connectorRuntimeOf(ctx.services);
  const type = await resolveConnectorType(runtime, input.type, input.type_version);
  const config = input.config ?? {};
  const credentials = input.credentials ?? {};
  checkSettings(runtime, type, 'config', config);
  checkSettings(runtime, type, 'credentials', credentials);
  const row = await insertConnector(ctx.db, ctx.services.secrets, ctx.principal.customerId, {
    name: input.name,
    type: input.type,
    typeVersion: input.type_version ?? null,
    config,
    credentials,
  });
  return { status: 201, body: toConnector(row) };
};
