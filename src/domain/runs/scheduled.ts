// Scheduled runs, queued a batch of flows at a time (engine/scheduler.ts): the same queued run queueRun
// (service.ts) inserts for one flow, but one INSERT for the batch, so that thousands of flows due together are
// queued in seconds rather than a round trip (and a savepoint) per flow.
import type { Knex } from 'knex';
import { newId } from '../../ids.js';
import type { EnqueueRun } from './service.js';
import { IN_FLIGHT } from './transitions.js';

export interface QueuedRun {
  id: string;
  flow_id: string;
  created_at: string;
}

// The statuses as SQL literals, as runs_one_in_flight's predicate names them, so that the index serves the check.
const IN_FLIGHT_SQL = IN_FLIGHT.map((status) => `'${status}'`).join(', ');

/**
 * Queues a `schedule` run for each flow (locked by the caller) that has no run queued or running, and hands each to
 * `enqueue`; a flow with one in flight gets none: its slot is skipped, not overlapped. Answers the runs queued.
 */
export async function queueScheduledRuns(
  trx: Knex.Transaction,
  flows: ReadonlyArray<{ id: string; customer_id: string }>,
  enqueue: EnqueueRun,
): Promise<QueuedRun[]> {
  if (flows.length === 0) return [];
  // ON CONFLICT DO NOTHING names no index, so it holds whatever the one-in-flight index's columns are; with the
  // flows locked it only matters for a run queued by a path that does not lock its flow.
  const { rows } = (await trx.raw(
    `INSERT INTO runs (id, customer_id, flow_id, status, trigger)
     SELECT v.id, v.customer_id, v.flow_id, 'queued', 'schedule'
       FROM unnest(?::text[], ?::text[], ?::text[]) AS v(id, customer_id, flow_id)
      WHERE NOT EXISTS (
        SELECT 1 FROM runs r WHERE r.customer_id = v.customer_id AND r.flow_id = v.flow_id AND r.status IN (${IN_FLIGHT_SQL})
      )
     ON CONFLICT DO NOTHING
     RETURNING id, flow_id, created_at`,
    [flows.map(() => newId('run')), flows.map((f) => f.customer_id), flows.map((f) => f.id)],
  )) as { rows: QueuedRun[] };
  for (const run of rows) await enqueue(trx, run.id);
  return rows;
}
