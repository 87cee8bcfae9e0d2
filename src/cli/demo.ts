// First start of `sluice start`: a demo customer, its owner, an all-scope key (printed once; `sluice start` prints a
// sign-in link for the owner beside it), a sample → files flow
// with its first run queued, and a few sample canonical customers and orders to read before that run has written.
import type { Knex } from 'knex';
import { anyCustomer, createApiKey, createCustomer, createUser } from '../domain/access/service.js';
import { SCOPES } from '../domain/access/scopes.js';
import { upsertSampleRecords } from '../domain/canonical/sample.js';
import { insertConnector } from '../domain/connectors/repository.js';
import { defineFlow, type FlowDeps } from '../domain/flows/definition.js';
import { queueRun, type EnqueueRun } from '../domain/runs/service.js';
import type { Secrets } from '../secrets.js';

export interface DemoSetup {
  customerId: string;
  userId: string;
  email: string;
  keyId: string;
  key: string;
  flowId: string;
}

/**
 * Creates the demo tenant when the database has no customer yet, with its flow's first run queued; undefined
 * otherwise. The flow is defined as the API defines one, checked against the installed connector types.
 */
export async function ensureDemo(knex: Knex, secrets: Secrets, enqueue: EnqueueRun, flowDeps: FlowDeps): Promise<DemoSetup | undefined> {
  return knex.transaction(async (trx) => {
    if (await anyCustomer(trx)) return undefined;
    const customer = await createCustomer(trx, { name: 'Demo' });
    const user = await createUser(trx, { customerId: customer.id, email: 'owner@demo.example', role: 'owner' });
    const { record, key } = await createApiKey(trx, { customerId: customer.id, userId: user.id, scopes: [...SCOPES], name: 'demo' });
    const source = await insertConnector(trx, secrets, customer.id, { name: 'Demo sample data', type: 'sample', config: { seed: 42 } });
    // Its runs write <SLUICE_FILES_ROOT>/<customer id>/demo: every customer's files live in its own folder.
    const destination = await insertConnector(trx, secrets, customer.id, { name: 'Demo files', type: 'files', config: { path: 'demo' } });
    const flow = await defineFlow(
      trx,
      customer.id,
      {
        name: 'Demo: sample orders to files',
        source_connector_id: source.id,
        destination_connector_id: destination.id,
        entities: ['customer', 'order'],
        schedule: 'every_15m',
      },
      flowDeps,
    );
    // Canonical records to read through /api/public/data before the first flow run has written any.
    await upsertSampleRecords(trx, customer.id);
    // The first run now, not in 15 minutes.
    await queueRun(trx, { id: flow.id, customer_id: customer.id, status: 'active' }, 'schedule', enqueue);
    return { customerId: customer.id, userId: user.id, email: user.email, keyId: record.id, key, flowId: flow.id };
  });
}
