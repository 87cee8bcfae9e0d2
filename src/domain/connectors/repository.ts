// Connector rows as the API shows them. Credentials never leave this module in readable form.
import type { Knex } from 'knex';
import { seal, unseal } from '../../crypto/sealed.js';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';
import { scoped } from '../../db/scoped.js';
import { newId } from '../../ids.js';
import type { Secrets } from '../../secrets.js';
import { checkLimit, countOf } from '../customerLimits.js';

export type ConnectorStatus = 'pending' | 'active' | 'degraded';

export interface ConnectorRow {
  id: string;
  name: string;
  type: string;
  /** The pinned version of the connector type; null follows the newest installed version. */
  type_version: string | null;
  status: ConnectorStatus;
  config: Record<string, unknown>;
  last_verified_at: string | null;
  last_error: { code: string; message: string } | null;
  degraded_since: string | null;
  created_at: string;
  updated_at: string;
}

const CONNECTOR_COLUMNS = [
  'c.id', 'c.name', 'c.type', 'c.type_version', 'c.status', 'c.config', 'c.last_verified_at', 'c.last_error', 'c.degraded_since',
  'c.created_at', 'c.updated_at',
];

/** The customer's connectors; `alias` names the table in the query (columns then read `alias.column`). */
export function connectorsOf(db: Knex, customerId: string, alias = 'connectors'): Knex.QueryBuilder {
  return scoped(db, alias === 'connectors' ? 'connectors' : `connectors as ${alias}`, customerId);
}

export function listConnectors(knex: Knex, customerId: string, page: KeysetRequest): Promise<KeysetPage<ConnectorRow>> {
  return fetchPage<ConnectorRow>(knex, connectorsOf(knex, customerId, 'c').select(CONNECTOR_COLUMNS), 'c', page);
}

export async function findConnector(knex: Knex, customerId: string, id: string): Promise<ConnectorRow | undefined> {
  return connectorsOf(knex, customerId, 'c').where('c.id', id).first(CONNECTOR_COLUMNS);
}

/** The type (and pinned version) of each of the customer's connectors in `ids`; ids it has no connector of are left out. */
export async function connectorTypes(db: Knex, customerId: string, ids: readonly string[]): Promise<Array<{ id: string; type: string; type_version: string | null }>> {
  return connectorsOf(db, customerId).whereIn('id', ids).select('id', 'type', 'type_version');
}

/** Every customer's connectors of `type`, with their config: for maintenance across tenants at start. */
export async function connectorsOfType(db: Knex, type: string): Promise<Array<{ customer_id: string; config: unknown }>> {
  return db('connectors').where({ type }).select('customer_id', 'config');
}

export interface NewConnector {
  name: string;
  type: string;
  typeVersion?: string | null;
  config?: Record<string, unknown>;
  credentials?: Record<string, unknown>;
  /** The most connectors the customer may hold (SLUICE_MAX_CONNECTORS_PER_CUSTOMER); absent: no bound. */
  maxPerCustomer?: number;
}

/**
 * Creates a connector; config and credentials must already be valid for the type (see the create handler). With
 * `maxPerCustomer`, a customer that already holds that many is refused (LimitReached).
 */
export async function insertConnector(knex: Knex, secrets: Secrets, customerId: string, input: NewConnector): Promise<ConnectorRow> {
  const id = newId('con');
  await knex.transaction(async (trx) => {
    await checkLimit(trx, { customerId, kind: 'connectors', max: input.maxPerCustomer }, async () => countOf(await connectorsOf(trx, customerId).count({ n: '*' })));
    await trx('connectors').insert({
      id,
      customer_id: customerId,
      name: input.name,
      type: input.type,
      type_version: input.typeVersion ?? null,
      config: JSON.stringify(input.config ?? {}),
      credentials_ciphertext: input.credentials ? seal(secrets.subkey('credentials'), JSON.stringify(input.credentials)) : null,
    });
  });
  return (await findConnector(knex, customerId, id))!;
}

export function sealCredentials(secrets: Secrets, credentials: Record<string, unknown>): string {
  return seal(secrets.subkey('credentials'), JSON.stringify(credentials));
}

/** The connector's credentials, decrypted for a plugin call; {} when it has none. Never returned by the API. */
export async function loadCredentials(knex: Knex, secrets: Secrets, customerId: string, id: string): Promise<Record<string, unknown>> {
  const row = (await connectorsOf(knex, customerId).where({ id }).first('credentials_ciphertext')) as
    | { credentials_ciphertext: string | null }
    | undefined;
  if (!row?.credentials_ciphertext) return {};
  return JSON.parse(unseal(secrets.subkey('credentials'), row.credentials_ciphertext)) as Record<string, unknown>;
}

/** When the connector's config, credentials or type version last changed (null: never since it was created). */
export async function settingsChangedAt(knex: Knex, customerId: string, id: string): Promise<string | null> {
  const row = (await connectorsOf(knex, customerId).where({ id }).first('settings_changed_at')) as { settings_changed_at: string | null } | undefined;
  return row?.settings_changed_at ?? null;
}
