// The `sluice` command.
import { loadConfig, publicUrlOf, unknownSettingWarnings, type Config } from './config.js';
import { DEFAULT_CUSTOMER_LIMITS } from './domain/customerLimits.js';
import { runOnServer } from './cli/adminClient.js';
import { processIo, UsageError } from './cli/args.js';
import { failureOf } from './cli/failure.js';
import type { Knex } from 'knex';

const USAGE = `usage: sluice <command>

  start [--demo]             migrate, create a demo customer, key and sign-in link on first start (embedded
                             database, or with --demo), serve the API, console and workers
  migrate [--to NAME]        apply database migrations (up to NAME; or back to NAME, reverting the later ones)
  serve [--port N] [--host H] [--no-worker]
  worker                     run background work only
  customers create --name NAME
  customers delete CUS --yes  delete a customer and all it owns (records in batches; can be run again if interrupted)
  users create --customer CUS --email EMAIL --role owner|admin|member|viewer
  users set-password USR --password-stdin   set a console password, read from standard input (at least 12 characters)
  users login-link USR [--json]             print a one-time console sign-in link (valid 15 minutes)
  keys create --customer CUS --user USR --scopes a,b,c [--expires-in-days 30|90|365] [--name N]
  keys list --customer CUS
  keys revoke KEY_ID
  connector init NAME [--dir DIR]   create a working connector plugin in DIR (default SLUICE_PLUGINS_DIR or ./plugins)
  connector test PATH [--json]      run the conformance suite against the plugin in PATH
  connector list [--json]           the connector types a server started here would load, and refused plugins
  connector install DIR|TGZ         check a plugin, copy it into SLUICE_PLUGINS_DIR; running processes load it
  connector remove ID [--version V] remove an installed plugin (refused while a connector uses it)

Admin commands accept --json; on the embedded database a running server runs them. Environment: DATABASE_URL, PORT, HOST, SLUICE_DATA_DIR, SLUICE_SECRET_KEY, SLUICE_PUBLIC_URL, LOG_LEVEL.`;

// Each command loads what it runs: the long-running processes the HTTP stack, the job queue and the plugin host,
// `connector` the plugin tooling, the admin commands only the database. Loading everything took ~1 s of every
// `sluice` start on a two-vCPU machine, ~0.6 s of it for modules an admin command never uses.
const processes = () => import('./cli/processes.js');

async function withDb(config: Config, fn: (knex: Knex) => Promise<void>): Promise<void> {
  // Loaded here, not above: the database modules are CPU that `help`, a usage error, an admin command a running
  // server answers and the `connector` tooling never use. The database alone, not the container: an admin command
  // needs no plugin host, metrics or webhook sender (their modules were ~0.1 s of every command).
  const [{ openDatabase }, { migrationsCurrent }] = await Promise.all([
    import('./db/open.js'),
    import('./db/migrate.js'),
  ]);
  const opened = await openDatabase(config);
  try {
    if (!(await migrationsCurrent(opened.db.knex))) {
      throw new UsageError('the database schema is not current: run `sluice migrate` (or `sluice start`) first');
    }
    await fn(opened.db.knex);
  } finally {
    await opened.close();
  }
}

/**
 * `sluice customers|users|keys …`: on the embedded database, sent to the server that holds it when one runs (it
 * answers at once, and its sign-in links name the port it serves on); otherwise run here, on the database directly.
 */
async function admin(argv: string[]): Promise<number> {
  const config = loadConfig();
  let io = processIo();
  if (!config.databaseUrl) {
    const onServer = await runOnServer(config.dataDir, argv);
    if ('exitCode' in onServer) return onServer.exitCode;
    io = onServer.io;
    await briefEmbeddedDatabase();
  }
  const limits = config.customerLimits ?? DEFAULT_CUSTOMER_LIMITS;
  const { adminCommand } = await import('./cli/admin.js');
  await withDb(config, (knex) => adminCommand({ knex, publicUrl: publicUrlOf(config), limits }, argv, io));
  return 0;
}

/** For a command that opens the embedded database, does one thing and exits (db/connect.ts embeddedBriefly). */
async function briefEmbeddedDatabase(): Promise<void> {
  (await import('./db/connect.js')).embeddedBriefly();
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // A misspelt setting would otherwise leave its default in force without a word.
  for (const warning of unknownSettingWarnings()) process.stderr.write(`sluice: warning: ${warning}\n`);
  try {
    switch (command) {
      case 'start':
        await (await processes()).startCommand(loadConfig(), rest);
        return 0;
      case 'migrate':
        if (!loadConfig().databaseUrl) await briefEmbeddedDatabase();
        await (await processes()).migrateCommand(loadConfig(), rest);
        return 0;
      case 'serve':
        await (await processes()).serveCommand(loadConfig(), rest);
        return 0;
      case 'worker':
        await (await processes()).workerCommand(loadConfig(), rest);
        return 0;
      case 'customers':
      case 'users':
      case 'keys':
        return await admin(argv);
      case 'connector':
        return await (await import('./cli/connector.js')).connectorCommand(rest, () => loadConfig());
      case undefined:
        process.stderr.write(`sluice: no command given\n\n${USAGE}\n`);
        return 2;
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(`${USAGE}\n`);
        return 0;
      default:
        process.stderr.write(`sluice: unknown command '${command}'\n\n${USAGE}\n`);
        return 2;
    }
  } catch (err) {
    const { exitCode, stderr } = failureOf(err);
    process.stderr.write(stderr);
    return exitCode;
  }
}
