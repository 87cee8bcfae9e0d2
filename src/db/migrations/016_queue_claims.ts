// Run claims that cost the same at any depth (domain/runs/claim.ts). A claim wants the oldest queued run of the
// customer with the fewest running runs, below its cap. Sorting the queued runs for that grew with the queue; so
// each customer with queued or running runs has one row in `run_queue_heads`: how many of its runs are running and
// which queued run is its oldest. A claim reads the first row of an index over those rows, then seeks that
// customer's oldest queued run (runs_queued_by_customer, which replaces the queue-wide runs_queued), and the row's
// lock is what keeps two claims from both counting a customer below its cap.
//
// The rows are kept by triggers on `runs`, so every way a run is queued, started, finished, cancelled or deleted
// keeps them right (a run inserted straight into the table is claimed like any other: the queued row stays the whole
// hand-off). Every change to a customer's row is made under its lock, and the oldest queued run is looked up again
// only once the lock is held, so it sees every change committed before.
//
// Status changes are noted when their transaction commits (deferred): a transaction holds a customer's row only
// while it commits, not for the rest of its work. Inserts are noted at the end of their statement, one row per
// customer in customer order: a statement that queues runs of many customers (the scheduler's batches) takes their
// rows in the same order as any other such statement, so two of them cannot deadlock.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

const IN_QUEUE = `('queued', 'running')`;

// A run's status (or customer, or creation time) changed, or it was deleted. Leaving: a running run is one fewer
// running; the oldest queued run leaving makes the next one the head. Entering: the head is whichever queued run is
// older. A row with nothing queued or running is removed.
const CHANGED_FUNCTION = `
  CREATE FUNCTION run_queue_heads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    head text;
  BEGIN
    IF OLD.status = 'running' THEN
      UPDATE run_queue_heads SET running = running - 1 WHERE customer_id = OLD.customer_id;
    ELSIF OLD.status = 'queued' THEN
      SELECT h.head_id INTO head FROM run_queue_heads h WHERE h.customer_id = OLD.customer_id FOR UPDATE;
      IF head = OLD.id THEN
        UPDATE run_queue_heads SET (head_created_at, head_id) = (
          SELECT q.created_at, q.id FROM runs q WHERE q.customer_id = OLD.customer_id AND q.status = 'queued'
           ORDER BY q.created_at, q.id LIMIT 1)
         WHERE customer_id = OLD.customer_id;
      END IF;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.status = 'running' THEN
      INSERT INTO run_queue_heads AS h (customer_id, running) VALUES (NEW.customer_id, 1)
      ON CONFLICT (customer_id) DO UPDATE SET running = h.running + 1;
    ELSIF TG_OP = 'UPDATE' AND NEW.status = 'queued' THEN
      INSERT INTO run_queue_heads AS h (customer_id, running, head_created_at, head_id) VALUES (NEW.customer_id, 0, NEW.created_at, NEW.id)
      ON CONFLICT (customer_id) DO UPDATE SET head_created_at = excluded.head_created_at, head_id = excluded.head_id
       WHERE h.head_id IS NULL OR (excluded.head_created_at, excluded.head_id) < (h.head_created_at, h.head_id);
    END IF;
    DELETE FROM run_queue_heads WHERE customer_id = OLD.customer_id AND running = 0 AND head_id IS NULL;
    RETURN NULL;
  END $$`;

// Runs inserted: per customer, the running ones counted and the oldest queued one made the head if it is older.
const ADDED_FUNCTION = `
  CREATE FUNCTION run_queue_heads_added() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO run_queue_heads AS h (customer_id, running, head_created_at, head_id)
    SELECT customer_id, count(*) FILTER (WHERE status = 'running'),
           (array_agg(created_at ORDER BY created_at, id) FILTER (WHERE status = 'queued'))[1],
           (array_agg(id ORDER BY created_at, id) FILTER (WHERE status = 'queued'))[1]
      FROM added_runs WHERE status IN ${IN_QUEUE}
     GROUP BY customer_id
     ORDER BY customer_id
    ON CONFLICT (customer_id) DO UPDATE SET
      running = h.running + excluded.running,
      head_created_at = CASE WHEN excluded.head_id IS NOT NULL AND (h.head_id IS NULL OR (excluded.head_created_at, excluded.head_id) < (h.head_created_at, h.head_id))
                             THEN excluded.head_created_at ELSE h.head_created_at END,
      head_id = CASE WHEN excluded.head_id IS NOT NULL AND (h.head_id IS NULL OR (excluded.head_created_at, excluded.head_id) < (h.head_created_at, h.head_id))
                     THEN excluded.head_id ELSE h.head_id END;
    RETURN NULL;
  END $$`;

const TRUNCATED_FUNCTION = `
  CREATE FUNCTION run_queue_heads_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM run_queue_heads;
    RETURN NULL;
  END $$`;

const TRIGGERS = `
  CREATE TRIGGER run_queue_heads_insert AFTER INSERT ON runs REFERENCING NEW TABLE AS added_runs
    FOR EACH STATEMENT EXECUTE FUNCTION run_queue_heads_added();
  CREATE CONSTRAINT TRIGGER run_queue_heads_update AFTER UPDATE OF status, customer_id, created_at ON runs DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN ((OLD.status IN ${IN_QUEUE} OR NEW.status IN ${IN_QUEUE})
      AND (OLD.status, OLD.customer_id, OLD.created_at) IS DISTINCT FROM (NEW.status, NEW.customer_id, NEW.created_at))
    EXECUTE FUNCTION run_queue_heads_changed();
  CREATE CONSTRAINT TRIGGER run_queue_heads_delete AFTER DELETE ON runs DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (OLD.status IN ${IN_QUEUE}) EXECUTE FUNCTION run_queue_heads_changed();
  CREATE TRIGGER run_queue_heads_truncate AFTER TRUNCATE ON runs FOR EACH STATEMENT EXECUTE FUNCTION run_queue_heads_truncated();
`;

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    CREATE TABLE run_queue_heads (
      customer_id text PRIMARY KEY,
      running integer NOT NULL CHECK (running >= 0),
      head_created_at timestamptz,
      head_id text,
      CHECK ((head_id IS NULL) = (head_created_at IS NULL))
    );
    CREATE INDEX run_queue_heads_next ON run_queue_heads (running, head_created_at, head_id) WHERE head_id IS NOT NULL;
    DROP INDEX runs_queued;
    CREATE INDEX runs_queued_by_customer ON runs (customer_id, created_at, id) WHERE status = 'queued';
  `);
  for (const statement of [CHANGED_FUNCTION, ADDED_FUNCTION, TRUNCATED_FUNCTION]) await knex.raw(statement);
  // The triggers first: their lock on runs holds writers back until this transaction has filled the rows.
  await runScript(knex, TRIGGERS);
  await knex.raw(`
    INSERT INTO run_queue_heads (customer_id, running, head_created_at, head_id)
    SELECT c.customer_id, c.running, q.created_at, q.id
      FROM (SELECT customer_id, count(*) FILTER (WHERE status = 'running')::int AS running
              FROM runs WHERE status IN ${IN_QUEUE} GROUP BY customer_id) c
      LEFT JOIN LATERAL (
        SELECT r.created_at, r.id FROM runs r WHERE r.customer_id = c.customer_id AND r.status = 'queued'
         ORDER BY r.created_at, r.id LIMIT 1
      ) q ON true`);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP TRIGGER run_queue_heads_truncate ON runs;
    DROP TRIGGER run_queue_heads_delete ON runs;
    DROP TRIGGER run_queue_heads_update ON runs;
    DROP TRIGGER run_queue_heads_insert ON runs;
    DROP FUNCTION run_queue_heads_truncated();
    DROP FUNCTION run_queue_heads_added();
    DROP FUNCTION run_queue_heads_changed();
    DROP TABLE run_queue_heads;
    DROP INDEX runs_queued_by_customer;
    CREATE INDEX runs_queued ON runs (created_at, id) WHERE status = 'queued';
  `);
}
