// defineConnector: checks a plugin's shape when its module loads, so a mistake fails with a message naming it
// instead of surfacing later as an undefined function in the middle of a run.
import { SDK_VERSION, type Connector, type ConnectorDefinition } from './types.js';

export function defineConnector<Config = Record<string, unknown>, Credentials = Record<string, unknown>>(
  definition: ConnectorDefinition<Config, Credentials>,
): Connector<Config, Credentials> {
  const { manifest } = definition;
  if (!manifest || typeof manifest !== 'object') throw new TypeError('defineConnector: `manifest` is required');
  const label = `defineConnector(${JSON.stringify(manifest.id)})`;
  if (typeof definition.check !== 'function') throw new TypeError(`${label}: \`check\` must be a function`);
  const reads = manifest.kind === 'source' || manifest.kind === 'both';
  const writes = manifest.kind === 'destination' || manifest.kind === 'both';
  if (reads && typeof definition.read !== 'function') {
    throw new TypeError(`${label}: a ${manifest.kind} connector needs a \`read\` function`);
  }
  if (writes && typeof definition.write !== 'function') {
    throw new TypeError(`${label}: a ${manifest.kind} connector needs a \`write\` function`);
  }
  return Object.freeze({ ...definition, sdk: SDK_VERSION });
}
