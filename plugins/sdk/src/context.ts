// The object every call receives. Sluice builds it for each call; tests of a plugin can build one the same way.
import { classifyingFetch } from './fetch.js';
import { redactText, redactValue, secretValues } from './redact.js';
import type { Context, LogLevel, Logger } from './types.js';

export type LogSink = (level: LogLevel, message: string, fields: Record<string, unknown>) => void;

export interface ContextOptions<Config, Credentials> {
  config: Config;
  credentials: Credentials;
  /** Where log lines go (already redacted). Default: one JSON line per log call on stderr. */
  log?: LogSink;
  signal?: AbortSignal;
  /** The underlying fetch (default: the global one). */
  fetch?: typeof fetch;
}

const stderrSink: LogSink = (level, message, fields) => {
  process.stderr.write(`${JSON.stringify({ level, message, ...fields })}\n`);
};

export function createLogger(credentials: unknown, sink: LogSink = stderrSink): Logger {
  const secrets = secretValues(credentials);
  const emit = (level: LogLevel) => (message: string, fields: Record<string, unknown> = {}) => {
    sink(level, redactText(String(message), secrets), redactValue(fields, secrets) as Record<string, unknown>);
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

export function createContext<Config, Credentials>(options: ContextOptions<Config, Credentials>): Context<Config, Credentials> {
  const signal = options.signal ?? new AbortController().signal;
  return {
    config: options.config,
    credentials: options.credentials,
    logger: createLogger(options.credentials, options.log),
    signal,
    fetch: classifyingFetch(signal, options.fetch),
  };
}
