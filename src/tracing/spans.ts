// Spans through the OpenTelemetry API alone: with no SDK registered (OTEL_EXPORTER_OTLP_ENDPOINT unset, setup.ts)
// every call here is a no-op that allocates next to nothing, so the code traces unconditionally. A trace crosses
// the queues as a W3C `traceparent` kept on the row (a run, an event, a delivery), so the run a request queued and
// the webhook attempts its events caused are children of that request's trace.
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BUILD_VERSION } from '../version.js';

export { SpanKind, type Span };

const w3c = new W3CTraceContextPropagator();
const setter = { set: (carrier: Record<string, string>, key: string, value: string) => void (carrier[key] = value) };
const getter = {
  get: (carrier: Record<string, string | undefined>, key: string) => carrier[key],
  keys: (carrier: Record<string, string | undefined>) => Object.keys(carrier),
};

export function tracer() {
  return trace.getTracer('sluice', BUILD_VERSION);
}

/** The active span's context as a `traceparent`, to keep on a row; null when nothing is traced. */
export function currentTraceparent(): string | null {
  const span = trace.getActiveSpan();
  if (!span || !trace.isSpanContextValid(span.spanContext())) return null;
  const carrier: Record<string, string> = {};
  w3c.inject(context.active(), carrier, setter);
  return carrier.traceparent ?? null;
}

/** The context a `traceparent` (from a row or a request header) continues; the root context when there is none. */
export function contextFrom(traceparent: string | null | undefined): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return w3c.extract(ROOT_CONTEXT, { traceparent }, getter);
}

export interface SpanOptions {
  attributes?: Attributes;
  kind?: SpanKind;
  /** The parent; default: the active span. */
  parent?: Context;
}

/** Runs `work` in a new active span, ended when it settles; a throw is recorded on the span and rethrown. */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(name, { attributes: options.attributes, kind: options.kind ?? SpanKind.INTERNAL }, parent, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed with `message` (an outcome that is not a throw, e.g. a 5xx answer or a failed run). */
export function spanFailed(span: Span, message: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

/** The trace and span ids of the active span, for a log line; empty when nothing is traced. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return trace.isSpanContextValid(span.spanContext()) ? { trace_id: traceId, span_id: spanId } : {};
}
