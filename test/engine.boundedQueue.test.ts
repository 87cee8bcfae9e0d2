// The queue between two stages of a pipelined run: first in first out, a producer held back while it is full (the
// bound that keeps a run's memory flat), closing drains it, cancelling stops both sides at once.
import { describe, expect, it } from 'vitest';
import { BoundedQueue } from '../src/engine/boundedQueue.js';

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('hands items over in order', async () => {
    const q = new BoundedQueue<number>(2);
    const produced = (async () => {
      for (let i = 1; i <= 5; i++) await q.push(i);
      q.close();
    })();
    const got: number[] = [];
    for (let next = await q.pop(); !next.done; next = await q.pop()) got.push(next.value);
    await produced;
    expect(got).toEqual([1, 2, 3, 4, 5]);
  });

  it('holds the producer back while it is full, and lets it go once an item is taken', async () => {
    const q = new BoundedQueue<string>(1);
    await q.push('a');
    let pushed = false;
    const second = q.push('b').then((ok) => {
      pushed = ok;
    });
    await settle();
    expect(pushed).toBe(false);
    expect(q.size).toBe(1);
    expect(await q.pop()).toEqual({ done: false, value: 'a' });
    await second;
    expect(pushed).toBe(true);
    expect(await q.pop()).toEqual({ done: false, value: 'b' });
  });

  it('gives the consumer the queued items after close, then done', async () => {
    const q = new BoundedQueue<number>(2);
    await q.push(1);
    q.close();
    expect(await q.pop()).toEqual({ done: false, value: 1 });
    expect(await q.pop()).toEqual({ done: true, value: undefined });
    await expect(q.push(2)).rejects.toThrow('push on a closed queue');
  });

  it('wakes a waiting consumer on close', async () => {
    const q = new BoundedQueue<number>(1);
    const waiting = q.pop();
    q.close();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });

  it('on cancel, drops the items and answers a waiting producer false and a waiting consumer done', async () => {
    const full = new BoundedQueue<number>(1);
    await full.push(1);
    const blocked = full.push(2);
    full.cancel();
    expect(await blocked).toBe(false);
    expect(await full.pop()).toEqual({ done: true, value: undefined });
    expect(await full.push(3)).toBe(false);

    const empty = new BoundedQueue<number>(1);
    const waiting = empty.pop();
    empty.cancel();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });

  it('refuses a capacity below 1', () => {
    expect(() => new BoundedQueue(0)).toThrow('a bounded queue needs a capacity of at least 1, not 0');
  });
});
