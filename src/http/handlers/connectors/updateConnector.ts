import { findConnector } from '../../../domain/connectors/repository.js';
import { updateConnector as update } from '../../../domain/connectors/service.js';
import { notFound } from '../../../errors.js';
import { connectorRuntimeOf } from '../../../runtime/index.js';
import type { Handler } from '../../handler.js';
import { checkSettings, resolveConnectorType } from './settings.js';
import { toConnector } from './toConnector.js';

export const updateConnector: Handler<'updateConnector'> = async ({ params, body }, ctx) => {
  const patch = body!;
  const customerId = ctx.principal.customerId;
  const current = await findConnector(ctx.db, customerId, params.id);
  if (!current) throw notFound('connector', params.id);
  const versionChanges = patch.type_version !== undefined && patch.type_version !== current.type_version;
  if (patch.config !== undefined || patch.credentials !== undefined || versionChanges) {
    const runtime = connectorRuntimeOf(ctx.services);
    const type = await resolveConnectorType(runtime, current.type, patch.type_version === undefined ? current.type_version : patch.type_version, true);
    if (patch.config !== undefined) checkSettings(runtime, type, 'config', patch.config);
    else if (versionChanges) checkSettings(runtime, type, 'config', current.config, true);
    if (patch.credentials !== undefined) checkSettings(runtime, type, 'credentials', patch.credentials);
  }
  const row = await update(ctx.db, ctx.services.secrets, customerId, params.id, {
    name: patch.name,
    typeVersion: patch.type_version,
    config: patch.config,
    credentials: patch.credentials,
  });
  return { status: 200, body: toConnector(row) };
};
