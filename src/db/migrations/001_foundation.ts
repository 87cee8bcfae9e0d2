// Customers, users, API keys, connectors, flows, runs, the event outbox, idempotency records and rate-limit counters.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

/** Customers, their users and API keys. */
const ACCESS = `
    CREATE TABLE customers (
      id text PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );

    CREATE TABLE users (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'viewer')),
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE UNIQUE INDEX users_customer_email ON users (customer_id, lower(email));

    CREATE TABLE api_keys (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text,
      key_hash bytea NOT NULL UNIQUE,
      key_prefix text NOT NULL,
      scopes text[] NOT NULL,
      expires_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX api_keys_customer ON api_keys (customer_id, created_at DESC, id DESC);

`;

/** Connectors and the flows between them. */
const CONNECTORS_AND_FLOWS = `
    CREATE TABLE connectors (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      name text NOT NULL,
      type text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'degraded')),
      config jsonb NOT NULL DEFAULT '{}',
      credentials_ciphertext text,
      last_verified_at timestamptz,
      last_error jsonb,
      degraded_since timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX connectors_newest ON connectors (customer_id, created_at DESC, id DESC);
    CREATE INDEX connectors_updated ON connectors (customer_id, updated_at, id);

    CREATE TABLE flows (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      name text NOT NULL,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
      source_connector_id text NOT NULL REFERENCES connectors(id),
      destination_connector_id text NOT NULL REFERENCES connectors(id),
      entities text[] NOT NULL,
      schedule text NOT NULL CHECK (schedule IN ('every_5m', 'every_15m', 'every_30m', 'hourly', 'every_6h', 'daily', 'manual')),
      last_run_at timestamptz,
      next_run_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX flows_newest ON flows (customer_id, created_at DESC, id DESC);
    CREATE INDEX flows_updated ON flows (customer_id, updated_at, id);

`;

/** Runs and the event outbox. */
const RUNS_AND_EVENTS = `
    CREATE TABLE runs (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      flow_id text NOT NULL REFERENCES flows(id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'partial', 'failed')),
      trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual', 'retry')),
      retry_of text REFERENCES runs(id),
      stage text CHECK (stage IN ('extract', 'transform', 'load')),
      records_processed integer NOT NULL DEFAULT 0,
      records_succeeded integer NOT NULL DEFAULT 0,
      records_failed integer NOT NULL DEFAULT 0,
      duration_ms integer,
      errors jsonb NOT NULL DEFAULT '[]',
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX runs_newest ON runs (customer_id, created_at DESC, id DESC);
    CREATE INDEX runs_updated ON runs (customer_id, updated_at, id);
    CREATE INDEX runs_by_flow ON runs (customer_id, flow_id, created_at DESC, id DESC);
    CREATE INDEX runs_by_status ON runs (customer_id, status, created_at DESC, id DESC);
    -- A flow has at most one queued or running run.
    CREATE UNIQUE INDEX runs_one_in_flight ON runs (flow_id) WHERE status IN ('queued', 'running');

    -- The outbox: an event is written in the transaction of the state change that causes it.
    CREATE TABLE events (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      type text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX events_customer ON events (customer_id, created_at, id);

`;

/** Idempotency records and rate-limit counters. */
const REQUEST_LIMITS = `
    CREATE TABLE idempotency_keys (
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      key text NOT NULL,
      method text NOT NULL,
      path text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL CHECK (state IN ('in_progress', 'completed')),
      owner text NOT NULL,
      locked_until timestamptz NOT NULL,
      response_status integer,
      response_headers jsonb,
      response_body text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (customer_id, key)
    );
    CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

    CREATE TABLE rate_limit_counters (
      bucket text NOT NULL,
      window_start bigint NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (bucket, window_start)
    );
    CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);
`;

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, ACCESS);
  await runScript(knex, CONNECTORS_AND_FLOWS);
  await runScript(knex, RUNS_AND_EVENTS);
  await runScript(knex, REQUEST_LIMITS);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP TABLE rate_limit_counters, idempotency_keys, events, runs, flows, connectors, api_keys, users, customers;
  `);
}
