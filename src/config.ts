// The process environment, parsed and validated once. Everything else receives a Config.
import fs from 'node:fs';
import path from 'node:path';
import { customerWriteLimit, DEFAULT_RATE_LIMITS, type RateLimits } from './http/rateLimit/slidingWindow.js';
import { parseDuration, parseRetrySchedule } from './domain/webhooks/retrySchedule.js';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './domain/webhooks/settings.js';
import { parseIntervalOverrides } from './domain/flows/schedules.js';
import { DEFAULT_RUN_SETTINGS, type RunSettings } from './domain/runs/settings.js';
import { allowListFromEnv, type AllowList } from './egress/index.js';
import { DEFAULT_SLOW_OPERATIONS_PER_CUSTOMER } from './http/slowOperations.js';
import { MIN_TOMBSTONE_RETENTION_DAYS } from './domain/canonical/retention.js';
import { DEFAULT_RUN_RETENTION_DAYS } from './domain/runs/retention.js';
import { DEFAULT_PRUNE_INTERVAL_SECONDS } from './jobs/pruner.js';
import { ConfigError } from './configError.js';
import { MAX_CANONICAL_PARTITIONS } from './db/partitions.js';
import { defaultPublicUrl } from './http/publicUrl.js';
import { LOG_LEVELS, type LogLevel } from './log.js';
import { nearestName } from './domain/nearestName.js';
import { DEFAULT_CUSTOMER_LIMITS, LIMIT_SETTINGS, type CustomerLimits, type LimitedKind } from './domain/customerLimits.js';
import type { MetricsServing } from './http/metricsEndpoint.js';

export interface Config {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  host: string;
  secretKey: string | undefined;
  logLevel: LogLevel;
  rateLimits: RateLimits;
  /** Webhook delivery (SLUICE_WEBHOOK_*); always set by loadConfig, defaults when absent. */
  webhooks?: WebhookSettings;
  /** Run execution and scheduling (SLUICE_RUN_*, SLUICE_SCHEDULE*); always set by loadConfig, defaults when absent. */
  runs?: RunSettings;
  /**
   * Connector verifies, webhook test sends and replays one customer may have in flight at once in one process
   * (SLUICE_SLOW_OPERATIONS_PER_CUSTOMER); always set by loadConfig, the default when absent.
   */
  slowOperationsPerCustomer?: number;
  /**
   * Redis for the API's rate-limit counters (SLUICE_REDIS_URL, redis:// or rediss://). Unset: the counters live in
   * PostgreSQL (or in memory on the embedded database).
   */
  redisUrl?: string | undefined;
  /**
   * Sluice's public base URL (SLUICE_PUBLIC_URL): the base of sign-in links, the origin console requests must come
   * from, and https here makes the session cookie Secure. Undefined: http://127.0.0.1:<port the server bound>.
   */
  publicUrl?: string | undefined;
  /** Days a canonical tombstone is kept before it is purged (SLUICE_TOMBSTONE_RETENTION_DAYS, at least 30). */
  tombstoneRetentionDays?: number;
  /** Days an ended run is kept (SLUICE_RUN_RETENTION_DAYS; each flow's latest ended runs are kept whatever their age). */
  runRetentionDays?: number;
  /**
   * Hash partitions of the canonical tables by customer (SLUICE_CANONICAL_PARTITIONS: 0 for none, or 2 to 256).
   * Unset: a new database gets migration 018's default and an existing one keeps its layout; set: `sluice migrate`
   * rebuilds the tables to it (docs/scaling.md).
   */
  canonicalPartitions?: number | undefined;
  /** Seconds between the pruner's passes (SLUICE_PRUNE_INTERVAL_SECONDS). */
  pruneIntervalSeconds?: number;
  /**
   * Whether a data API page with a next cursor has the pages after it read ahead (SLUICE_READ_AHEAD, on by default;
   * PostgreSQL only: domain/canonical/readAhead.ts). Absent: on.
   */
  readAhead?: boolean;
  /**
   * The most connectors, flows, webhook endpoints, live API keys and members one customer may hold
   * (SLUICE_MAX_*_PER_CUSTOMER); always set by loadConfig, the defaults when absent.
   */
  customerLimits?: CustomerLimits;
  /** GET /metrics: the bearer token it asks for (SLUICE_METRICS_TOKEN) and its own port (SLUICE_METRICS_PORT). */
  metrics?: MetricsServing;
}


/** The port served when neither PORT nor --port says otherwise. */
export const DEFAULT_PORT = 8080;

/**
 * Every SLUICE_* variable Sluice reads, wherever in src/ it is read (test/config.settings.test.ts fails when the code
 * reads one that is not here, or one here is read nowhere). A SLUICE_* variable that is neither here nor in
 * OTHER_SLUICE_NAMES is warned about at start, with the nearest of these (or of UNPREFIXED) as the likely meant one.
 */
export const KNOWN_SLUICE_VARIABLES: readonly string[] = [
  'SLUICE_DATA_DIR', 'SLUICE_SECRET_KEY', 'SLUICE_PUBLIC_URL',
  'SLUICE_RATE_LIMIT_READ', 'SLUICE_RATE_LIMIT_WRITE', 'SLUICE_RATE_LIMIT_TRIGGER', 'SLUICE_RATE_LIMIT_WINDOW_SECONDS', 'SLUICE_REDIS_URL',
  'SLUICE_RATE_LIMIT_CUSTOMER_WRITE',
  'SLUICE_MAX_CONNECTORS_PER_CUSTOMER', 'SLUICE_MAX_FLOWS_PER_CUSTOMER', 'SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER',
  'SLUICE_MAX_API_KEYS_PER_CUSTOMER', 'SLUICE_MAX_MEMBERS_PER_CUSTOMER',
  'SLUICE_PLUGINS_DIR', 'SLUICE_PLUGINS', 'SLUICE_FILES_ROOT',
  'SLUICE_CONNECTOR_CHECK_TIMEOUT_MS', 'SLUICE_CONNECTOR_TIMEOUT_MS', 'SLUICE_CONNECTOR_MEMORY_MB', 'SLUICE_CONNECTOR_CONCURRENCY', 'SLUICE_CONNECTOR_IDLE_SECONDS',
  'SLUICE_PLUGIN_WALL', 'SLUICE_PLUGIN_READ_ONLY', 'SLUICE_BWRAP',
  'SLUICE_RUN_CONCURRENCY', 'SLUICE_RUN_CONCURRENCY_PER_CUSTOMER', 'SLUICE_RUN_MAX_SECONDS', 'SLUICE_RUN_MAX_RECORDS', 'SLUICE_RUN_MAX_BYTES', 'SLUICE_RUN_BATCH_SIZE', 'SLUICE_RUN_CHECKPOINT_MS',
  'SLUICE_RUN_HEARTBEAT_SECONDS', 'SLUICE_RUN_STALE_SECONDS', 'SLUICE_RUN_MAX_ATTEMPTS', 'SLUICE_RUN_POLL_MS', 'SLUICE_SCHEDULER_TICK_MS', 'SLUICE_SCHEDULE_INTERVALS',
  'SLUICE_READ_AHEAD', 'SLUICE_TOMBSTONE_RETENTION_DAYS', 'SLUICE_CANONICAL_PARTITIONS', 'SLUICE_RUN_RETENTION_DAYS', 'SLUICE_PRUNE_INTERVAL_SECONDS',
  'SLUICE_WEBHOOK_RETRY_SCHEDULE', 'SLUICE_WEBHOOK_TIMEOUT_MS', 'SLUICE_WEBHOOK_ALLOW_PRIVATE', 'SLUICE_WEBHOOK_CA_FILE',
  'SLUICE_WEBHOOK_CONCURRENCY', 'SLUICE_WEBHOOK_ENDPOINT_CONCURRENCY', 'SLUICE_WEBHOOK_CUSTOMER_CONCURRENCY', 'SLUICE_WEBHOOK_DISABLE_AFTER',
  'SLUICE_EGRESS_ALLOW', 'SLUICE_SLOW_OPERATIONS_PER_CUSTOMER', 'SLUICE_METRICS', 'SLUICE_METRICS_TOKEN', 'SLUICE_METRICS_PORT',
  // Set by Sluice itself for plugin processes (where its own database is, for the egress guard; whether the process
  // runs behind the wall); not settings.
  'SLUICE_EGRESS_OWN_DATABASE', 'SLUICE_WALLED',
];

/**
 * SLUICE_* names that are not settings of the service but are expected beside it, so never warned about: those of
 * Sluice's clients and examples (the API's address and key, a receiver's webhook secret), and those the test suite
 * and CI set for the processes they start.
 */
const OTHER_SLUICE_NAMES: readonly string[] = [
  'SLUICE_URL', 'SLUICE_API_KEY', 'SLUICE_WEBHOOK_SECRET',
  'SLUICE_REQUIRE_SDK_TOOLS', 'SLUICE_UPDATE_SCREENSHOTS', 'SLUICE_TEST_CHROMIUM', 'SLUICE_TOUR_TIMING',
];

/** Settings without the prefix, which a prefixed PORT or DATABASE_URL most likely means. */
const UNPREFIXED = ['DATABASE_URL', 'PORT', 'HOST', 'LOG_LEVEL'];

/** What a misspelt name may be taken for: the settings (not the variable Sluice sets for plugins). */
const SUGGESTED = [...KNOWN_SLUICE_VARIABLES.filter((name) => name !== 'SLUICE_EGRESS_OWN_DATABASE' && name !== 'SLUICE_WALLED'), ...UNPREFIXED];

/**
 * One warning for each SLUICE_* variable of `env` that Sluice does not read (a typo leaves its setting at the
 * default without a word), naming the setting it most likely meant.
 */
export function unknownSettingWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const known = new Set([...KNOWN_SLUICE_VARIABLES, ...OTHER_SLUICE_NAMES]);
  const unknown = Object.keys(env).filter((name) => name.startsWith('SLUICE_') && !known.has(name)).sort();
  return unknown.map((name) => {
    const bare = name.slice('SLUICE_'.length);
    const meant = UNPREFIXED.includes(bare) ? bare : nearestName(name, SUGGESTED);
    return `${name} is not a Sluice setting; ${meant ? `did you mean ${meant}?` : 'the settings are listed in docs/configuration.md'}`;
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : parsePort(env.PORT, 'PORT');
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
    rateLimits: rateLimits(env),
    webhooks: webhookSettings(env),
    runs: runSettings(env),
    slowOperationsPerCustomer: positiveInt(env, 'SLUICE_SLOW_OPERATIONS_PER_CUSTOMER', DEFAULT_SLOW_OPERATIONS_PER_CUSTOMER),
    publicUrl: env.SLUICE_PUBLIC_URL ? parsePublicUrl(env.SLUICE_PUBLIC_URL) : undefined,
    redisUrl: env.SLUICE_REDIS_URL ? parseRedisUrl(env.SLUICE_REDIS_URL) : undefined,
    tombstoneRetentionDays: tombstoneRetentionDays(env),
    canonicalPartitions: canonicalPartitions(env),
    runRetentionDays: boundedInt(env, 'SLUICE_RUN_RETENTION_DAYS', { fallback: DEFAULT_RUN_RETENTION_DAYS, min: 1, max: 36500, unit: 'days' }),
    pruneIntervalSeconds: boundedInt(env, 'SLUICE_PRUNE_INTERVAL_SECONDS', { fallback: DEFAULT_PRUNE_INTERVAL_SECONDS, min: 1, max: 86400, unit: 'seconds' }),
    readAhead: onOff(env, 'SLUICE_READ_AHEAD', true),
    customerLimits: customerLimits(env),
    metrics: metricsServing(env),
  };
}

function metricsServing(env: NodeJS.ProcessEnv): MetricsServing {
  const token = env.SLUICE_METRICS_TOKEN || undefined;
  if (token !== undefined && (token.length < 16 || /\s/.test(token))) {
    throw new ConfigError('SLUICE_METRICS_TOKEN must be at least 16 characters with no spaces (for example: openssl rand -hex 24)');
  }
  const port = env.SLUICE_METRICS_PORT ? parsePort(env.SLUICE_METRICS_PORT, 'SLUICE_METRICS_PORT') : undefined;
  return { enabled: onOff(env, 'SLUICE_METRICS', true), token, port };
}

function rateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const write = positiveInt(env, 'SLUICE_RATE_LIMIT_WRITE', DEFAULT_RATE_LIMITS.write);
  return {
    windowSeconds: positiveInt(env, 'SLUICE_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowSeconds),
    read: positiveInt(env, 'SLUICE_RATE_LIMIT_READ', DEFAULT_RATE_LIMITS.read),
    write,
    trigger: positiveInt(env, 'SLUICE_RATE_LIMIT_TRIGGER', DEFAULT_RATE_LIMITS.trigger),
    customerWrite: positiveInt(env, 'SLUICE_RATE_LIMIT_CUSTOMER_WRITE', customerWriteLimit({ write })),
  };
}

/** Each SLUICE_MAX_*_PER_CUSTOMER: a whole number from 1 (a customer with no room for one is no customer). */
function customerLimits(env: NodeJS.ProcessEnv): CustomerLimits {
  const limits: Record<LimitedKind, number> = { ...DEFAULT_CUSTOMER_LIMITS };
  for (const kind of Object.keys(limits) as LimitedKind[]) {
    limits[kind] = boundedInt(env, LIMIT_SETTINGS[kind].variable, { fallback: limits[kind], min: 1, max: 1_000_000, unit: LIMIT_SETTINGS[kind].unit });
  }
  return limits;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = (env[name] ?? '').toLowerCase();
  if (value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`${name} must be on or off; got '${env[name]}'`);
}

/** Incremental readers are promised at least 30 days to see a deletion: a shorter retention is refused. */
function tombstoneRetentionDays(env: NodeJS.ProcessEnv): number {
  const days = positiveInt(env, 'SLUICE_TOMBSTONE_RETENTION_DAYS', MIN_TOMBSTONE_RETENTION_DAYS);
  if (days < MIN_TOMBSTONE_RETENTION_DAYS || days > 36500) {
    throw new ConfigError(`SLUICE_TOMBSTONE_RETENTION_DAYS must be between ${MIN_TOMBSTONE_RETENTION_DAYS} and 36500 days; got '${env.SLUICE_TOMBSTONE_RETENTION_DAYS}'`);
  }
  return days;
}

function canonicalPartitions(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.SLUICE_CANONICAL_PARTITIONS;
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n === 1 || n > MAX_CANONICAL_PARTITIONS) {
    throw new ConfigError(`SLUICE_CANONICAL_PARTITIONS must be 0 (no partitions) or a whole number from 2 to ${MAX_CANONICAL_PARTITIONS}; got '${value}'`);
  }
  return n;
}

/** A whole number within [min, max]; unset means `fallback`. */
function boundedInt(env: NodeJS.ProcessEnv, name: string, { fallback, min, max, unit }: { fallback: number; min: number; max: number; unit: string }): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be a whole number of ${unit} between ${min} and ${max}; got '${value}'`);
  }
  return Number(value);
}

/** The public URL for links printed without a server: SLUICE_PUBLIC_URL, or the default at the configured port. */
export function publicUrlOf(config: Config): string {
  return config.publicUrl ?? defaultPublicUrl(config.port);
}

/** A redis:// or rediss:// URL (rediss is TLS). The message never repeats the value: it may hold a password. */
export function parseRedisUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SLUICE_REDIS_URL must be a redis:// or rediss:// URL, like redis://127.0.0.1:6379; it is not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`SLUICE_REDIS_URL must be a redis:// or rediss:// URL, like redis://127.0.0.1:6379; its scheme is ${url.protocol.replace(/:$/, '')}`);
  }
  return value;
}

/** An http(s) origin: scheme, host and optional port, nothing else (a trailing slash is allowed). */
export function parsePublicUrl(value: string): string {
  const problem = (why: string) =>
    new ConfigError(`SLUICE_PUBLIC_URL must be an http:// or https:// URL with no path, query or credentials, like https://sluice.example.com; '${value}' ${why}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw problem('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw problem(`has the scheme ${url.protocol.replace(/:$/, '')}`);
  if (url.username || url.password) throw problem('has credentials');
  if (url.pathname !== '/' || /^[a-z]+:\/\/[^/]+\/./i.test(value)) throw problem('has a path');
  if (url.search || value.includes('?')) throw problem('has a query');
  if (url.hash || value.includes('#')) throw problem('has a fragment');
  return url.origin;
}

function runSettings(env: NodeJS.ProcessEnv): RunSettings {
  let intervals = DEFAULT_RUN_SETTINGS.scheduleIntervals;
  if (env.SLUICE_SCHEDULE_INTERVALS) {
    try {
      intervals = parseIntervalOverrides(env.SLUICE_SCHEDULE_INTERVALS);
    } catch (err) {
      throw new ConfigError(`SLUICE_SCHEDULE_INTERVALS: ${(err as Error).message}`);
    }
  }
  const d = DEFAULT_RUN_SETTINGS;
  const settings: RunSettings = {
    concurrency: positiveInt(env, 'SLUICE_RUN_CONCURRENCY', d.concurrency),
    perCustomerConcurrency: positiveInt(env, 'SLUICE_RUN_CONCURRENCY_PER_CUSTOMER', d.perCustomerConcurrency),
    maxSeconds: positiveInt(env, 'SLUICE_RUN_MAX_SECONDS', d.maxSeconds),
    maxRecords: boundedInt(env, 'SLUICE_RUN_MAX_RECORDS', { fallback: d.maxRecords, min: 1, max: Number.MAX_SAFE_INTEGER, unit: 'records' }),
    maxBytes: boundedInt(env, 'SLUICE_RUN_MAX_BYTES', { fallback: d.maxBytes, min: 1, max: Number.MAX_SAFE_INTEGER, unit: 'bytes' }),
    heartbeatSeconds: positiveInt(env, 'SLUICE_RUN_HEARTBEAT_SECONDS', d.heartbeatSeconds),
    staleSeconds: positiveInt(env, 'SLUICE_RUN_STALE_SECONDS', d.staleSeconds),
    maxAttempts: positiveInt(env, 'SLUICE_RUN_MAX_ATTEMPTS', d.maxAttempts),
    batchSize: positiveInt(env, 'SLUICE_RUN_BATCH_SIZE', d.batchSize),
    checkpointMs: boundedInt(env, 'SLUICE_RUN_CHECKPOINT_MS', { fallback: d.checkpointMs, min: 0, max: 60_000, unit: 'milliseconds' }),
    idlePollMs: boundedInt(env, 'SLUICE_RUN_POLL_MS', { fallback: d.idlePollMs, min: 50, max: 3_600_000, unit: 'milliseconds' }),
    schedulerTickMs: positiveInt(env, 'SLUICE_SCHEDULER_TICK_MS', d.schedulerTickMs),
    scheduleIntervals: intervals,
  };
  if (settings.staleSeconds <= settings.heartbeatSeconds) {
    throw new ConfigError(
      `SLUICE_RUN_STALE_SECONDS (${settings.staleSeconds}) must be greater than SLUICE_RUN_HEARTBEAT_SECONDS (${settings.heartbeatSeconds}), or live runs would be taken for dead ones`,
    );
  }
  if (settings.batchSize > 10_000) throw new ConfigError(`SLUICE_RUN_BATCH_SIZE must be at most 10000; got '${settings.batchSize}'`);
  return settings;
}

function webhookSettings(env: NodeJS.ProcessEnv): WebhookSettings {
  let retrySchedule = DEFAULT_WEBHOOK_SETTINGS.retrySchedule;
  if (env.SLUICE_WEBHOOK_RETRY_SCHEDULE !== undefined) {
    try {
      retrySchedule = parseRetrySchedule(env.SLUICE_WEBHOOK_RETRY_SCHEDULE);
    } catch (err) {
      throw new ConfigError(`SLUICE_WEBHOOK_RETRY_SCHEDULE: ${(err as Error).message}`);
    }
  }
  const allow = (env.SLUICE_WEBHOOK_ALLOW_PRIVATE ?? '').toLowerCase();
  if (!['', 'true', 'false'].includes(allow)) {
    throw new ConfigError(`SLUICE_WEBHOOK_ALLOW_PRIVATE must be true or false; got '${env.SLUICE_WEBHOOK_ALLOW_PRIVATE}'`);
  }
  let ca: string | undefined;
  if (env.SLUICE_WEBHOOK_CA_FILE) {
    try {
      ca = fs.readFileSync(env.SLUICE_WEBHOOK_CA_FILE, 'utf8');
    } catch (err) {
      throw new ConfigError(`SLUICE_WEBHOOK_CA_FILE: cannot read ${env.SLUICE_WEBHOOK_CA_FILE}: ${(err as Error).message}`);
    }
  }
  return {
    retrySchedule,
    timeoutMs: positiveInt(env, 'SLUICE_WEBHOOK_TIMEOUT_MS', DEFAULT_WEBHOOK_SETTINGS.timeoutMs),
    allowPrivate: allow === 'true',
    egressAllow: egressAllow(env),
    ca,
    concurrency: positiveInt(env, 'SLUICE_WEBHOOK_CONCURRENCY', DEFAULT_WEBHOOK_SETTINGS.concurrency),
    endpointConcurrency: positiveInt(env, 'SLUICE_WEBHOOK_ENDPOINT_CONCURRENCY', DEFAULT_WEBHOOK_SETTINGS.endpointConcurrency),
    customerConcurrency: positiveInt(env, 'SLUICE_WEBHOOK_CUSTOMER_CONCURRENCY', DEFAULT_WEBHOOK_SETTINGS.customerConcurrency),
    disableAfterMs: durationMs(env, 'SLUICE_WEBHOOK_DISABLE_AFTER', DEFAULT_WEBHOOK_SETTINGS.disableAfterMs),
  };
}

function egressAllow(env: NodeJS.ProcessEnv): AllowList {
  try {
    return allowListFromEnv(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

/** A duration such as `5d`, `12h`, `30s` or `500ms` (a bare number is seconds). */
function durationMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  try {
    const ms = parseDuration(value);
    if (ms > 0) return ms;
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be a positive duration such as 5d, 12h or 30s; got '${value}'`);
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
