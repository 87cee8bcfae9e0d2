// Connector rows as the API shows them. Credentials never leave this module in readable form.
import type { Knex } from 'knex';
import { seal, unseal } from '../../crypto/sealed.js';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';
import { newId } from '../../ids.js';
import type { Secrets } from '../../secrets.js';

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

export function listConnectors(knex: Knex, customerId: string, page: KeysetRequest): Promise<KeysetPage<ConnectorRow>> {
  return fetchPage<ConnectorRow>(knex, knex('connectors as c').where('c.customer_id', customerId).select(CONNECTOR_COLUMNS), 'c', page);
}

export async function findConnector(knex: Knex, customerId: string, id: string): Promise<ConnectorRow | undefined> {
  return knex('connectors as c').where({ 'c.customer_id': customerId, 'c.id': id }).first(CONNECTOR_COLUMNS);
}

export interface NewConnector {
  name: string;
  type: string;
  typeVersion?: string | null;
  config?: Record<string, unknown>;
  credentials?: Record<string, unknown>;
}

/** Creates a connector; config and credentials must already be valid for the type (see the create handler). */
export async function insertConnector(knex: Knex, secrets: Secrets, customerId: string, input: NewConnector): Promise<ConnectorRow> {
  const id = newId('con');
  await knex('connectors').insert({
    id,
    customer_id: customerId,
    name: input.name,
    type: input.type,
    type_version: input.typeVersion ?? null,
    config: JSON.stringify(input.config ?? {}),
    credentials_ciphertext: input.credentials ? seal(secrets.subkey('credentials'), JSON.stringify(input.credentials)) : null,
  });
  return (await findConnector(knex, customerId, id))!;
}

export function sealCredentials(secrets: Secrets, credentials: Record<string, unknown>): string {
  return seal(secrets.subkey('credentials'), JSON.stringify(credentials));
}

/** The connector's credentials, decrypted for a plugin call; {} when it has none. Never returned by the API. */
export async function loadCredentials(knex: Knex, secrets: Secrets, customerId: string, id: string): Promise<Record<string, unknown>> {
  const row = (await knex('connectors').where({ customer_id: customerId, id }).first('credentials_ciphertext')) as
    | { credentials_ciphertext: string | null }
    | undefined;
  if (!row?.credentials_ciphertext) return {};
  return JSON.parse(unseal(secrets.subkey('credentials'), row.credentials_ciphertext)) as Record<string, unknown>;
}
