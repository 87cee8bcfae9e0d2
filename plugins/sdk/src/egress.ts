// Network access for plugins that open their own connections (database drivers). In a Sluice plugin process every
// socket already obeys the operator's egress policy (Sluice installs the guard before the plugin loads); these
// helpers check the target up front and turn a refusal into a ConfigError naming the rule, so drivers that take a
// socket or a socket factory (pg's and mysql2's `stream` option) fail the same clear way. Outside a Sluice plugin
// process (a plugin's own unit tests) no policy is installed and they connect like net does.
import net from 'node:net';
import { ConfigError, TransientError, errorKindOf } from './errors.js';

const GUARD_KEY = Symbol.for('sluice.egress.guard');
/** The code of a refusal by Sluice's egress guard. */
export const EGRESS_REFUSED_CODE = 'ERR_SLUICE_ADDRESS_REFUSED';

interface InstalledGuard {
  check(host: string, port: number): Error | null;
}

function guard(): InstalledGuard | undefined {
  return (globalThis as Record<symbol, unknown>)[GUARD_KEY] as InstalledGuard | undefined;
}

/** Whether Sluice's egress guard is installed in this process (true in every plugin process Sluice starts). */
export function egressGuarded(): boolean {
  return guard() !== undefined;
}

/** Whether `err` (or its cause) is a refusal by the egress policy. */
export function isEgressRefusal(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return typeof e === 'object' && e !== null && (e.code === EGRESS_REFUSED_CODE || e.cause?.code === EGRESS_REFUSED_CODE);
}

/** The refusal as a ConfigError (its message names the rule), or `err` unchanged. */
export function egressError(err: unknown): unknown {
  if (!isEgressRefusal(err)) return err;
  const e = err as { code?: unknown; message: string; cause?: { message: string } };
  return new ConfigError(e.code === EGRESS_REFUSED_CODE ? e.message : e.cause!.message, { cause: err });
}

/**
 * An unconnected socket for a driver to connect, e.g. `new pg.Client({ stream: egressSocket, ... })` or mysql2's
 * `stream`. Its connect is guarded in a plugin process; a refusal is emitted as the socket's `error`, a ConfigError
 * naming the rule.
 */
export function egressSocket(): net.Socket {
  const socket = new net.Socket();
  const emit = socket.emit.bind(socket) as (event: string | symbol, ...args: unknown[]) => boolean;
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'error' && isEgressRefusal(args[0])) return emit(event, egressError(args[0]));
    return emit(event, ...args);
  }) as typeof socket.emit;
  return socket;
}

export interface GuardedConnectOptions {
  host: string;
  port: number;
  /** Aborts the attempt (pass ctx.signal). */
  signal?: AbortSignal;
  /** Give up after this long (TransientError). */
  timeoutMs?: number;
}

/**
 * A connected TCP socket to host:port, checked against the egress policy: ConfigError when the policy refuses the
 * target, TransientError when the network fails. For drivers that take a connected stream.
 */
export function guardedConnect(options: GuardedConnectOptions): Promise<net.Socket> {
  const refused = guard()?.check(options.host, options.port);
  if (refused) return Promise.reject(egressError(refused));
  return new Promise((resolve, reject) => {
    const socket = egressSocket();
    const timer = options.timeoutMs ? setTimeout(() => fail(new TransientError(`connecting to ${options.host}:${options.port} timed out`)), options.timeoutMs) : undefined;
    const onAbort = () => fail(options.signal!.reason ?? new Error('aborted'));
    const fail = (err: unknown) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      if (errorKindOf(err)) return reject(err);
      const code = (err as NodeJS.ErrnoException).code;
      reject(new TransientError(`cannot reach ${options.host}:${options.port}: ${code ?? (err as Error).message}`, { cause: err }));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('error', fail);
    socket.connect(options.port, options.host, () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.off('error', fail);
      resolve(socket);
    });
  });
}
