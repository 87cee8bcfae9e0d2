// `sluice connector install <dir|tarball>` and `sluice connector remove <id>`: the operator's way to add or take away
// a connector plugin while Sluice runs. Install checks the plugin as `connector test` does (its manifest through the
// runtime's loader; the conformance suite when it declares one), copies it into the plugins folder as
// `<id>-<version>` (into a hidden folder beside it first, then renamed: a process checking the folder never sees
// half a plugin), and announces the change (announce.ts) so that every running process discovers it in seconds.
// Remove refuses while any customer's connector uses the type (or the version); no HTTP endpoint installs code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../log.js';
import { ConnectorRuntime, connectorOptionsFromEnv, createConnectorRuntime, type ConnectorType } from '../runtime/index.js';
import { announcePluginsChanged, typeUsers, type Config } from './pluginAnnounce.js';
import { parse, UsageError } from './args.js';
import { Refused } from './failure.js';

const BIN = fileURLToPath(new URL('../../bin/sluice.js', import.meta.url));

const pluginsDir = () => path.resolve(process.env.SLUICE_PLUGINS_DIR || 'plugins');

/** The plugin's folder inside `staging`: a copy of `source`, or the unpacked tarball (npm pack's `package/`). */
function stage(source: string, staging: string): string {
  const root = path.join(staging, 'plugin');
  if (/\.(tgz|tar\.gz)$/.test(source) && fs.statSync(source).isFile()) {
    fs.mkdirSync(root);
    const tar = spawnSync('tar', ['-xzf', source, '-C', root], { encoding: 'utf8' });
    if (tar.status !== 0) throw new UsageError(`cannot unpack ${source}: ${tar.stderr.trim()}`);
    const inner = path.join(root, 'package');
    return fs.existsSync(path.join(inner, 'package.json')) ? inner : root;
  }
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`${source} is neither a plugin folder nor a .tgz tarball`);
  fs.cpSync(source, root, { recursive: true });
  return root;
}

/** The plugin at `dir` as the runtime loads it, or a UsageError saying why it cannot be. */
async function validated(dir: string): Promise<ConnectorType> {
  const runtime = new ConnectorRuntime({ ...connectorOptionsFromEnv(), firstPartyDir: null, pluginsDir: null, npmPlugins: [] }, createLogger('silent'));
  try {
    const outcome = await runtime.loadFolder(dir);
    if (!outcome.ok) throw new UsageError(`the plugin is refused: ${outcome.refusal.reason}`);
    return outcome.type;
  } finally {
    await runtime.close();
  }
}

/** Runs the conformance suite (and the plugin's own tests) when the plugin declares a conformance module. */
function conformance(dir: string): void {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { sluice?: { conformance?: unknown } };
  if (!pkg.sluice?.conformance) return;
  const run = spawnSync(process.execPath, [BIN, 'connector', 'test', dir], { stdio: ['ignore', 2, 2] });
  if (run.status !== 0) throw new Refused('the plugin failed its conformance suite (above); nothing was installed');
}

export async function connectorInstallCommand(argv: string[], config: Config): Promise<number> {
  const { values, positionals } = parse(argv, {}, 1);
  const source = positionals[0];
  if (!source) throw new UsageError('usage: sluice connector install <dir|plugin.tgz> [--json]');
  const parent = pluginsDir();
  fs.mkdirSync(parent, { recursive: true });
  const staging = fs.mkdtempSync(path.join(parent, '.install-'));
  try {
    const root = stage(path.resolve(source), staging);
    const type = await validated(root);
    conformance(root);
    const target = path.join(parent, `${type.id}-${type.version}`);
    if (fs.existsSync(target)) throw new UsageError(`${type.id} ${type.version} is already installed in ${target}; remove it first (sluice connector remove ${type.id} --version ${type.version})`);
    fs.renameSync(root, target);
    const told = await announcePluginsChanged(config);
    const result = { id: type.id, version: type.version, dir: target, announced: told };
    process.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `installed ${type.id} ${type.version} in ${target}; ${told}\n`);
    return 0;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The installed plugins-folder types `id` (of `version`, if given), and whether that version is the newest of any origin. */
async function installedTypes(id: string, version: string | undefined): Promise<{ types: ConnectorType[]; newest: boolean }> {
  const runtime = createConnectorRuntime(createLogger('silent'));
  try {
    const all = (await runtime.types()).filter((t) => t.id === id);
    const types = all.filter((t) => t.origin === 'plugins_dir' && (version === undefined || t.version === version));
    return { types, newest: version !== undefined && all[0]?.version === version };
  } finally {
    await runtime.close();
  }
}

export async function connectorRemoveCommand(argv: string[], config: Config): Promise<number> {
  const { values, positionals } = parse(argv, { version: { type: 'string' } }, 1);
  const id = positionals[0];
  if (!id) throw new UsageError('usage: sluice connector remove <id> [--version V] [--json]');
  const which = values.version ? `${id} ${values.version}` : id;
  const { types, newest } = await installedTypes(id, values.version);
  if (types.length === 0) throw new UsageError(`no plugin of connector type ${which} is installed in ${pluginsDir()}`);
  const users = await typeUsers(config, id, values.version === undefined ? undefined : { version: values.version, newest });
  if (users.length > 0) {
    const named = users.map((u) => `${u.customer_id}/${u.connector_id} '${u.connector_name}'${u.flow_ids.length ? ` (flows ${u.flow_ids.join(', ')})` : ''}`);
    throw new Refused(`connector type ${which} is in use by ${users.length} connector(s): ${named.join('; ')}; delete them or move them to another type version first`);
  }
  for (const t of types) {
    // Renamed out of sight first, so no process discovers half a folder while it is deleted.
    const gone = path.join(path.dirname(t.dir), `.removing-${path.basename(t.dir)}-${process.pid}`);
    fs.renameSync(t.dir, gone);
    fs.rmSync(gone, { recursive: true, force: true });
  }
  const told = await announcePluginsChanged(config);
  const removed = types.map((t) => ({ id: t.id, version: t.version, dir: t.dir }));
  process.stdout.write(values.json ? `${JSON.stringify({ removed, announced: told })}\n` : `${removed.map((r) => `removed ${r.id} ${r.version} (${r.dir})`).join('\n')}\n${told}\n`);
  return 0;
}
