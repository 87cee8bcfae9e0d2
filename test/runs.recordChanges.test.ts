// A run's record changes (src/domain/runs/recordChanges.ts) as its canonical writes add to them: the run's next write
// updates the row in one statement while the row holds what the run last wrote, and reads it under the lock again
// when something else changed it meanwhile, so nothing another attempt counted is overwritten; nothing is noted once
// the run no longer runs. Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRun } from '../src/domain/runs/lifecycle.js';
import { noteRecordChanges, type CanonicalWrite, type KnownRecordChanges, type RecordChanges } from '../src/domain/runs/recordChanges.js';
import { secretsFrom } from '../src/secrets.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { seedFlow, seedRun, seedTenant } from './support/seed.js';

/** A write that created `ids` at `now`. */
function created(now: string, ids: string[]): CanonicalWrite {
  return { updatedAt: now, rows: ids.map((canonical_id) => ({ canonical_id, created_at: now, updated_at: now, deleted_at: null })), priorUpdatedAt: {} };
}

describe("a run's record changes", () => {
  let database: TestDatabase;
  let knex: Knex;

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
  });
  afterAll(() => database.drop());

  async function runningRun(): Promise<string> {
    const tenant = await seedTenant(knex);
    const flow = await seedFlow(knex, secretsFrom('a'.repeat(64)), tenant.customerId, { schedule: 'manual' });
    const queued = await seedRun(knex, tenant.customerId, { flowId: flow.id, status: 'queued', trigger: 'manual' });
    return (await claimRun(knex, queued.id))!.id;
  }
  const stored = async (runId: string) => ((await knex('runs').where({ id: runId }).first('record_changes')) as { record_changes: RecordChanges }).record_changes;
  const note = (runId: string, write: CanonicalWrite, known: KnownRecordChanges) => knex.transaction((trx) => noteRecordChanges(trx, { runId, entity: 'order', known }, write));

  it('adds each write to what the row holds, and keeps what it wrote as known', async () => {
    const runId = await runningRun();
    const known: KnownRecordChanges = {};
    await note(runId, created('2026-01-01T00:00:00.000001Z', ['a', 'b']), known);
    await note(runId, created('2026-01-01T00:00:00.000002Z', ['c']), known);
    const expected = { order: { created: 3, updated: 0, deleted: 0, updated_since: '2026-01-01T00:00:00.000001Z' } };
    expect(await stored(runId)).toEqual(expected);
    expect(known.value).toEqual(expected);
  });

  it('reads the row again when it no longer holds what the run last wrote, and counts on from it', async () => {
    const runId = await runningRun();
    const known: KnownRecordChanges = {};
    await note(runId, created('2026-01-01T00:00:00.000001Z', ['a', 'b']), known);
    // Another attempt of the run counted more meanwhile.
    const elsewhere = { order: { created: 5, updated: 1, deleted: 0, updated_since: '2026-01-01T00:00:00.000001Z' } };
    await knex('runs').where({ id: runId }).update({ record_changes: JSON.stringify(elsewhere) });
    await note(runId, created('2026-01-01T00:00:00.000003Z', ['c']), known);
    expect(await stored(runId)).toEqual({ order: { ...elsewhere.order, created: 6 } });
  });

  it('leaves the row as it is once the run no longer runs, known or not', async () => {
    const runId = await runningRun();
    const known: KnownRecordChanges = {};
    await note(runId, created('2026-01-01T00:00:00.000001Z', ['a']), known);
    await knex('runs').where({ id: runId }).update({ status: 'cancelled', finished_at: knex.fn.now() });
    await note(runId, created('2026-01-01T00:00:00.000002Z', ['b']), known);
    await note(runId, created('2026-01-01T00:00:00.000003Z', ['c']), {});
    expect(await stored(runId)).toEqual({ order: { created: 1, updated: 0, deleted: 0, updated_since: '2026-01-01T00:00:00.000001Z' } });
  });

  it('rolls back with the write it belongs to: the next write finds the row as it was', async () => {
    const runId = await runningRun();
    const known: KnownRecordChanges = {};
    await note(runId, created('2026-01-01T00:00:00.000001Z', ['a']), known);
    const failed = await knex
      .transaction(async (trx) => {
        await noteRecordChanges(trx, { runId, entity: 'order', known }, created('2026-01-01T00:00:00.000002Z', ['b', 'c']));
        throw new Error('the batch failed after noting its changes');
      })
      .catch((err: Error) => err.message);
    expect(failed).toContain('the batch failed');
    await note(runId, created('2026-01-01T00:00:00.000003Z', ['d']), known);
    expect(await stored(runId)).toEqual({ order: { created: 2, updated: 0, deleted: 0, updated_since: '2026-01-01T00:00:00.000001Z' } });
  });
});
