// Webhook endpoints, their deliveries and every attempt, and the outbox's fan-out mark on events.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    CREATE TABLE webhook_endpoints (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      url text NOT NULL,
      events text[] NOT NULL,
      description text,
      enabled boolean NOT NULL DEFAULT true,
      -- Signing secrets are sealed (AES-GCM), not hashed: signing needs them.
      secret_ciphertext text NOT NULL,
      previous_secret_ciphertext text,
      previous_secret_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX webhook_endpoints_newest ON webhook_endpoints (customer_id, created_at DESC, id DESC);
    CREATE INDEX webhook_endpoints_updated ON webhook_endpoints (customer_id, updated_at, id);

    -- One row per (event, endpoint), or per test send. payload holds the exact bytes every attempt sends.
    CREATE TABLE webhook_deliveries (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      endpoint_id text NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
      event_id text,
      event_type text NOT NULL,
      payload text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
      attempt_count integer NOT NULL DEFAULT 0,
      -- The scheduled attempt (1 = the first) whose job is queued; null once none is.
      next_attempt integer,
      next_attempt_at timestamptz,
      first_attempt_at timestamptz,
      last_attempt_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE UNIQUE INDEX webhook_deliveries_event_endpoint ON webhook_deliveries (event_id, endpoint_id) WHERE event_id IS NOT NULL;
    CREATE INDEX webhook_deliveries_newest ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);
    CREATE INDEX webhook_deliveries_updated ON webhook_deliveries (endpoint_id, updated_at, id);
    CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at);
    -- Each endpoint's backlog, counted when its jobs are queued (see jobs/webhooks/deliveryJob.ts).
    CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (endpoint_id) WHERE status = 'pending';

    CREATE TABLE webhook_attempts (
      delivery_id text NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
      number integer NOT NULL,
      trigger text NOT NULL CHECK (trigger IN ('schedule', 'replay', 'test')),
      started_at timestamptz NOT NULL,
      result text NOT NULL CHECK (result IN ('ok', 'error')),
      status_code integer,
      latency_ms integer,
      error_code text,
      error_message text,
      request_url text,
      request_headers jsonb,
      response_headers jsonb,
      response_body text,
      response_body_truncated boolean NOT NULL DEFAULT false,
      PRIMARY KEY (delivery_id, number)
    );

    -- The outbox's fan-out mark: events not yet turned into deliveries.
    ALTER TABLE events ADD COLUMN fanned_out_at timestamptz;
    CREATE INDEX events_fanout_pending ON events (created_at, id) WHERE fanned_out_at IS NULL;
    CREATE INDEX events_created ON events (created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP INDEX events_created;
    DROP INDEX events_fanout_pending;
    ALTER TABLE events DROP COLUMN fanned_out_at;
    DROP TABLE webhook_attempts, webhook_deliveries, webhook_endpoints;
  `);
}
