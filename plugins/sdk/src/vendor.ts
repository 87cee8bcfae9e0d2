// callVendor: one call to a vendor's API, made the way Sluice needs every such call made. Each attempt has a
// time-out; the answer's status is read through the SDK's status table (statuses.ts) with the connector's own
// entries laid over it; a rate limit (and a failure that names a Retry-After) is waited out and tried again, up to
// a cap on the wait and on the retries; whatever still fails is thrown as the SDK's error of its kind. It works on
// anything that answers with a status: ctx.fetch is this helper around fetch, and the stripe and hubspot connectors
// run their vendor clients' calls through it.
import { egressError, isEgressRefusal } from './egress.js';
import { AuthError, ConfigError, QuotaError, TransientError, errorKindOf, type ErrorKind } from './errors.js';
import { sleep } from './retry.js';
import { statusAction, type StatusTable } from './statuses.js';

/** A vendor's answer as callVendor reads it: its status, and what it says about waiting. */
export interface VendorReply {
  status: number;
  /** The wait the vendor asks for, in seconds (parseRetryAfter reads the header). */
  retryAfterSeconds?: number;
  /** The vendor's own words: a reason phrase, an error body's message. */
  detail?: string;
  /** Called when the answer is not returned (retried or thrown): e.g. cancels an unread body. */
  discard?(): Promise<void> | void;
}

/** A failed attempt, as a connector's `message` sees it to word the error. */
export interface VendorFailure {
  kind: ErrorKind;
  /** The call, as `what` named it. */
  what: string;
  /** The answer's status; undefined when the vendor could not be reached or did not answer in time. */
  status?: number;
  retryAfterSeconds?: number;
  detail?: string;
  /** Set when the attempt ran out of its time-out. */
  timedOut?: boolean;
  /** The error thrown, for a failure that is not an answer. */
  cause?: unknown;
}

export interface CallVendorOptions<T> {
  /** Names the call in messages and logs, e.g. "GET /v1/customers". */
  what: string;
  /** The call's signal (ctx.signal): its abort stops the attempt and any wait, and is rethrown as it is. */
  signal: AbortSignal;
  /** Gives one attempt up after this many milliseconds, as a transient failure. */
  timeoutMs?: number;
  /** Retries after the first attempt (default 2). */
  retries?: number;
  /** The longest wait made, in seconds (default 30); a longer one fails at once, carrying it. */
  maxRetryAfterSeconds?: number;
  /** The wait when a rate limit names none, by attempt from 0 (default 1 s). */
  fallbackSeconds?(attempt: number): number;
  /** Entries laid over the SDK's status table, e.g. `{ '404': 'return', '423': 'auth' }`. */
  statuses?: StatusTable;
  /** A result as an answer to read (fetch's Response); undefined, or no function, means success. */
  replyOf?(result: T): VendorReply | undefined;
  /**
   * A thrown error as an answer (a client library's HTTP error), `'network'` for a vendor not reached, an SDK error
   * to throw as it is, or undefined for anything else (rethrown unchanged: a bug). Default: every error is `'network'`.
   */
  errorOf?(err: unknown): VendorReply | 'network' | Error | undefined;
  /** The message of the error thrown for a failure (default: `<what> answered <status>: <detail>`). */
  message?(failure: VendorFailure): string;
  /** Told each wait before it starts (to log it). */
  onWait?(seconds: number, attempt: number, failure: VendorFailure): void;
}

type Outcome<T> = { result: T } | { failure: VendorFailure };

const DEFAULT_RETRIES = 2;
const DEFAULT_MAX_RETRY_AFTER_SECONDS = 30;

/** Runs `call` (given a signal that ends with the attempt) until it succeeds, fails for good, or is cancelled. */
export async function callVendor<T>(call: (signal: AbortSignal) => Promise<T>, options: CallVendorOptions<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(call, options);
    if ('result' in outcome) return outcome.result;
    const wait = retryWait(outcome.failure, attempt, options);
    if (wait === undefined) throw vendorError(outcome.failure, options);
    options.onWait?.(wait, attempt, outcome.failure);
    await sleep(wait * 1000, options.signal);
  }
}

/** The wait before the next attempt, or undefined when the failure is final. */
function retryWait(failure: VendorFailure, attempt: number, options: CallVendorOptions<unknown>): number | undefined {
  const named = failure.retryAfterSeconds;
  // A rate limit is always worth waiting out; another failure only when the vendor names the wait.
  const wait = failure.kind === 'quota' ? (named ?? options.fallbackSeconds?.(attempt) ?? 1) : failure.kind === 'transient' && failure.status !== undefined ? named : undefined;
  if (wait === undefined || attempt >= (options.retries ?? DEFAULT_RETRIES)) return undefined;
  return wait <= (options.maxRetryAfterSeconds ?? DEFAULT_MAX_RETRY_AFTER_SECONDS) ? wait : undefined;
}

async function attemptOnce<T>(call: (signal: AbortSignal) => Promise<T>, options: CallVendorOptions<T>): Promise<Outcome<T>> {
  const timeout = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
  const signal = timeout ? AbortSignal.any([options.signal, timeout]) : options.signal;
  const expiry = timeout ? rejectOnAbort(timeout) : undefined;
  try {
    const result = await (expiry ? Promise.race([call(signal), expiry.promise]) : call(signal));
    return await answered(result, options);
  } catch (err) {
    if (options.signal.aborted) throw err; // Sluice cancelled the call: not a failure of the vendor
    if (timeout?.aborted) return { failure: { kind: 'transient', what: options.what, timedOut: true, cause: err } };
    return thrown(err, options);
  } finally {
    expiry?.dispose();
  }
}

async function answered<T>(result: T, options: CallVendorOptions<T>): Promise<Outcome<T>> {
  const reply = options.replyOf?.(result);
  if (!reply) return { result };
  const failure = failureOf(reply, options);
  if (!failure) return { result };
  await reply.discard?.();
  return { failure };
}

function failureOf(reply: VendorReply, options: CallVendorOptions<unknown>): VendorFailure | undefined {
  const kind = statusAction(reply.status, options.statuses);
  if (kind === 'return') return undefined;
  return { kind, what: options.what, status: reply.status, retryAfterSeconds: reply.retryAfterSeconds, detail: reply.detail };
}

function thrown(err: unknown, options: CallVendorOptions<unknown>): Outcome<never> {
  // The egress policy refused the target: the customer's configuration must change, and nothing was sent.
  if (isEgressRefusal(err)) throw egressError(err);
  if (errorKindOf(err)) throw err; // already one of the SDK's errors
  const read = options.errorOf ? options.errorOf(err) : 'network';
  if (read === undefined) throw err;
  if (read instanceof Error) throw read;
  if (read === 'network') return { failure: { kind: 'transient', what: options.what, cause: err } };
  const failure = failureOf(read, options);
  if (!failure) throw err;
  return { failure: { ...failure, cause: err } };
}

/** A promise that rejects once `signal` aborts, and the means to stop listening. */
function rejectOnAbort(signal: AbortSignal): { promise: Promise<never>; dispose(): void } {
  let onAbort = () => {};
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => {}); // the race reports it; unobserved otherwise
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

/** The words of a network failure: the system's error code when there is one. */
export function networkCause(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err as Error)?.message ?? String(err);
}

/** The default wording: `<what> answered 503: <detail>; retry after 5 s`, or what kept the answer from coming. */
export function describeFailure(failure: VendorFailure): string {
  if (failure.timedOut) return `${failure.what} did not answer in time`;
  if (failure.status === undefined) return `${failure.what} failed: ${networkCause(failure.cause)}`;
  const detail = failure.detail ? `: ${failure.detail}` : '';
  const after = failure.retryAfterSeconds === undefined ? '' : `; retry after ${failure.retryAfterSeconds} s`;
  return `${failure.what} answered ${failure.status}${detail}${after}`;
}

const ERRORS: Record<Exclude<ErrorKind, 'quota'>, new (message: string, options: { cause?: unknown }) => Error> = {
  auth: AuthError,
  config: ConfigError,
  transient: TransientError,
};

/** The SDK's error for a final failure. */
export function vendorError(failure: VendorFailure, options: Pick<CallVendorOptions<unknown>, 'message'> = {}): Error {
  const message = (options.message ?? describeFailure)(failure);
  if (failure.kind === 'quota') return new QuotaError(message, { cause: failure.cause, retryAfterSeconds: failure.retryAfterSeconds });
  return new ERRORS[failure.kind](message, { cause: failure.cause });
}
