// @ts-check
// The __NAME__ connector. Sluice loads this module in a process of its own for every call, with the config and
// credentials already validated against the schemas below. Replace the in-memory "API" with calls to the real
// system through ctx.fetch, which classifies 401/403 as AuthError and 429 as QuotaError (after honouring
// Retry-After) for you; for a vendor's own client library, run each call through callVendor.
import { AuthError, ConfigError, checkpoint, defineConnector, deletions, isDeletion, records } from '@sluice/connector-sdk';

/** @typedef {{ base_url: string, customers: number, batch_size: number }} Config */
/** @typedef {{ api_key: string }} Credentials */

/**
 * A stand-in for the remote system: customer i, as the system would return it (every 7th one deleted).
 * @param {number} i
 */
function fetchCustomer(i) {
  const updatedAt = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  return {
    id: `c${i + 1}`,
    email: `customer${i + 1}@example.com`,
    first_name: 'Sample',
    last_name: `Customer ${i + 1}`,
    updated_at: updatedAt,
    deleted_at: (i + 1) % 7 === 0 ? updatedAt : null,
  };
}

/** @param {Credentials} credentials */
function authenticate(credentials) {
  // A real connector would call the system, e.g. await ctx.fetch(`${ctx.config.base_url}/me`, { headers: … }).
  if (!credentials.api_key.startsWith('demo_')) throw new AuthError('the API key was refused (demo keys start with "demo_")');
}

/**
 * One batch of customers from `from` to `to` as messages: runs of records, each deleted customer as a deletion.
 * @param {number} from
 * @param {number} to
 * @returns {Generator<import('@sluice/connector-sdk').ReadMessage>}
 */
function* customersBetween(from, to) {
  /** @type {import('@sluice/connector-sdk').SourceRecord[]} */
  let batch = [];
  for (let i = from; i < to; i++) {
    const c = fetchCustomer(i);
    if (c.deleted_at) {
      if (batch.length > 0) yield records(batch);
      batch = [];
      yield deletions([{ external_id: c.id, deleted_at: c.deleted_at }]);
      continue;
    }
    batch.push({
      external_id: c.id,
      data: { email: c.email, first_name: c.first_name, last_name: c.last_name, last_source_update_at: c.updated_at },
      raw: c,
    });
  }
  if (batch.length > 0) yield records(batch);
}

// A declaration with its type, not a cast: a misspelt key, an entity type that is not canonical or a result
// status Sluice does not know is a compile error (npm run typecheck), not a surprise in a run.
/** @type {import('@sluice/connector-sdk').ConnectorDefinition<Config, Credentials>} */
const definition = {
  manifest: {
    id: '__NAME__',
    name: '__TITLE__',
    version: '0.1.0',
    kind: 'both',
    description: 'Reads customers from, and writes customers to, __TITLE__.',
    entities: ['customer'],
    // The source reports deleted customers (the conformance suite checks that a read yields one).
    reportsDeletions: true,
    configSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['base_url'],
      properties: {
        base_url: { type: 'string', format: 'uri', description: 'The API of the system.' },
        customers: { type: 'integer', minimum: 0, default: 25, description: 'How many customers the stand-in API has.' },
        batch_size: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
      },
    },
    credentialsSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['api_key'],
      properties: { api_key: { type: 'string', minLength: 1 } },
    },
  },

  // Verify the credentials; throw AuthError, QuotaError, ConfigError or TransientError to say why not.
  async check(ctx) {
    authenticate(ctx.credentials);
    ctx.logger.info('credentials accepted', { base_url: ctx.config.base_url });
  },

  // Yield batches of records and, after each, a checkpoint: the position to resume from. Sluice saves a
  // checkpoint only once every record before it is stored, and passes it back as request.cursor next time.
  // A record the system deleted is yielded as a deletion (its id, and when, if the system says), in its place
  // among the records: Sluice removes that id from the canonical record, and deletes the record once no
  // source holds it.
  async *read(ctx, request) {
    if (request.entity !== 'customer') throw new ConfigError(`__NAME__ has no '${request.entity}' records`);
    authenticate(ctx.credentials);
    let next = request.cursor === null ? 0 : Number(/** @type {{ next: number }} */ (request.cursor).next);
    while (next < ctx.config.customers && !ctx.signal.aborted) {
      const end = Math.min(next + ctx.config.batch_size, ctx.config.customers);
      yield* customersBetween(next, end);
      next = end;
      yield checkpoint({ next });
    }
  },

  // Return one result per record, in order: ok, rejected (with a reason; never retried) or retry. A deleted
  // record arrives as a tombstone (deleted_at set, merged_into naming the record it was merged into, if any):
  // delete or mark it in the system, and answer ok. The same record may later arrive alive again.
  async write(ctx, request) {
    authenticate(ctx.credentials);
    return request.records.map((record) => {
      if (isDeletion(record)) return { status: 'ok' }; // e.g. await ctx.fetch(`…/customers/${record.canonical_id}`, { method: 'DELETE' })
      return typeof record.email === 'string' && record.email.includes('@')
        ? { status: 'ok' }
        : { status: 'rejected', reason: 'a customer needs an email address' };
    });
  },
};

export default defineConnector(definition);
