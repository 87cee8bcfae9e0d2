import { findConnector } from '../../../domain/connectors/repository.js';
import { notFound } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { toConnector } from './toConnector.js';

export const getConnector: Handler<'getConnector'> = async ({ params }, ctx) => {
  const connector = await findConnector(ctx.db, ctx.principal.customerId, params.id);
  if (!connector) throw notFound('connector', params.id);
  return { status: 200, body: toConnector(connector) };
};
