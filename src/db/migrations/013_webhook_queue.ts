// The delivery row is the queue (jobs/webhooks/claim.ts), and endpoints keep their health.
//
// A pending delivery with a scheduled attempt is in one of three places: waiting for its time (`next_attempt_at` in
// the future, not ready), ready (its time came: the promoter set `ready`), or leased to a worker (`leased_until`,
// fenced by `lease_token`). Claims read only the ready index, whose customer-first order lets a worker visit customers
// in turn at a cost that does not grow with anyone's backlog. An expired lease (its worker died) is promoted again.
//
// Endpoints: why and when one was disabled (`gone` for a 410, `failing` after SLUICE_WEBHOOK_DISABLE_AFTER of
// failures since `failing_since`), an optional rate limit (`next_send_at` spaces its claims), and custom headers
// (plain ones readable, secret ones sealed). Attempts carry their customer and endpoint for the stats.
//
// Events: the fan-out takes customers in turn (an index of waiting events led by the customer), and a fan-out that
// fails is retried event by event with a backoff (`fanout_retry_at`), so one event that cannot be fanned out never
// holds back the events behind it.
//
// pg-boss's schema is dropped: its delivery jobs were the old queue, and each pending delivery's row already says
// which attempt is due when (a worker of an older release must be stopped before this migration runs).
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE webhook_deliveries ADD COLUMN ready boolean NOT NULL DEFAULT false;
    ALTER TABLE webhook_deliveries ADD COLUMN leased_until timestamptz;
    ALTER TABLE webhook_deliveries ADD COLUMN lease_token text;
    ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_ready_pending CHECK (NOT ready OR status = 'pending');
    DROP INDEX webhook_deliveries_pending;
    CREATE INDEX webhook_deliveries_waiting ON webhook_deliveries (next_attempt_at)
      WHERE status = 'pending' AND NOT ready AND next_attempt IS NOT NULL;
    CREATE INDEX webhook_deliveries_ready ON webhook_deliveries (customer_id, endpoint_id, next_attempt_at, id) WHERE ready;
    CREATE INDEX webhook_deliveries_leased ON webhook_deliveries (customer_id, endpoint_id) WHERE leased_until IS NOT NULL;
    CREATE INDEX webhook_deliveries_failed ON webhook_deliveries (endpoint_id, created_at) WHERE status = 'failed';

    ALTER TABLE webhook_endpoints ADD COLUMN disabled_reason text CHECK (disabled_reason IN ('gone', 'failing'));
    ALTER TABLE webhook_endpoints ADD COLUMN disabled_at timestamptz;
    ALTER TABLE webhook_endpoints ADD COLUMN failing_since timestamptz;
    ALTER TABLE webhook_endpoints ADD COLUMN rate_limit integer CHECK (rate_limit > 0);
    ALTER TABLE webhook_endpoints ADD COLUMN next_send_at timestamptz;
    ALTER TABLE webhook_endpoints ADD COLUMN headers jsonb NOT NULL DEFAULT '[]';
    ALTER TABLE webhook_endpoints ADD COLUMN secret_headers_ciphertext text;

    ALTER TABLE webhook_attempts ADD COLUMN customer_id text;
    ALTER TABLE webhook_attempts ADD COLUMN endpoint_id text;
    UPDATE webhook_attempts a SET customer_id = d.customer_id, endpoint_id = d.endpoint_id FROM webhook_deliveries d WHERE d.id = a.delivery_id;
    ALTER TABLE webhook_attempts ALTER COLUMN customer_id SET NOT NULL;
    ALTER TABLE webhook_attempts ALTER COLUMN endpoint_id SET NOT NULL;
    CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, started_at);

    -- A fan-out pass that fails is retried event by event; an event that fails alone waits out a backoff.
    ALTER TABLE events ADD COLUMN fanout_attempts integer NOT NULL DEFAULT 0;
    ALTER TABLE events ADD COLUMN fanout_retry_at timestamptz;
    ALTER TABLE events ADD COLUMN fanout_error text;
    CREATE INDEX events_fanout_by_customer ON events (customer_id, created_at, id) WHERE fanned_out_at IS NULL;

    DROP SCHEMA IF EXISTS pgboss CASCADE;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP INDEX events_fanout_by_customer;
    ALTER TABLE events DROP COLUMN fanout_error;
    ALTER TABLE events DROP COLUMN fanout_retry_at;
    ALTER TABLE events DROP COLUMN fanout_attempts;
    DROP INDEX webhook_attempts_endpoint;
    ALTER TABLE webhook_attempts DROP COLUMN endpoint_id;
    ALTER TABLE webhook_attempts DROP COLUMN customer_id;
    ALTER TABLE webhook_endpoints DROP COLUMN secret_headers_ciphertext;
    ALTER TABLE webhook_endpoints DROP COLUMN headers;
    ALTER TABLE webhook_endpoints DROP COLUMN next_send_at;
    ALTER TABLE webhook_endpoints DROP COLUMN rate_limit;
    ALTER TABLE webhook_endpoints DROP COLUMN failing_since;
    ALTER TABLE webhook_endpoints DROP COLUMN disabled_at;
    ALTER TABLE webhook_endpoints DROP COLUMN disabled_reason;
    DROP INDEX webhook_deliveries_failed;
    DROP INDEX webhook_deliveries_leased;
    DROP INDEX webhook_deliveries_ready;
    DROP INDEX webhook_deliveries_waiting;
    CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (endpoint_id) WHERE status = 'pending';
    ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_ready_pending;
    ALTER TABLE webhook_deliveries DROP COLUMN lease_token;
    ALTER TABLE webhook_deliveries DROP COLUMN leased_until;
    ALTER TABLE webhook_deliveries DROP COLUMN ready;
  `);
}
