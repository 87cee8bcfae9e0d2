// Webhook endpoint rows. The sealed signing secrets never leave this module except through `findSigningRow`; the
// sealed secret custom headers leave it only to be shown by name (endpointHeaders.ts) or kept on update.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';
import { scoped } from '../../db/scoped.js';
import { newId } from '../../ids.js';
import type { CustomHeader } from './customHeaders.js';
import type { SealedSecrets } from './signingSecrets.js';
import { SECRET_OVERLAP_MS } from './settings.js';

export interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  disabled_reason: 'gone' | 'failing' | null;
  disabled_at: string | null;
  failing_since: string | null;
  rate_limit: number | null;
  /** Plain custom headers. */
  headers: CustomHeader[];
  /** Secret custom headers, sealed (customHeaders.ts): never returned as they are. */
  secret_headers_ciphertext: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = [
  'w.id', 'w.url', 'w.events', 'w.description', 'w.enabled', 'w.disabled_reason', 'w.disabled_at', 'w.failing_since', 'w.rate_limit',
  'w.headers', 'w.secret_headers_ciphertext', 'w.previous_secret_expires_at', 'w.created_at', 'w.updated_at',
];

/** Only a previous secret that still signs is shown as expiring; an expired one is nobody's business. */
function visible(row: EndpointRow): EndpointRow {
  if (row.previous_secret_expires_at && Date.parse(row.previous_secret_expires_at) <= Date.now()) {
    return { ...row, previous_secret_expires_at: null };
  }
  return row;
}

/** The customer's endpoints; with `alias`, the table is named so in the query (columns then read `alias.column`). */
export function endpointsOf(db: Knex, customerId: string, alias = 'webhook_endpoints'): Knex.QueryBuilder {
  return scoped(db, alias === 'webhook_endpoints' ? 'webhook_endpoints' : `webhook_endpoints as ${alias}`, customerId);
}

export async function listEndpoints(knex: Knex, customerId: string, page: KeysetRequest): Promise<KeysetPage<EndpointRow>> {
  const result = await fetchPage<EndpointRow>(knex, endpointsOf(knex, customerId, 'w').select(COLUMNS), 'w', page);
  return { ...result, rows: result.rows.map(visible) };
}

export async function findEndpoint(knex: Knex, customerId: string, id: string): Promise<EndpointRow | undefined> {
  const row = await endpointsOf(knex, customerId, 'w').where('w.id', id).first(COLUMNS);
  return row ? visible(row) : undefined;
}

export interface NewEndpoint {
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  rate_limit: number | null;
  /** Plain custom headers, and the secret ones sealed (endpointHeaders.ts resolves both from a request). */
  headers: CustomHeader[];
  secret_headers_ciphertext: string | null;
}

export async function insertEndpoint(knex: Knex, customerId: string, input: NewEndpoint, sealedSecret: string): Promise<EndpointRow> {
  const id = newId('whk');
  await knex('webhook_endpoints').insert({
    id,
    customer_id: customerId,
    url: input.url,
    events: input.events,
    description: input.description,
    enabled: input.enabled,
    rate_limit: input.rate_limit,
    headers: JSON.stringify(input.headers),
    secret_headers_ciphertext: input.secret_headers_ciphertext,
    secret_ciphertext: sealedSecret,
  });
  return (await findEndpoint(knex, customerId, id))!;
}

export type EndpointPatch = Partial<NewEndpoint>;

export async function updateEndpoint(knex: Knex, customerId: string, id: string, patch: EndpointPatch): Promise<EndpointRow | undefined> {
  const changes: Record<string, unknown> = {};
  for (const key of ['url', 'events', 'description', 'enabled', 'rate_limit', 'secret_headers_ciphertext'] as const) {
    if (patch[key] !== undefined) changes[key] = patch[key];
  }
  if (patch.headers !== undefined) changes.headers = JSON.stringify(patch.headers);
  // A new rate limit paces from now: the spacing owed under the old one is forgotten.
  if (patch.rate_limit !== undefined) changes.next_send_at = null;
  // Enabling starts its health afresh; disabling an enabled endpoint by hand records when, with no automatic reason.
  if (patch.enabled === true) Object.assign(changes, { disabled_reason: null, disabled_at: null, failing_since: null });
  if (patch.enabled === false) {
    changes.disabled_reason = knex.raw('CASE WHEN enabled THEN NULL ELSE disabled_reason END');
    changes.disabled_at = knex.raw('CASE WHEN enabled THEN clock_timestamp() ELSE disabled_at END');
  }
  const n = affected(
    await endpointsOf(knex, customerId)
      .where({ id })
      .update({ ...changes, updated_at: knex.raw('clock_timestamp()') }),
  );
  return n === 1 ? findEndpoint(knex, customerId, id) : undefined;
}

export async function deleteEndpoint(knex: Knex, customerId: string, id: string): Promise<boolean> {
  return affected(await endpointsOf(knex, customerId).where({ id }).delete()) === 1;
}

/** The current secret becomes the previous one, signing alongside the new one for SECRET_OVERLAP_MS. */
export async function replaceSecret(knex: Knex, customerId: string, id: string, sealedSecret: string): Promise<EndpointRow | undefined> {
  const n = affected(
    await endpointsOf(knex, customerId)
      .where({ id })
      .update({
        previous_secret_ciphertext: knex.ref('secret_ciphertext'),
        previous_secret_expires_at: knex.raw('clock_timestamp() + make_interval(secs => ?)', [SECRET_OVERLAP_MS / 1000]),
        secret_ciphertext: sealedSecret,
        updated_at: knex.raw('clock_timestamp()'),
      }),
  );
  return n === 1 ? findEndpoint(knex, customerId, id) : undefined;
}

export interface SigningRow extends SealedSecrets {
  id: string;
  customer_id: string;
  url: string;
  enabled: boolean;
  /** Custom headers: plain ones, and the sealed list of secret ones (customHeaders.ts). */
  headers: CustomHeader[] | null;
  secret_headers_ciphertext: string | null;
}

export async function findSigningRow(knex: Knex, endpointId: string): Promise<SigningRow | undefined> {
  return knex('webhook_endpoints')
    .where({ id: endpointId })
    .first(
      'id', 'customer_id', 'url', 'enabled', 'secret_ciphertext', 'previous_secret_ciphertext', 'previous_secret_expires_at', 'headers',
      'secret_headers_ciphertext',
    );
}

/** What the fan-out needs of an endpoint: whose it is, what it subscribes to and since when. */
export interface SubscribedEndpoint {
  id: string;
  customer_id: string;
  events: string[];
  created_at: string;
}

/** The enabled endpoints of the customers in `customerIds`. */
export async function enabledEndpointsOf(trx: Knex.Transaction, customerIds: readonly string[]): Promise<SubscribedEndpoint[]> {
  return (await trx('webhook_endpoints')
    .whereIn('customer_id', customerIds)
    .where('enabled', true)
    .select('id', 'customer_id', 'events', 'created_at')) as SubscribedEndpoint[];
}
