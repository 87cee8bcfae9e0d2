// The process environment, parsed and validated once. Everything else receives a Config.
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  host: string;
  secretKey: string | undefined;
  logLevel: LogLevel;
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
  };
}

export function parsePort(value: string, name: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 0 || n > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535; got '${value}'`);
  }
  return n;
}
