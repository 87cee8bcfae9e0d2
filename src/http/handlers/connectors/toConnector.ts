import type { components } from '../../../../generated/openapi.js';
import type { ConnectorRow } from '../../../domain/connectors/repository.js';

export type Connector = components['schemas']['Connector'];

/** The row carries no credentials: they are never selected, so they can never be returned. */
export function toConnector(row: ConnectorRow): Connector {
  return row as Connector;
}
