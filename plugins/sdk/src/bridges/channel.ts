// A bounded hand-off from a program's output (pushed as its lines arrive) to a plugin's read (pulled by Sluice):
// a push waits while `capacity` items are waiting, so a fast program is paced by the run instead of filling memory.
export class Channel<T> {
  private readonly items: T[] = [];
  private ended: { error?: unknown } | undefined;
  private taker: (() => void) | undefined;
  private givers: Array<() => void> = [];

  constructor(private readonly capacity: number) {}

  async push(item: T): Promise<void> {
    while (this.items.length >= this.capacity && !this.ended) await new Promise<void>((resolve) => this.givers.push(resolve));
    if (this.ended) return;
    this.items.push(item);
    this.wakeTaker();
  }

  /** No more items; with `error`, the reader throws it after the items already waiting. */
  end(error?: unknown): void {
    this.ended ??= error === undefined ? {} : { error };
    this.wakeTaker();
    for (const give of this.givers.splice(0)) give();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      const item = this.items.shift();
      if (item !== undefined) {
        this.givers.shift()?.();
        yield item;
        continue;
      }
      if (this.ended) {
        if ('error' in this.ended) throw this.ended.error;
        return;
      }
      await new Promise<void>((resolve) => (this.taker = resolve));
    }
  }

  private wakeTaker(): void {
    const take = this.taker;
    this.taker = undefined;
    take?.();
  }
}
