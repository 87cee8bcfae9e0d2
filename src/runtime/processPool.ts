// Plugin processes kept between calls. Starting a plugin process costs about 200 ms (Node, the SDK, the egress
// guard, the plugin's modules), which is most of a small run; a process whose call succeeded is kept here and serves
// the next call of the same plugin (its entry module, so its type and version) for the same customer. Never another
// customer's: the key holds the customer, and the process's environment (its files root) is that customer's.
// Bounded three ways: at most `perKey` idle processes per key, an idle one goes after `idleMs`, and one that served
// `maxCalls` calls goes instead of being kept, so state a plugin keeps between calls cannot grow for ever. An idle
// process holds a slot of the runtime's process cap; a call that finds no free slot lets the longest idle one go
// (runtime.ts), so kept processes never make another customer's call wait.
import type { PluginProcess } from './sandbox.js';

export interface PoolSettings {
  /** How long a process is kept idle before it goes (SLUICE_CONNECTOR_IDLE_SECONDS, in ms here). */
  idleMs: number;
  /** Idle processes kept per plugin and customer. */
  perKey: number;
  /** Calls one process serves before it goes instead of being kept. */
  maxCalls: number;
}

export const DEFAULT_POOL: Omit<PoolSettings, 'idleMs'> = { perKey: 2, maxCalls: 200 };

interface Idle {
  key: string;
  proc: PluginProcess;
  since: number;
  timer: NodeJS.Timeout;
}

export class ProcessPool {
  private readonly idle = new Map<string, Idle[]>();

  constructor(private readonly settings: PoolSettings) {}

  /** The key of a plugin's processes for a customer. */
  static key(customerId: string, entry: string, generation: number): string {
    return `${generation}\u0000${customerId}\u0000${entry}`;
  }

  /** A kept process for `key`, taken out of the pool (the one used last), or undefined. */
  take(key: string): PluginProcess | undefined {
    const list = this.idle.get(key);
    while (list?.length) {
      const entry = list.pop()!;
      clearTimeout(entry.timer);
      if (list.length === 0) this.idle.delete(key);
      entry.proc.holdOpen(true);
      if (entry.proc.alive()) return entry.proc;
      entry.proc.retire();
    }
    return undefined;
  }

  /** Keeps `proc`, whose call just succeeded, for the next call of `key`; or lets it go when the bounds say so. */
  give(key: string, proc: PluginProcess): void {
    const list = this.idle.get(key) ?? [];
    if (!proc.alive() || proc.calls >= this.settings.maxCalls || list.length >= this.settings.perKey) {
      proc.retire();
      return;
    }
    // Idle, it must not keep Sluice's process alive: a command exits as soon as its own work is done.
    proc.holdOpen(false);
    const entry: Idle = { key, proc, since: Date.now(), timer: setTimeout(() => this.drop(entry), this.settings.idleMs) };
    entry.timer.unref();
    list.push(entry);
    this.idle.set(key, list);
    // A process that dies while idle (its memory watched, say) leaves the pool.
    void proc.exited.then(() => this.remove(entry));
  }

  /** Lets the longest idle process go, to free its slot; false when none is idle. */
  evictOldest(): boolean {
    let oldest: Idle | undefined;
    for (const list of this.idle.values()) {
      if (list[0] && (!oldest || list[0].since < oldest.since)) oldest = list[0];
    }
    if (!oldest) return false;
    this.drop(oldest);
    return true;
  }

  /** Idle processes now. */
  size(): number {
    let n = 0;
    for (const list of this.idle.values()) n += list.length;
    return n;
  }

  /** Lets the idle processes of every plugin entry `keep` refuses go (plugins re-discovered: runtime.ts reload). */
  dropEntries(keep: (entry: string) => boolean): void {
    for (const [key, list] of [...this.idle]) {
      const entry = key.split('\u0000')[2] ?? '';
      if (!keep(entry)) for (const idle of [...list]) this.drop(idle);
    }
  }

  /** Lets every idle process go (closing the runtime, or a changed plugin environment). */
  clear(): void {
    for (const list of [...this.idle.values()]) for (const entry of [...list]) this.drop(entry);
  }

  private drop(entry: Idle): void {
    this.remove(entry);
    entry.proc.retire();
  }

  private remove(entry: Idle): void {
    clearTimeout(entry.timer);
    const list = this.idle.get(entry.key);
    const at = list?.indexOf(entry) ?? -1;
    if (at < 0) return;
    list!.splice(at, 1);
    if (list!.length === 0) this.idle.delete(entry.key);
  }
}
