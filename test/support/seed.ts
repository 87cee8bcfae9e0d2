// Small seeders that create rows through the project's own domain layer.
import type { Knex } from 'knex';
import { createApiKey, createCustomer, createUser } from '../../src/domain/access/service.js';
import { SCOPES, type Role, type Scope } from '../../src/domain/access/scopes.js';
import { insertConnector } from '../../src/domain/connectors/repository.js';
import { ENTITY_TYPES } from '../../src/domain/canonical/entities.js';
import { defineFlow, type FlowDeps, type NewFlow, type TypeResolver } from '../../src/domain/flows/definition.js';
import { STANDARD_INTERVALS, type Schedule, type ScheduleIntervals } from '../../src/domain/flows/schedules.js';
import { insertRun, type NewRun } from '../../src/domain/runs/repository.js';
import type { Secrets } from '../../src/secrets.js';

export interface Tenant {
  customerId: string;
  userId: string;
  keyId: string;
  key: string;
}

let counter = 0;

export async function seedTenant(knex: Knex, options: { role?: Role; scopes?: readonly Scope[]; name?: string } = {}): Promise<Tenant> {
  counter += 1;
  const customer = await createCustomer(knex, { name: options.name ?? `Customer ${counter}` });
  const user = await createUser(knex, { customerId: customer.id, email: `user${counter}@example.com`, role: options.role ?? 'owner' });
  const { record, key } = await createApiKey(knex, { customerId: customer.id, userId: user.id, scopes: [...(options.scopes ?? SCOPES)] });
  return { customerId: customer.id, userId: user.id, keyId: record.id, key };
}

/** Another key for an existing user. */
export async function seedKey(knex: Knex, tenant: Tenant, scopes: readonly Scope[], expiresInDays?: number): Promise<{ keyId: string; key: string }> {
  const { record, key } = await createApiKey(knex, { customerId: tenant.customerId, userId: tenant.userId, scopes: [...scopes], expiresInDays });
  return { keyId: record.id, key };
}

export async function seedConnectors(knex: Knex, secrets: Secrets, customerId: string) {
  const source = await insertConnector(knex, secrets, customerId, { name: 'Source DB', type: 'postgres', config: { table: 'orders' }, credentials: { password: 'hunter2-secret' } });
  const destination = await insertConnector(knex, secrets, customerId, { name: 'Files', type: 'files', config: { path: 'out' } });
  return { source, destination };
}

/**
 * Seeded flows are defined as the API defines them (defineFlow, every rule of a flow applies), except that connector
 * types are not looked up in plugin manifests, which would start a plugin process per type: every type a seed uses
 * (fixtures included) is taken to read and write every entity.
 */
export const anyConnectorType: TypeResolver = async (type, version) => ({ id: type, version: version ?? '0.0.0', kind: 'both', entities: ENTITY_TYPES });

/** What seeds define flows with: `intervals` (shortened ones for a test's workers) or the standard ones. */
export function seedFlowDeps(intervals: ScheduleIntervals = STANDARD_INTERVALS): FlowDeps {
  return { resolveType: anyConnectorType, intervals };
}

/** A flow through defineFlow, as the API creates one. */
export function seedDefinedFlow(knex: Knex, customerId: string, input: NewFlow, intervals?: ScheduleIntervals) {
  return defineFlow(knex, customerId, input, seedFlowDeps(intervals));
}

export async function seedFlow(
  knex: Knex,
  secrets: Secrets,
  customerId: string,
  options: { name?: string; schedule?: Schedule; scheduleTimezone?: string; status?: 'active' | 'paused' } = {},
) {
  const { source, destination } = await seedConnectors(knex, secrets, customerId);
  return seedDefinedFlow(knex, customerId, {
    name: options.name ?? 'Orders to files',
    source_connector_id: source.id,
    destination_connector_id: destination.id,
    entities: ['order'],
    schedule: options.schedule ?? 'every_15m',
    ...(options.scheduleTimezone ? { schedule_timezone: options.scheduleTimezone } : {}),
    status: options.status,
  });
}

export async function seedRun(knex: Knex, customerId: string, input: NewRun) {
  return insertRun(knex, customerId, input);
}
