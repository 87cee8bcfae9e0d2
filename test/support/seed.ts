// Small seeders that create rows through the project's own domain layer.
import type { Knex } from 'knex';
import { createApiKey, createCustomer, createUser } from '../../src/domain/access/service.js';
import { SCOPES, type Role, type Scope } from '../../src/domain/access/scopes.js';
import { insertConnector } from '../../src/domain/connectors/repository.js';
import { createFlow } from '../../src/domain/flows/service.js';
import { insertRun, type NewRun } from '../../src/domain/runs/repository.js';
import type { Schedule } from '../../src/domain/flows/schedules.js';
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

export async function seedFlow(knex: Knex, secrets: Secrets, customerId: string, options: { name?: string; schedule?: Schedule; status?: 'active' | 'paused' } = {}) {
  const { source, destination } = await seedConnectors(knex, secrets, customerId);
  return createFlow(knex, customerId, {
    name: options.name ?? 'Orders to files',
    sourceConnectorId: source.id,
    destinationConnectorId: destination.id,
    entities: ['order'],
    schedule: options.schedule ?? 'every_15m',
    status: options.status,
  });
}

export async function seedRun(knex: Knex, customerId: string, input: NewRun) {
  return insertRun(knex, customerId, input);
}
