// The SDK's kept connections (plugins/sdk/src/sql/keptConnections.ts) on their own, with a driver whose connections
// are plain objects, so the bounds and the signal's two meanings can be watched one by one. The postgres connector's
// use of them, against a real server, is in connectors.postgres.test.ts.
import { describe, expect, it } from 'vitest';
import { ConnectionKeeper, type KeepLimits } from '@sluice/connector-sdk/sql';

interface Fake {
  id: number;
  target: string;
  state: 'open' | 'ended' | 'dropped';
  inTransaction: boolean;
  gone?: () => void;
}

interface Ctx {
  signal: AbortSignal;
  target: string;
}

function fakeDriver() {
  const opened: Fake[] = [];
  const driver = {
    connect: async (ctx: Ctx) => {
      const fake: Fake = { id: opened.length + 1, target: ctx.target, state: 'open', inTransaction: false };
      // As the SQL connectors do: the context's signal ends the connection.
      ctx.signal.addEventListener('abort', () => {
        fake.state = 'ended';
        fake.gone?.();
      });
      opened.push(fake);
      return fake;
    },
    end: async (c: Fake) => void (c.state = 'ended'),
    drop: (c: Fake) => void (c.state = 'dropped'),
    reuse: {
      key: (ctx: Ctx) => ctx.target,
      reusable: (c: Fake) => c.state === 'open' && !c.inTransaction,
      onGone: (c: Fake, gone: () => void) => void (c.gone = gone),
    },
  };
  return { driver, opened };
}

const LIMITS: KeepLimits = { idleMs: 60_000, perTarget: 2, inAll: 3 };
const call = (target = 'db-a') => {
  const controller = new AbortController();
  return { ctx: { signal: controller.signal, target }, end: () => controller.abort(new Error('the call ended')) };
};

describe('connections kept between calls', () => {
  it('gives the next call to the same target the connection the call before released, and no other', async () => {
    const { driver, opened } = fakeDriver();
    const keeper = new ConnectionKeeper(driver, LIMITS);
    const first = await keeper.lease(call().ctx);
    await first.release(true);
    const second = await keeper.lease(call().ctx);
    const elsewhere = await keeper.lease(call('db-b').ctx);
    expect([second.connection, elsewhere.connection].map((c) => c.id)).toEqual([first.connection.id, 2]);
    expect(opened).toHaveLength(2);
  });

  it('closes a connection its call failed with, left in a transaction, or that the server ended while idle', async () => {
    const { driver, opened } = fakeDriver();
    const keeper = new ConnectionKeeper(driver, LIMITS);
    const failed = await keeper.lease(call().ctx);
    await failed.release(false);
    const inTransaction = await keeper.lease(call().ctx);
    inTransaction.connection.inTransaction = true;
    await inTransaction.release(true);
    const gone = await keeper.lease(call().ctx);
    await gone.release(true);
    gone.connection.state = 'ended';
    gone.connection.gone!();
    await (await keeper.lease(call().ctx)).release(true);
    expect(opened.map((c) => [c.id, c.state])).toEqual([[1, 'dropped'], [2, 'ended'], [3, 'ended'], [4, 'open']]);
    expect(keeper.idleCount).toBe(1);
  });

  it("rolls a kept connection back before its next call when the driver says how, and drops one that cannot", async () => {
    const { driver, opened } = fakeDriver();
    const resets: number[] = [];
    const reset = async (c: Fake) => {
      resets.push(c.id);
      if (c.inTransaction) throw new Error('the connection broke');
    };
    const keeper = new ConnectionKeeper({ ...driver, reuse: { ...driver.reuse, reusable: () => true, reset } }, LIMITS);
    const first = await keeper.lease(call().ctx);
    await first.release(true);
    const second = await keeper.lease(call().ctx);
    second.connection.inTransaction = true; // stands for a connection whose rollback fails
    await second.release(true);
    const third = await keeper.lease(call().ctx);
    expect([second.connection.id, third.connection.id, resets]).toEqual([1, 2, [1, 1]]);
    expect(opened.map((c) => c.state)).toEqual(['dropped', 'open']);
  });

  it('keeps at most perTarget per target and inAll in all, the oldest going first, and ends one idle for idleMs', async () => {
    const { driver, opened } = fakeDriver();
    const keeper = new ConnectionKeeper(driver, { ...LIMITS, idleMs: 50 });
    const leases = await Promise.all(['db-a', 'db-a', 'db-a', 'db-b', 'db-c'].map((t) => keeper.lease(call(t).ctx)));
    for (const lease of leases) await lease.release(true);
    // db-a's first went when its third came back; db-a's second when db-c's made four.
    expect(opened.map((c) => c.state)).toEqual(['ended', 'ended', 'open', 'open', 'open']);
    expect(keeper.idleCount).toBe(3);
    await new Promise((r) => setTimeout(r, 120));
    expect(opened.map((c) => c.state)).toEqual(['ended', 'ended', 'ended', 'ended', 'ended']);
    expect(keeper.idleCount).toBe(0);
  });

  it("ends the connection when the call's signal aborts during a statement, and keeps it when between statements", async () => {
    const { driver } = fakeDriver();
    const keeper = new ConnectionKeeper(driver, LIMITS);
    const cancelled = call();
    const lease = await keeper.lease(cancelled.ctx);
    const statement = lease.run(async (c) => {
      cancelled.end();
      return c.state;
    });
    expect(await statement).toBe('ended');
    await lease.release(false);
    const over = call();
    const session = await keeper.lease(over.ctx);
    await session.run(async () => 'a write');
    over.end(); // the write session is over: Sluice aborts the call's signal
    expect([session.connection.state, keeper.idleCount]).toEqual(['open', 1]);
    await expect(session.run(async () => 'late')).rejects.toThrow(/call that leased this connection is over/);
    // Handed to the next call, the signal of the call before no longer reaches it.
    const next = await keeper.lease(call().ctx);
    expect(next.connection).toBe(session.connection);
  });
});
