// The connectors a run executes with: its source and destination connectors, each with its connector type and the
// version of that type's plugin, as the worker resolved them when it started the run (engine/runContext.ts).
// Recorded once the attempt has resolved both, fenced to it, so a running run already says what it runs; an attempt
// that stopped while resolving them records what it had with the run's end (RunOutcome.connectors, lifecycle.ts).
// A resumed run resolves them again: its row keeps what its last start used.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import type { RunConnectors } from './repository.js';

/** Records the connectors of attempt `run.attempts`; false when that attempt is no longer running (nothing written). */
export async function recordConnectors(knex: Knex, run: { id: string; attempts: number }, connectors: RunConnectors): Promise<boolean> {
  const n = await knex('runs').where({ id: run.id, status: 'running', attempts: run.attempts }).update({ connectors: JSON.stringify(connectors) });
  return affected(n) === 1;
}
