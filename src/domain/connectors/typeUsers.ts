// Who uses a connector type: the connectors of any customer configured with it, and the flows that read or write
// through them. `sluice connector remove` refuses while there are any.
import type { Knex } from 'knex';
import { flowIdsUsingConnector } from '../flows/repository.js';

export interface TypeUser {
  customer_id: string;
  connector_id: string;
  connector_name: string;
  type_version: string | null;
  /** The flows whose source or destination the connector is. */
  flow_ids: string[];
}

/**
 * The connectors of type `id`: every one when `version` is undefined; otherwise those pinned to `version`, and,
 * when `newest` is true (that version is the newest installed), those that follow the newest (no pinned version).
 */
export async function connectorTypeUsers(knex: Knex, id: string, version?: { version: string; newest: boolean }): Promise<TypeUser[]> {
  const query = knex('connectors as c')
    .where('c.type', id)
    .select('c.customer_id', 'c.id as connector_id', 'c.name as connector_name', 'c.type_version')
    .orderBy(['c.customer_id', 'c.id']);
  if (version) {
    query.where((w) => {
      w.where('c.type_version', version.version);
      if (version.newest) w.orWhereNull('c.type_version');
    });
  }
  const connectors = (await query) as Array<Omit<TypeUser, 'flow_ids'>>;
  return Promise.all(connectors.map(async (c) => ({ ...c, flow_ids: await flowIdsUsingConnector(knex, c.customer_id, c.connector_id) })));
}
