// A span for each connector plugin process, from its start to its exit, as a child of whatever span started it (a
// run's stage, an API verify): it names the connector type and operation, and how the process ended.
import { spanFailed, SpanKind, tracer } from './spans.js';

/** The shape of the runtime's ProcessWatcher (runtime/runtime.ts), which this shared module may not import. */
export interface PluginProcessWatcher {
  started(call: { connectorType: string; operation: string }): (end: string) => void;
}

export function pluginSpans(): PluginProcessWatcher {
  return {
    started({ connectorType, operation }) {
      const span = tracer().startSpan(`plugin ${operation}`, { kind: SpanKind.CLIENT, attributes: { 'sluice.connector_type': connectorType, 'sluice.plugin.operation': operation } });
      return (reason) => {
        span.setAttribute('sluice.plugin.end', reason);
        if (reason === 'crash' || reason === 'timeout' || reason === 'memory') spanFailed(span, `the plugin process ended: ${reason}`);
        span.end();
      };
    },
  };
}
