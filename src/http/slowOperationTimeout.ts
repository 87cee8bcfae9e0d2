// The longest a slow operation (slowOperations.ts) is expected to wait on its target: its own time-out. Apart from
// slowOperations.ts so that config.ts can read that module's default without importing the connector runtime.
import { DEFAULT_WEBHOOK_SETTINGS } from '../domain/webhooks/settings.js';
import { connectorRuntimeOf } from '../runtime/index.js';
import type { Services } from './handler.js';
import type { OperationId } from './openapi.js';

export function slowOperationTimeoutMs(operationId: OperationId, services: Services): number {
  if (operationId === 'verifyConnector') return connectorRuntimeOf(services).options.checkTimeoutMs;
  return (services.webhooks ?? DEFAULT_WEBHOOK_SETTINGS).timeoutMs;
}
