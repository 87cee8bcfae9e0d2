// `sluice connector …`: the plugin author's commands, and the operator's install and remove.
import { createLogger } from '../log.js';
import { connectorOptionsFromEnv, createConnectorRuntime } from '../runtime/index.js';
import { parse, UsageError } from './args.js';
import { connectorInitCommand } from './connectorInit.js';
import { connectorTestCommand } from './connectorTest.js';
import type { Config } from './pluginAnnounce.js';

const USAGE = 'usage: sluice connector init <name> [--dir DIR] | test <path> [--json] | list [--json] | install <dir|plugin.tgz> [--json] | remove <id> [--version V] [--json]';

/** The connector types a server started here would load, and the plugins it would refuse. */
async function connectorListCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {});
  const runtime = createConnectorRuntime(createLogger('silent'), connectorOptionsFromEnv());
  try {
    const { types, refusals } = await runtime.load();
    if (values.json) {
      process.stdout.write(`${JSON.stringify({
        types: types.map((t) => ({ id: t.id, version: t.version, kind: t.kind, origin: t.origin, dir: t.dir })),
        refused: refusals,
      })}\n`);
      return 0;
    }
    for (const t of types) process.stdout.write(`${t.id} ${t.version}  ${t.kind}  ${t.origin}  ${t.dir}\n`);
    for (const r of refusals) process.stdout.write(`refused ${r.plugin}: ${r.reason}\n`);
    return 0;
  } finally {
    await runtime.close();
  }
}

/** `config` loads the settings, which only install and remove need (they reach the running processes). */
export async function connectorCommand([sub, ...argv]: string[], config: () => Config): Promise<number> {
  switch (sub) {
    case 'init':
      return connectorInitCommand(argv);
    case 'test':
      return connectorTestCommand(argv);
    case 'list':
      return connectorListCommand(argv);
    case 'install':
      return (await import('./connectorInstall.js')).connectorInstallCommand(argv, config());
    case 'remove':
      return (await import('./connectorInstall.js')).connectorRemoveCommand(argv, config());
    default:
      throw new UsageError(USAGE);
  }
}
