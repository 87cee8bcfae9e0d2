// The connector runtime as the rest of Sluice uses it.
import type { Logger } from '../log.js';
import { connectorOptionsFromEnv, type ConnectorRuntimeOptions } from './options.js';
import { ConnectorRuntime } from './runtime.js';

export { ConnectorRuntime, type Registry } from './runtime.js';
export { ConnectorFailure, type FailureCode } from './failures.js';
export type { ConnectorType } from './loader.js';
export type { Refusal, PluginOrigin } from './discovery.js';
export { connectorOptionsFromEnv, type ConnectorRuntimeOptions } from './options.js';

export function createConnectorRuntime(logger: Logger, options: ConnectorRuntimeOptions = connectorOptionsFromEnv()): ConnectorRuntime {
  return new ConnectorRuntime(options, logger);
}
