// Whether a plugin's own `import '@sluice/connector-sdk'` already reaches the SDK this Sluice ships: true for the
// first-party connectors (the workspace links the one copy) and for plugins that link it. Their processes skip
// the module resolution hook (sdkResolve.ts), which runs every import of the process through a loader thread
// and makes a plugin process start about 60 ms slower. A plugin with no copy, or another copy, keeps the hook.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const SDK = '@sluice/connector-sdk';

function resolvedFrom(from: string): string | undefined {
  try {
    return fs.realpathSync(createRequire(from).resolve(SDK));
  } catch {
    return undefined;
  }
}

const hostSdk = resolvedFrom(import.meta.url);
const known = new Map<string, boolean>();

/** Whether the plugin whose entry module is `entry` resolves the SDK to this Sluice's own copy. */
export function resolvesHostSdk(entry: string): boolean {
  let same = known.get(entry);
  if (same === undefined) {
    same = hostSdk !== undefined && resolvedFrom(entry) === hostSdk;
    known.set(entry, same);
  }
  return same;
}
