// How `sluice connector install|remove` reach the running processes. On PostgreSQL (DATABASE_URL): NOTIFY on
// PLUGINS_CHANGED_CHANNEL, which every API and worker process listens for (jobs/pluginChanges.ts), and the
// connectors table read directly. On the embedded database: the server holding it, over its admin socket
// (`plugins reload`, `plugins users`), or the data directory itself when no server runs.
import pg from 'pg';
import { openContainer } from '../container.js';
import { PLUGINS_CHANGED_CHANNEL } from '../db/notifications.js';
import { connectorTypeUsers, type TypeUser } from '../domain/connectors/typeUsers.js';
import { askServer } from './adminClient.js';
import { Refused } from './failure.js';

/** The process's settings, as cli.ts loads them (handed down: only the entry points read config.ts). */
export type Config = Parameters<typeof openContainer>[0];

/** Tells the running processes that the plugins folder changed; answers what was told, for the command's output. */
export async function announcePluginsChanged(config: Config): Promise<string> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query(`NOTIFY ${PLUGINS_CHANGED_CHANNEL}`);
    } finally {
      await client.end();
    }
    return 'announced to the running processes (they discover it within seconds)';
  }
  const answer = await askServer(config.dataDir, ['plugins', 'reload']);
  if (!answer) return 'no server is running; it is loaded at the next start';
  if (answer.exitCode !== 0) throw new Refused(`the running server could not reload its plugins: ${answer.stderr.trim()}`);
  return 'the running server reloaded its plugins';
}

/** The connectors using type `id` (pinned to `version`, or following it when it is the newest). */
export async function typeUsers(config: Config, id: string, version: { version: string; newest: boolean } | undefined): Promise<TypeUser[]> {
  if (!config.databaseUrl) {
    const argv = ['plugins', 'users', id, ...(version ? ['--version', version.version, ...(version.newest ? ['--newest'] : [])] : [])];
    const answer = await askServer(config.dataDir, argv);
    if (answer?.exitCode === 0) return JSON.parse(answer.stdout) as TypeUser[];
    if (answer) throw new Refused(`the running server could not say who uses ${id}: ${answer.stderr.trim()}`);
  }
  const container = await openContainer({ ...config, logLevel: 'warn' });
  try {
    return await connectorTypeUsers(container.db.knex, id, version);
  } finally {
    await container.close();
  }
}
