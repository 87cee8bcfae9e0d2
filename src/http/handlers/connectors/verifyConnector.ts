import { verifyConnector as verify } from '../../../domain/connectors/service.js';
import type { Handler } from '../../handler.js';

export const verifyConnector: Handler<'verifyConnector'> = async ({ params }, ctx) => {
  const { outcome, degraded } = await verify({ knex: ctx.db, secrets: ctx.services.secrets, runtime: ctx.services.connectors }, ctx.principal.customerId, params.id);
  ctx.services.logger.info(
    { request_id: ctx.requestId, connector_id: outcome.connector_id, result: outcome.result, status: outcome.status, error_code: outcome.error?.code ?? null },
    'connector verified',
  );
  if (degraded) {
    ctx.services.logger.warn(
      { request_id: ctx.requestId, customer_id: ctx.principal.customerId, connector_id: degraded.connectorId, error_kind: degraded.kind, error_code: degraded.code },
      'connector degraded',
    );
  }
  return { status: 200, body: outcome };
};
