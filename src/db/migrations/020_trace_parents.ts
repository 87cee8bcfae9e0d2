// Traces across the queues: a run, an event and a webhook delivery keep the W3C `traceparent` of the span that made
// them (src/tracing/spans.ts), so the worker that runs the run, and the one that sends the delivery, continue the
// trace of the request (or run) that caused them. Null when nothing was traced. Adding a nullable column without a
// default changes no existing row: the migration takes its lock only for the catalog change.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE runs ADD COLUMN trace_parent text CHECK (char_length(trace_parent) <= 128);
    ALTER TABLE events ADD COLUMN trace_parent text CHECK (char_length(trace_parent) <= 128);
    ALTER TABLE webhook_deliveries ADD COLUMN trace_parent text CHECK (char_length(trace_parent) <= 128);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE webhook_deliveries DROP COLUMN trace_parent;
    ALTER TABLE events DROP COLUMN trace_parent;
    ALTER TABLE runs DROP COLUMN trace_parent;
  `);
}
