// Plugins installed or removed while Sluice runs (`sluice connector install|remove`): every API and worker process
// discovers them again within seconds, without a restart. On PostgreSQL the command announces the change with
// NOTIFY on PLUGINS_CHANGED_CHANNEL, which each process listens for; on the embedded database it asks the server
// over the admin socket (admin.ts). Either way, and for a folder copied in by hand, a periodic check of the plugins
// folder's fingerprint (its sub-folders' names and package.json times) finds the change: the announcement only
// makes it sooner. A reload swaps the runtime's registry once loaded (runtime.ts reload).
import { PLUGINS_CHANGED_CHANNEL, listen, type Listener } from '../db/notifications.js';
import type { Logger } from '../log.js';
import { pluginsFingerprint } from '../runtime/discovery.js';
import type { ConnectorRuntime } from '../runtime/index.js';

/** How often the plugins folder is checked for a change nobody announced. */
export const PLUGINS_CHECK_MS = 10_000;

export interface PluginWatchOptions {
  connectors: ConnectorRuntime;
  logger: Logger;
  /** On PostgreSQL: the database whose announcements to listen for. */
  url?: string | undefined;
  everyMs?: number;
}

/** Re-discovers the plugins when told or when the folder changed; returns the function that stops watching. */
export function watchPlugins({ connectors, logger, url, everyMs = PLUGINS_CHECK_MS }: PluginWatchOptions): () => Promise<void> {
  let seen = pluginsFingerprint(connectors.options);
  const reload = (why: string) => {
    seen = pluginsFingerprint(connectors.options);
    connectors.reload().then(
      ({ types }) => logger.info({ why, types: types.length }, 'connector plugins discovered again'),
      (err: unknown) => logger.error({ err, why }, 'discovering the connector plugins again failed'),
    );
  };
  const timer = setInterval(() => {
    if (pluginsFingerprint(connectors.options) !== seen) reload('the plugins folder changed');
  }, everyMs);
  timer.unref();
  const listening: Listener | undefined = url
    ? listen({
        url,
        channel: PLUGINS_CHANGED_CHANNEL,
        onNotify: () => reload('announced'),
        onError: (err) => logger.warn({ err }, 'listening for plugin changes failed; checking the folder meanwhile, connecting again'),
      })
    : undefined;
  return async () => {
    clearInterval(timer);
    await listening?.close();
  };
}
