// A first-in first-out hand-off between two stages of a run with room for a fixed number of items: the producer
// waits while it is full, so however fast a stage is, the items between two stages (and the memory they hold) stay
// bounded whatever the volume of the run.

export class BoundedQueue<T> {
  private readonly items: T[] = [];
  private closed = false;
  private cancelled = false;
  /** The producer waiting for room, or the consumer waiting for an item (one of each at most). */
  private wakeProducer: (() => void) | undefined;
  private wakeConsumer: (() => void) | undefined;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`a bounded queue needs a capacity of at least 1, not ${capacity}`);
  }

  get size(): number {
    return this.items.length;
  }

  /** Whether cancel() was called: the producer stopped early, not at its end. */
  get isCancelled(): boolean {
    return this.cancelled;
  }

  /** Adds `item` once there is room; false (and nothing added) when the queue was cancelled: stop producing. */
  async push(item: T): Promise<boolean> {
    if (this.closed) throw new Error('push on a closed queue');
    while (!this.cancelled && this.items.length >= this.capacity) {
      await new Promise<void>((resolve) => (this.wakeProducer = resolve));
    }
    if (this.cancelled) return false;
    this.items.push(item);
    this.wake('consumer');
    return true;
  }

  /** The next item; `done` once the queue is closed and drained, or cancelled. */
  async pop(): Promise<IteratorResult<T, undefined>> {
    while (!this.cancelled && this.items.length === 0 && !this.closed) {
      await new Promise<void>((resolve) => (this.wakeConsumer = resolve));
    }
    if (this.cancelled || this.items.length === 0) return { done: true, value: undefined };
    const value = this.items.shift()!;
    this.wake('producer');
    return { done: false, value };
  }

  /** No more items: the consumer gets the ones queued, then `done`. */
  close(): void {
    this.closed = true;
    this.wake('consumer');
  }

  /** Stops both sides now: queued items are dropped, a waiting push answers false and a waiting pop `done`. */
  cancel(): void {
    this.cancelled = true;
    this.items.length = 0;
    this.wake('producer');
    this.wake('consumer');
  }

  private wake(side: 'producer' | 'consumer'): void {
    const resolve = side === 'producer' ? this.wakeProducer : this.wakeConsumer;
    if (side === 'producer') this.wakeProducer = undefined;
    else this.wakeConsumer = undefined;
    resolve?.();
  }
}
