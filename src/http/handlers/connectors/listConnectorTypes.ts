import type { components } from '../../../../generated/openapi.js';
import type { ConnectorType } from '../../../runtime/index.js';
import type { Handler } from '../../handler.js';

type ApiConnectorType = components['schemas']['ConnectorType'];

function toConnectorType(t: ConnectorType, latest: boolean): ApiConnectorType {
  return {
    id: t.id,
    name: t.name,
    version: t.version,
    latest,
    kind: t.kind,
    description: t.description,
    entities: t.entities,
    config_schema: t.configSchema,
    credentials_schema: t.credentialsSchema,
    origin: t.origin,
  };
}

export const listConnectorTypes: Handler<'listConnectorTypes'> = async (_req, ctx) => {
  const types = await ctx.services.connectors.types();
  // Types are ordered by id, newest version first: the first of each id is its latest.
  const data = types.map((t, i) => toConnectorType(t, i === 0 || types[i - 1]!.id !== t.id));
  return { status: 200, body: { data, meta: { total: data.length, has_more: false, next_cursor: null } } };
};
