// The messages between Sluice and a plugin's process. A process serves one call at a time: Sluice sends `start`,
// the child answers once (inspect, check, write) or once per `pull` (read), then exits, or with `keep` waits for
// the next `start`. A write `start` without a
// request opens a write session instead: the child answers each `write` message once, until Sluice ends it (a run
// writes one entity's batches through one process), with `done`. Log lines may come at any time.

/** The plugin process's argument that says its plugin resolves Sluice's own SDK: no resolution hook is needed. */
export const NO_SDK_HOOK = '--sdk-resolved';

/** Where a walled plugin process (runtime/wall.ts) finds its egress proxy's Unix socket. */
export const WALL_PROXY_SOCKET = '/sluice/proxy.sock';

export type Operation = 'inspect' | 'check' | 'read' | 'write';

/** Failure kinds: the SDK's four, plus `system` for everything a plugin did not classify (a bug or a crash). */
export type FailureKind = 'auth' | 'quota' | 'config' | 'transient' | 'system';

export interface StartMessage {
  t: 'start';
  op: Operation;
  /** Absolute path of the plugin's entry module. */
  entry: string;
  config?: unknown;
  credentials?: unknown;
  request?: unknown;
  /**
   * A read's records cross without `raw`: the caller uses `data` alone (no mapping override reads the source's own
   * fields), so the plugin's process drops them before they are copied to Sluice's. The plugin does not see it.
   */
  dropRaw?: boolean;
  /**
   * Once this call succeeded, wait for another `start` instead of exiting (a pooled process, runtime/processPool.ts).
   * A failed call ends the process whatever this says.
   */
  keep?: boolean;
}

// Records cross as JSON text inside the message (`write`'s request, `item`): V8's serializer, which carries the rest,
// took twice as long as JSON for a batch of records, and the text's length is what a run's byte budget counts
// (engine/readBudget.ts) without encoding the batch again (BENCHMARKS.md, run pipeline).
/**
 * `done`: the write session is over (the process is kept for the next call): the call's signal is aborted, so what
 * the plugin tied to it (the session's database connection, say) ends now, not when the process does.
 */
/** `exit`: a kept process that is idle is let go (runtime/processPool.ts). */
/** `tunnel`: a connected socket for a walled process's egress relay, sent with the message (runtime/wallProxy.ts). */
export type HostMessage = StartMessage | { t: 'pull' } | { t: 'write'; json: string } | { t: 'abort' } | { t: 'done' } | { t: 'exit' } | { t: 'tunnel'; id: string };

export interface WireError {
  kind: FailureKind;
  /** Already redacted by the child; Sluice redacts again. */
  message: string;
  retryAfterSeconds?: number;
  /** Where it happened: loading the plugin's module, or inside the call. */
  phase: 'load' | 'call';
}

export type ChildMessage =
  /** Sent once the child listens, before anything else. */
  | { t: 'ready' }
  | { t: 'inspected'; manifest: unknown; functions: string[] }
  | { t: 'result'; value: unknown }
  | { t: 'item'; json: string }
  | { t: 'end' }
  | { t: 'error'; error: WireError }
  | { t: 'log'; level: string; message: string; fields: Record<string, unknown> };
