// The claim loop that runs and webhook deliveries share (src/jobs/claimLoop.ts), without a database: it fills its
// free slots, renews the leases of what it holds while the work runs, claims at once on wake(), does not ask a
// capped queue again for every finished item, and stop() waits for the work under way.
import { describe, expect, it } from 'vitest';
import { startClaimLoop } from '../src/jobs/claimLoop.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the claim loop', () => {
  it('works up to its slots at once, and stop() waits for the work under way', async () => {
    const queue = Array.from({ length: 10 }, (_, i) => i);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const loop = startClaimLoop<number>({
      slots: 3,
      idlePollMs: 20,
      claim: async (room) => queue.splice(0, room),
      work: async (item) => {
        running += 1;
        most = Math.max(most, running);
        await sleep(30);
        running -= 1;
        done.push(item);
      },
      onError: (err) => {
        throw err;
      },
    });
    while (done.length < 9) await sleep(10);
    await loop.stop();
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
  });

  it('renews the leases of the items it holds while their work runs, and only those', async () => {
    const renewed: number[][] = [];
    let handed = false;
    const loop = startClaimLoop<number>({
      slots: 2,
      idlePollMs: 20,
      claim: async () => (handed ? [] : ((handed = true), [7])),
      work: () => sleep(200),
      renew: { everyMs: 50, leases: async (items) => void renewed.push([...items]) },
      onError: (err) => {
        throw err;
      },
    });
    await sleep(300);
    await loop.stop();
    expect(renewed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(renewed.flat())).toEqual(new Set([7]));
    const after = renewed.length;
    await sleep(120);
    expect(renewed.length).toBe(after);
  });

  it('after a short claim (caps), asks again once minRoom items finished or on wake(), not for every finished item', async () => {
    const claims: number[] = [];
    let finish: Array<() => void> = [];
    let next = 0;
    const loop = startClaimLoop<number>({
      slots: 8,
      minRoom: 4,
      idlePollMs: 10_000,
      // Capped: at most 2 a claim, however much room there is.
      claim: async (room) => {
        claims.push(room);
        return Array.from({ length: Math.min(2, room) }, () => next++);
      },
      work: () => new Promise<void>((resolve) => finish.push(resolve)),
      onError: (err) => {
        throw err;
      },
    });
    await sleep(50);
    expect(claims).toEqual([8]);
    // One item finishes: no new claim yet (a capped queue is not asked per item).
    finish.shift()!();
    await sleep(50);
    expect(claims).toEqual([8]);
    // wake(): new work may be there, so it claims for the free slots at once.
    loop.wake();
    await sleep(50);
    expect(claims).toEqual([8, 7]);
    const stopped = loop.stop();
    for (const f of finish) f();
    finish = [];
    await stopped;
  });

  it('claims ahead only as many items as finished lately, and starts each as soon as a slot frees', async () => {
    let next = 0;
    let running = 0;
    let most = 0;
    const done: number[] = [];
    // Items claimed and not yet done, after each claim: in slots or waiting for one.
    const outstanding: number[] = [];
    let workMs = (_item: number) => 5;
    const loop = startClaimLoop<number>({
      slots: 4,
      ahead: 4,
      aheadWindowMs: 50,
      idlePollMs: 20,
      claim: async (room) => {
        const items = Array.from({ length: room }, () => next++);
        outstanding.push(next - done.length);
        return items;
      },
      work: async (item) => {
        running += 1;
        most = Math.max(most, running);
        await sleep(workMs(item));
        running -= 1;
        done.push(item);
      },
      onError: (err) => {
        throw err;
      },
    });
    // Quick items: up to 4 wait beyond the 4 slots, never more.
    while (done.length < 40) await sleep(5);
    expect(Math.max(...outstanding)).toBeGreaterThan(4);
    expect(Math.max(...outstanding)).toBeLessThanOrEqual(8);
    expect(most).toBe(4);
    // Slow items, finishing mostly 100 ms apart: one or two finish within a window, so no more than two wait.
    workMs = (item) => 300 + 100 * (item % 4);
    await sleep(700);
    const slowFrom = outstanding.length;
    await sleep(900);
    expect(outstanding.length).toBeGreaterThan(slowFrom);
    expect(Math.max(...outstanding.slice(slowFrom))).toBeLessThanOrEqual(6);
    await loop.stop();
    expect(most).toBe(4);
    // Every item claimed was worked, the waiting ones too.
    expect(done).toHaveLength(next);
  });
});
