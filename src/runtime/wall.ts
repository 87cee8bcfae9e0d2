// The operating-system wall around every plugin process (docs/plugins.md, "The wall"): bubblewrap starts the
// process in namespaces of its own (network, process ids, IPC, host name, mounts). Its mount view holds the
// system's read-only files, Sluice's own code and the plugin's folder (read-only), its customer's files folder
// (read-write, when it has one) and an empty /tmp: no Unix socket of Sluice's database, no other customer's
// files, nothing of the host's /run, /var or /home. Its network namespace has only a loopback interface; the one way
// out is the egress proxy Sluice runs for the process (wallProxy.ts), reached through a Unix socket bound into the
// wall, which the process's egress guard dials for every connection (egress/relay.ts). So the policy holds for
// what a plugin's code does behind the guard's back too: child processes, raw sockets, native code.
//
// SLUICE_PLUGIN_WALL: `auto` (the default) walls every plugin process where bubblewrap can build the wall and
// keeps the in-process guard alone where it cannot (logged once); `required` refuses to run plugins without it;
// `off` never walls them. SLUICE_PLUGIN_READ_ONLY names more folders to bind read-only (the executables and
// virtualenvs of bridged Airbyte sources and Singer taps installed outside their plugin's folder).
import fs from 'node:fs';
import path from 'node:path';
import { systemBinds, wallProblemAsync } from '@sluice/connector-sdk/bridges';
import { ConfigError } from '../configError.js';
import { PACKAGE_ROOT } from '../paths.js';
import { WALL_PROXY_SOCKET } from './protocol.js';

export const PLUGIN_WALL_ENV = 'SLUICE_PLUGIN_WALL';
export type WallMode = 'auto' | 'required' | 'off';
const MODES: readonly WallMode[] = ['auto', 'required', 'off'];

const BWRAP = process.env.SLUICE_BWRAP || 'bwrap';

export function wallModeFromEnv(env: NodeJS.ProcessEnv): WallMode {
  const raw = (env[PLUGIN_WALL_ENV] ?? '').trim() || 'auto';
  if (!(MODES as readonly string[]).includes(raw)) throw new ConfigError(`${PLUGIN_WALL_ENV} must be one of ${MODES.join(', ')}; got '${raw}'`);
  return raw as WallMode;
}

export const PLUGIN_READ_ONLY_ENV = 'SLUICE_PLUGIN_READ_ONLY';

/** SLUICE_PLUGIN_READ_ONLY: absolute folders, comma-separated. */
export function wallReadOnlyFromEnv(env: NodeJS.ProcessEnv): string[] {
  const list = (env[PLUGIN_READ_ONLY_ENV] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const relative = list.find((p) => !path.isAbsolute(p));
  if (relative) throw new ConfigError(`${PLUGIN_READ_ONLY_ENV}: '${relative}' is not an absolute path`);
  return list.map((p) => path.resolve(p));
}

/**
 * Whether plugin processes run walled under `mode`, and why not when they do not (null: they do, or `off`). The
 * trial behind it never blocks the event loop (a worker's runs go on while it runs).
 */
export async function wallDecision(mode: WallMode): Promise<{ walled: boolean; problem: string | null }> {
  if (mode === 'off') return { walled: false, problem: null };
  const problem = await wallProblemAsync();
  if (problem && mode === 'required') throw new ConfigError(`${PLUGIN_WALL_ENV}=required, but the wall cannot be built: ${problem}`);
  return { walled: problem === null, problem };
}

/** The parts of Sluice's own package a plugin process needs: its code and dependencies, never its data. */
const OWN_PARTS = ['package.json', 'dist', 'node_modules', 'connectors', 'plugins'];

/** The folder holding the nearest package.json above `file` (a plugin's package), or the file's folder. */
function packageDirOf(file: string): string {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.dirname(file);
  }
}

export interface WallSettings {
  /** The plugin's entry module (its package is bound read-only). */
  entry: string;
  /** More read-only folders (the third-party plugins folder), bound at the same path. */
  readOnly: string[];
  /** The Unix socket of the process's egress proxy. */
  proxySocket: string;
  /** The customer's files folder, bound read-write at the same path, when the process has one. */
  filesRoot?: string | undefined;
}

/** bubblewrap's arguments, up to and including `--`: what follows is the command run behind the wall. */
export function wallArgs(s: WallSettings): string[] {
  const own = OWN_PARTS.map((p) => path.join(PACKAGE_ROOT, p));
  const readOnly = [...own, ...s.readOnly, packageDirOf(s.entry)]
    .filter((p, i, all) => fs.existsSync(p) && all.indexOf(p) === i)
    .flatMap((p) => ['--ro-bind', p, p]);
  return [
    '--unshare-all', '--die-with-parent', '--new-session',
    '--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--tmpfs', '/sluice',
    ...systemBinds(),
    ...readOnly,
    '--ro-bind', s.proxySocket, WALL_PROXY_SOCKET,
    ...(s.filesRoot && fs.existsSync(s.filesRoot) ? ['--bind', s.filesRoot, s.filesRoot] : []),
    '--chdir', '/tmp',
    '--',
  ];
}

export const bwrapPath = (): string => BWRAP;
