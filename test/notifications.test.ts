// LISTEN/NOTIFY between processes (src/db/notifications.ts) on a real PostgreSQL: a notification sent in a
// transaction reaches the listener when it commits and never when it rolls back, one per transaction however many
// runs it queued; a listener whose connection is killed connects again and says so (it may have missed one).
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, notifyAtCommit, type Listener } from '../src/db/notifications.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { until } from './support/workerProcess.js';

const CHANNEL = 'sluice_test_channel';

describe.skipIf(!onPostgres)('LISTEN/NOTIFY wake-ups', () => {
  let database: TestDatabase;
  let knex: Knex;
  let listener: Listener;
  let heard = 0;
  const errors: Error[] = [];

  beforeAll(async () => {
    database = await freshDatabase({ migrate: false });
    knex = database.db.knex;
    listener = listen({ url: database.url!, channel: CHANNEL, onNotify: () => heard++, onError: (err) => errors.push(err) });
    // Listening once a notification sent now is heard.
    await until(async () => {
      await knex.raw(`NOTIFY ${CHANNEL}`);
      await new Promise((r) => setTimeout(r, 50));
      return heard > 0 ? true : undefined;
    }, 10_000, 'the listener listening');
  });
  afterAll(async () => {
    await listener.close();
    await database.drop();
  });

  it('hears a transaction once at its commit, however often it announced, and never a rolled-back one', async () => {
    heard = 0;
    const sent = new WeakSet<Knex.Transaction>();
    await knex.transaction(async (trx) => {
      for (let i = 0; i < 3; i++) await notifyAtCommit(trx, CHANNEL, sent);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toBe(0);
    });
    await until(async () => (heard > 0 ? true : undefined), 5000, 'the commit heard');
    await knex.transaction(async (trx) => {
      await notifyAtCommit(trx, CHANNEL, sent);
      await trx.rollback();
    }).catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toBe(1);
  });

  it('connects again after its connection is killed, and wakes its owner on reconnecting', async () => {
    heard = 0;
    await knex.raw("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = ? AND datname = current_database()", [`LISTEN ${CHANNEL}`]);
    await until(async () => (heard > 0 ? true : undefined), 10_000, 'the reconnection woke the owner');
    expect(errors.length).toBeGreaterThan(0);
    heard = 0;
    await knex.raw(`NOTIFY ${CHANNEL}`);
    await until(async () => (heard > 0 ? true : undefined), 5000, 'a notification after reconnecting heard');
  });
});
