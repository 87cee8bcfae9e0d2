// What the connector runtime's plugin processes tell the metrics: each start (by connector type and operation) and
// each end (by reason).
import type { ProcessWatcher } from '../runtime/runtime.js';
import type { Metrics } from './registry.js';

export function pluginWatcher(metrics: Metrics): ProcessWatcher {
  return {
    started({ connectorType, operation }) {
      metrics.pluginStarts.inc({ connector_type: connectorType, operation });
      return (reason) => metrics.pluginExits.inc({ reason });
    },
  };
}
