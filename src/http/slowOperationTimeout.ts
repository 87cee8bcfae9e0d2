// The longest a slow operation (slowOperations.ts) is expected to wait on its target: its own time-out. Apart from
// slowOperations.ts so that config.ts can read that module's default without importing the connector runtime.
import type { Services } from '../container.js';
import type { OperationId } from './openapi.js';

export function slowOperationTimeoutMs(operationId: OperationId, services: Services): number {
  if (operationId === 'verifyConnector') return services.connectors.options.checkTimeoutMs;
  return services.webhooks.timeoutMs;
}
