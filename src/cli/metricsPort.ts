// SLUICE_METRICS_PORT: a process serves /metrics on a port of its own (a worker has no other), bound to the same
// host as the API. Without it an API process serves /metrics on its API port and a worker serves none.
import type { Container } from '../container.js';
import { startMetricsServer, type MetricsServer } from '../http/metricsEndpoint.js';
import { listenFailure } from './listenFailure.js';

export async function startMetricsPort(container: Container, host: string): Promise<MetricsServer | undefined> {
  const { port, token } = container.config.metrics ?? {};
  if (port === undefined || !container.services.metrics.enabled) return undefined;
  const { metrics, logger } = container.services;
  const server = await startMetricsServer(metrics, { port, host, token }, logger).catch((err: unknown) => {
    throw listenFailure(err, port, host, 'SLUICE_METRICS_PORT') ?? err;
  });
  logger.info({ port: server.port, host }, 'metrics served on their own port');
  return server;
}
