// The process logger. Secrets are never logged: request headers are not logged at all, and any field that could
// carry a credential is redacted wherever it appears. Lines written under a span name its trace (src/tracing/).
import pino, { type DestinationStream } from 'pino';
import { traceLogFields } from './tracing/spans.js';

export type Logger = pino.Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const REDACT_PATHS = [
  'authorization',
  '*.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'key',
  '*.key',
  'api_key',
  '*.api_key',
  'secret',
  '*.secret',
  'password',
  '*.password',
  'credentials',
  '*.credentials',
  'token',
  '*.token',
  'cookie',
  '*.cookie',
  'set-cookie',
  '*["set-cookie"]',
  'current_password',
  '*.current_password',
  'new_password',
  '*.new_password',
];

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  // Every line written under a span carries its trace_id and span_id, so a line (a request's, by its request_id)
  // leads to its trace; without tracing the mixin adds nothing.
  return pino({ level, base: { service: 'sluice' }, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, mixin: traceLogFields }, destination);
}
