// Finding plugin folders: first-party connectors/*, every sub-folder of SLUICE_PLUGINS_DIR, and the npm packages
// named in SLUICE_PLUGINS. Finding is only listing; whether a folder is a valid plugin is the loader's decision.
import fs from 'node:fs';
import path from 'node:path';
import type { ConnectorRuntimeOptions } from './options.js';

export type PluginOrigin = 'first_party' | 'plugins_dir' | 'npm';

export interface PluginCandidate {
  dir: string;
  origin: PluginOrigin;
}

export interface Refusal {
  /** The plugin folder, or the npm package name when it was not found. */
  plugin: string;
  origin: PluginOrigin;
  reason: string;
}

/** The SDK lives in plugins/ too, but is the library plugins use, not a plugin. */
const SDK_PACKAGE = '@sluice/connector-sdk';

function subfolders(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => (e.isDirectory() || e.isSymbolicLink()) && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => path.join(dir, e.name))
    .filter((p) => fs.statSync(p, { throwIfNoEntry: false })?.isDirectory())
    .sort();
}

function isSdk(dir: string): boolean {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name === SDK_PACKAGE;
  } catch {
    return false;
  }
}

/** node_modules/<name> of `from` or one of its parents, as Node would find it. */
function findPackage(name: string, from: string): string | undefined {
  let dir = path.resolve(from);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'));
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function discoverPlugins(options: ConnectorRuntimeOptions): { candidates: PluginCandidate[]; refusals: Refusal[] } {
  const candidates: PluginCandidate[] = [];
  const refusals: Refusal[] = [];
  const seen = new Set<string>();
  const add = (dir: string, origin: PluginOrigin) => {
    const real = fs.realpathSync(dir);
    if (seen.has(real)) return; // the same folder reached twice (a symlink, or SLUICE_PLUGINS_DIR=connectors)
    seen.add(real);
    candidates.push({ dir: real, origin });
  };
  const listed = (folder: string, origin: PluginOrigin): string[] => {
    try {
      return subfolders(folder);
    } catch (err) {
      refusals.push({ plugin: folder, origin, reason: `cannot list the folder: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` });
      return [];
    }
  };
  if (options.firstPartyDir) for (const dir of listed(options.firstPartyDir, 'first_party')) add(dir, 'first_party');
  if (options.pluginsDir) for (const dir of listed(options.pluginsDir, 'plugins_dir')) if (!isSdk(dir)) add(dir, 'plugins_dir');
  for (const name of options.npmPlugins) {
    const dir = options.npmSearchFrom.map((from) => findPackage(name, from)).find(Boolean);
    if (dir) add(dir, 'npm');
    else refusals.push({ plugin: name, origin: 'npm', reason: `npm package '${name}' (named in SLUICE_PLUGINS) is not installed; run npm install ${name}` });
  }
  return { candidates, refusals };
}

/**
 * A cheap fingerprint of the plugins folder: its sub-folders' names and their package.json modification times. A
 * plugin installed, removed or replaced there changes it (the periodic check of jobs/pluginChanges.ts).
 */
export function pluginsFingerprint(options: Pick<ConnectorRuntimeOptions, 'pluginsDir'>): string {
  if (!options.pluginsDir) return '';
  let folders: string[];
  try {
    folders = subfolders(options.pluginsDir);
  } catch {
    return 'unlisted';
  }
  return folders.map((dir) => `${path.basename(dir)}:${fs.statSync(path.join(dir, 'package.json'), { throwIfNoEntry: false })?.mtimeMs ?? '-'}`).join('\n');
}
