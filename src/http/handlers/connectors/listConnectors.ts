import { listConnectors as queryConnectors } from '../../../domain/connectors/repository.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { toConnector } from './toConnector.js';

export const listConnectors: Handler<'listConnectors'> = async ({ query }, ctx) => {
  const spec = pageSpec(ctx, 'connectors', query);
  const page = await queryConnectors(ctx.db, ctx.principal.customerId, spec);
  return { status: 200, body: listEnvelope(ctx, spec, page, toConnector) };
};
