// Which folder owns each table: the only place that names it in a query (a knex builder or raw SQL), reads and
// writes alike. Other modules go through the owner's functions and tenant-scoped builders (scoped.ts).
// docs/design.md "Who writes which table" explains the map; test/architecture.test.ts reads it and fails on any
// query naming a table outside its owner. Migrations create the tables and are left out.

/** A folder or file under src/, without a leading `src/`. */
export type Owner = string;

export const TABLE_OWNERS: Readonly<Record<string, Owner>> = {
  customers: 'domain/access',
  users: 'domain/access',
  api_keys: 'domain/access',
  sessions: 'domain/access',
  login_links: 'domain/access',
  sign_in_failures: 'domain/access',
  connectors: 'domain/connectors',
  flows: 'domain/flows',
  flow_checkpoints: 'domain/flows',
  run_checkpoints: 'domain/flows',
  runs: 'domain/runs',
  run_queue_heads: 'domain/runs',
  canonical_records: 'domain/canonical',
  canonical_external_ids: 'domain/canonical',
  canonical_merges: 'domain/canonical',
  resync_seen: 'domain/canonical',
  record_rejections: 'domain/rejections',
  events: 'domain/events',
  webhook_endpoints: 'domain/webhooks',
  webhook_deliveries: 'domain/webhooks',
  webhook_attempts: 'domain/webhooks',
  idempotency_keys: 'http/idempotency.ts',
  rate_limit_counters: 'http/rateLimit',
};
