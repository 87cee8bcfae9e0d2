// A span for each connector plugin call, from its start to its end, as a child of whatever span started it (a
// run's stage, an API verify): it names the connector type and operation, whether the call ran on a process kept
// from an earlier call, and how it ended (`done`, or how its process ended under it).
import { spanFailed, SpanKind, tracer } from './spans.js';

/** The shape of the runtime's ProcessWatcher (runtime/runtime.ts), which this shared module may not import. */
export interface PluginCallWatcher {
  call(call: { connectorType: string; operation: string; kept: boolean }): (end: string) => void;
}

export function pluginSpans(): PluginCallWatcher {
  return {
    call({ connectorType, operation, kept }) {
      const span = tracer().startSpan(`plugin ${operation}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'sluice.connector_type': connectorType, 'sluice.plugin.operation': operation, 'sluice.plugin.kept': kept },
      });
      return (reason) => {
        span.setAttribute('sluice.plugin.end', reason);
        if (reason === 'crash' || reason === 'timeout' || reason === 'memory') spanFailed(span, `the plugin process ended: ${reason}`);
        span.end();
      };
    },
  };
}
