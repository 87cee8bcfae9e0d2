// Where plugins come from and the limits they run under, from the environment (parsed once, like src/config.ts).
import path from 'node:path';
import { ConfigError } from '../configError.js';
import { PACKAGE_ROOT } from '../paths.js';
import { allowListFromEnv, ownDatabaseEnv, ownDatabaseOf } from '../egress/index.js';
import { wallModeFromEnv, wallReadOnlyFromEnv, type WallMode } from './wall.js';

export interface ConnectorRuntimeOptions {
  /** First-party connectors: every sub-folder is a plugin (the package's connectors/). Null: none. */
  firstPartyDir: string | null;
  /** Third-party plugins: every sub-folder is a plugin (SLUICE_PLUGINS_DIR, default ./plugins). Null: none. */
  pluginsDir: string | null;
  /** npm packages to load as plugins (SLUICE_PLUGINS, comma-separated names). */
  npmPlugins: string[];
  /** Where npm plugins are looked up: node_modules of these folders and their parents. */
  npmSearchFrom: string[];
  /** Time-out of a check and of loading a plugin's manifest (SLUICE_CONNECTOR_CHECK_TIMEOUT_MS, default 15 s). */
  checkTimeoutMs: number;
  /** Time-out of one write call and of each step of a read (SLUICE_CONNECTOR_TIMEOUT_MS, default 120 s). */
  callTimeoutMs: number;
  /** Heap cap of a plugin process in MB (SLUICE_CONNECTOR_MEMORY_MB, default 512). */
  memoryMb: number;
  /** Plugin processes running at once (SLUICE_CONNECTOR_CONCURRENCY, default 8); more calls wait their turn. */
  maxProcesses: number;
  /**
   * How long a plugin process whose call succeeded is kept for the next call of the same plugin and customer
   * (SLUICE_CONNECTOR_IDLE_SECONDS, default 30; 0: a process per call), in ms.
   */
  idleMs: number;
  /**
   * Whether calls made for no customer keep their processes too, as a customer's calls do (the conformance suite's
   * runtime: one plugin and one fixture environment at a time). Off, such a call gets a process of its own.
   */
  keepUnscoped?: boolean;
  /** The environment of plugin processes. */
  env: NodeJS.ProcessEnv;
  /** Whether plugin processes run behind the operating-system wall (SLUICE_PLUGIN_WALL, runtime/wall.ts; default auto). */
  wall?: WallMode;
  /** More folders bound read-only into the wall (SLUICE_PLUGIN_READ_ONLY: bridged programs and their virtualenvs). */
  wallReadOnly?: string[];
}

const PASSED_THROUGH = ['PATH', 'HOME', 'TMPDIR', 'TEMP', 'TMP', 'TZ', 'LANG', 'LC_ALL', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY'];
/** Never handed to plugins: the service's own secrets and database. */
const WITHHELD = new Set(['SLUICE_SECRET_KEY', 'DATABASE_URL', 'TEST_DATABASE_URL']);

/**
 * Plugins get a small environment: basics, and the SLUICE_* settings meant for them (SLUICE_FILES_ROOT and the
 * like), never SLUICE_SECRET_KEY or DATABASE_URL. SLUICE_FILES_ROOT defaults to `<SLUICE_DATA_DIR>/files`; it is
 * the shared root of every customer's folder, and the runtime hands each plugin process only the folder of the
 * customer it works for (runtime.ts pluginEnv).
 */
export function pluginEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const name of PASSED_THROUGH) if (env[name] !== undefined) out[name] = env[name];
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('SLUICE_') && !WITHHELD.has(name) && value !== undefined) out[name] = value;
  }
  out.SLUICE_FILES_ROOT = path.resolve(env.SLUICE_FILES_ROOT || path.join(env.SLUICE_DATA_DIR || '.sluice', 'files'));
  // The egress guard refuses Sluice's own database; it gets where that is and its name, never the URL's password.
  Object.assign(out, ownDatabaseEnv(ownDatabaseOf(env.DATABASE_URL)));
  return out;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new ConfigError(`${name} must be a positive integer; got '${value}'`);
  return Number(value);
}

function idleSeconds(env: NodeJS.ProcessEnv): number {
  const value = env.SLUICE_CONNECTOR_IDLE_SECONDS;
  if (value === undefined || value === '') return 30;
  if (!/^\d+$/.test(value) || Number(value) > 3600) throw new ConfigError(`SLUICE_CONNECTOR_IDLE_SECONDS must be a whole number of seconds between 0 and 3600; got '${value}'`);
  return Number(value);
}

export function connectorOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ConnectorRuntimeOptions {
  const names = (env.SLUICE_PLUGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const name of names) {
    if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name)) throw new ConfigError(`SLUICE_PLUGINS: '${name}' is not an npm package name`);
  }
  try {
    allowListFromEnv(env); // the plugin processes parse it again; a bad value must stop the start, not every call
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  return {
    firstPartyDir: path.join(PACKAGE_ROOT, 'connectors'),
    pluginsDir: path.resolve(env.SLUICE_PLUGINS_DIR || 'plugins'),
    npmPlugins: names,
    npmSearchFrom: [...new Set([process.cwd(), PACKAGE_ROOT])],
    checkTimeoutMs: positiveInt(env, 'SLUICE_CONNECTOR_CHECK_TIMEOUT_MS', 15_000),
    callTimeoutMs: positiveInt(env, 'SLUICE_CONNECTOR_TIMEOUT_MS', 120_000),
    memoryMb: positiveInt(env, 'SLUICE_CONNECTOR_MEMORY_MB', 512),
    maxProcesses: positiveInt(env, 'SLUICE_CONNECTOR_CONCURRENCY', 8),
    idleMs: idleSeconds(env) * 1000,
    env: pluginEnvironment(env),
    wall: wallModeFromEnv(env),
    wallReadOnly: wallReadOnlyFromEnv(env),
  };
}
