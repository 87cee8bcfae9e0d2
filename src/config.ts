// The process environment, parsed and validated once. Everything else receives a Config.
import path from 'node:path';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rateLimit/slidingWindow.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  host: string;
  secretKey: string | undefined;
  logLevel: LogLevel;
  rateLimits: RateLimits;
}

export class ConfigError extends Error {}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : parsePort(env.PORT, 'PORT');
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got '${env.LOG_LEVEL}'`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const secretKey = env.SLUICE_SECRET_KEY || undefined;
  if (secretKey !== undefined && secretKey.length < 32) {
    throw new ConfigError('SLUICE_SECRET_KEY must be at least 32 characters (for example: openssl rand -hex 32)');
  }
  return {
    databaseUrl,
    dataDir: path.resolve(env.SLUICE_DATA_DIR || '.sluice'),
    port,
    host: env.HOST || '127.0.0.1',
    secretKey,
    logLevel,
    rateLimits: {
      windowSeconds: positiveInt(env, 'SLUICE_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowSeconds),
      read: positiveInt(env, 'SLUICE_RATE_LIMIT_READ', DEFAULT_RATE_LIMITS.read),
      write: positiveInt(env, 'SLUICE_RATE_LIMIT_WRITE', DEFAULT_RATE_LIMITS.write),
      trigger: positiveInt(env, 'SLUICE_RATE_LIMIT_TRIGGER', DEFAULT_RATE_LIMITS.trigger),
    },
  };
}

/** Operators may tighten or loosen the spec's limits (tests use small ones); unset means the spec's value. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new ConfigError(`${name} must be a positive integer; got '${value}'`);
  return Number(value);
}

export function parsePort(value: string, name: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 0 || n > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535; got '${value}'`);
  }
  return n;
}
