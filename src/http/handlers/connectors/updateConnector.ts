import { findConnector } from '../../../domain/connectors/repository.js';
import { updateConnector as update } from '../../../domain/connectors/service.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { checkConnectorChange } from '../../../domain/connectors/settings.js';
import { toConnector } from './toConnector.js';

export const updateConnector: Handler<'updateConnector'> = async ({ params, body }, ctx) => {
  const patch = body!;
  const customerId = ctx.principal.customerId;
  const current = await findConnector(ctx.db, customerId, params.id);
  if (!current) throw notFound('connector', params.id);
  await checkConnectorChange(ctx.services.connectors, current, patch);
  const row = await update(ctx.db, customerId, params.id, {
    patch: { name: patch.name, typeVersion: patch.type_version, config: patch.config, credentials: patch.credentials },
    secrets: ctx.services.secrets,
  });
  return { status: 200, body: toConnector(row) };
};
