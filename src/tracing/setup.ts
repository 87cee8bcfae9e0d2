// Tracing, the OpenTelemetry way, off unless an OTLP endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): spans go in batches over OTLP/HTTP (JSON) to that collector, which the
// exporter reads with the other standard OTEL_EXPORTER_OTLP_* variables (headers, time-out). PostgreSQL statements
// become child spans through the `pg` instrumentation, only under a span of Sluice's (no orphan statements from
// background loops). Call startTracing before the first database connection is made: the instrumentation patches
// the `pg` driver as knex loads it.
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider, type Sampler } from '@opentelemetry/sdk-trace';
import { ConfigError } from '../configError.js';
import { BUILD_VERSION } from '../version.js';

export interface Tracing {
  /** Sends the spans buffered so far. */
  flush(): Promise<void>;
  /** Sends the spans still buffered and stops tracing. */
  shutdown(): Promise<void>;
}

/** Where spans go: the traces endpoint as given, or the generic endpoint with the signal's path appended. */
function tracesUrl(env: NodeJS.ProcessEnv): string {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  return `${env.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, '')}/v1/traces`;
}

export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG, as the specification names them; default parentbased_always_on. */
export function samplerFrom(env: NodeJS.ProcessEnv): Sampler {
  const name = (env.OTEL_TRACES_SAMPLER || 'parentbased_always_on').toLowerCase();
  const arg = env.OTEL_TRACES_SAMPLER_ARG;
  const ratio = () => {
    const r = arg === undefined || arg === '' ? 1 : Number(arg);
    if (!Number.isFinite(r) || r < 0 || r > 1) throw new ConfigError(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1; got '${arg}'`);
    return new TraceIdRatioBasedSampler(r);
  };
  switch (name) {
    case 'always_on': return new AlwaysOnSampler();
    case 'always_off': return new AlwaysOffSampler();
    case 'traceidratio': return ratio();
    case 'parentbased_always_on': return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off': return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio': return new ParentBasedSampler({ root: ratio() });
    default:
      throw new ConfigError(`OTEL_TRACES_SAMPLER must be always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off or parentbased_traceidratio; got '${env.OTEL_TRACES_SAMPLER}'`);
  }
}

/** Registers the tracer provider, context manager and `pg` instrumentation for this process; undefined when off. */
export function startTracing(env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  if (!tracingRequested(env)) return undefined;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'sluice', 'service.version': BUILD_VERSION }),
    sampler: samplerFrom(env),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: tracesUrl(env) }) })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const pg = new PgInstrumentation({ enabled: false, requireParentSpan: true });
  pg.setTracerProvider(provider);
  pg.enable();
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      pg.disable();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
