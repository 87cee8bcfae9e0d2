// The connector runtime as the rest of Sluice uses it.
import type { Services } from '../http/handler.js';
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

const fallback = new WeakMap<Services, ConnectorRuntime>();

/** The services' runtime; services built without one get one configured from the environment, on first use. */
export function connectorRuntimeOf(services: Services): ConnectorRuntime {
  if (services.connectors) return services.connectors;
  let runtime = fallback.get(services);
  if (!runtime) {
    runtime = createConnectorRuntime(services.logger);
    fallback.set(services, runtime);
  }
  return runtime;
}
