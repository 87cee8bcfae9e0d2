// The metric families of one Sluice process, built with prom-client on a registry of their own (so two containers
// in one test process never share counts). Names carry the `sluice_` prefix and base units (seconds, bytes); no
// label ever holds a customer, flow, run or endpoint id: label values come from small fixed sets (operation ids,
// statuses, connector types, entity types), so the number of series stays bounded whatever the number of
// customers. What is read from the database at scrape time (queues, running runs) is in databaseGauges.ts.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { BUILD_VERSION } from '../version.js';

/** Latency buckets for requests and webhook attempts: 5 ms to 30 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Run durations: 1 s to 6 h (SLUICE_RUN_MAX_SECONDS' default). */
const RUN_BUCKETS = [0.25, 1, 5, 15, 60, 300, 900, 3600, 21600];
/** From a delivery's creation to its first attempt: 10 ms to 10 min. */
const DELAY_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300, 600];

export interface Metrics {
  /** False with SLUICE_METRICS=off: callers skip counting, nothing is served. */
  readonly enabled: boolean;
  /** This container's families; `exposition` adds the process's own (processRegistry). */
  readonly registry: Registry;
  /** The text exposition of the process's and this container's families. */
  exposition(): Promise<string>;
  readonly contentType: string;
  readonly httpRequests: Counter<'operation' | 'method' | 'status_class'>;
  readonly httpDuration: Histogram<'operation' | 'status_class'>;
  readonly rateLimited: Counter<'scope' | 'class'>;
  readonly runsStarted: Counter<'trigger' | 'connector_type'>;
  readonly runsFinished: Counter<'status' | 'connector_type'>;
  readonly runDuration: Histogram<'status'>;
  readonly runRecords: Counter<'entity' | 'stage'>;
  readonly pluginStarts: Counter<'connector_type' | 'operation'>;
  readonly pluginExits: Counter<'reason'>;
  readonly webhookAttempts: Counter<'outcome'>;
  readonly webhookFirstAttemptDelay: Histogram<string>;
  readonly webhookAttemptDuration: Histogram<'outcome'>;
  readonly webhookDeliveriesEnded: Counter<'status'>;
  readonly webhookEndpointsDisabled: Counter<'reason'>;
}

let processFamilies: Registry | undefined;

/**
 * The process's own families, made once per process (however many containers it builds, as tests do): prom-client's
 * process and Node metrics (CPU, memory, event loop lag, GC) and the build's info. The event loop lag monitor
 * they start runs for the life of the process.
 */
function processRegistry(): Registry {
  if (processFamilies) return processFamilies;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Three of prom-client's defaults are gauges named like counters, which promtool's lint refuses; the process's
  // handles and requests are not what an operator of Sluice alerts on.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  new Gauge({ name: 'sluice_build_info', help: 'Always 1; the labels name the running build.', labelNames: ['version', 'node_version'], registers: [registry] }).set(
    { version: BUILD_VERSION, node_version: process.version },
    1,
  );
  processFamilies = registry;
  return registry;
}

export function createMetrics(enabled = true): Metrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    enabled,
    registry,
    exposition: () => Registry.merge([processRegistry(), registry]).metrics(),
    contentType: registry.contentType,
    httpRequests: new Counter({
      name: 'sluice_http_requests_total',
      help: 'API and console requests answered, by operation (the contract operationId; console; unmatched), method and status class.',
      labelNames: ['operation', 'method', 'status_class'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'sluice_http_request_duration_seconds',
      help: 'Time from a request reaching Sluice to its answer, by operation and status class.',
      labelNames: ['operation', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    rateLimited: new Counter({
      name: 'sluice_rate_limit_refusals_total',
      help: 'Requests refused with 429, by the limit that refused them (scope key, user, address or customer) and rate class.',
      labelNames: ['scope', 'class'],
      registers,
    }),
    runsStarted: new Counter({
      name: 'sluice_runs_started_total',
      help: 'Runs started by a worker of this process (first attempts only), by trigger and source connector type.',
      labelNames: ['trigger', 'connector_type'],
      registers,
    }),
    runsFinished: new Counter({
      name: 'sluice_runs_finished_total',
      help: 'Runs ended by a worker of this process, by status and source connector type.',
      labelNames: ['status', 'connector_type'],
      registers,
    }),
    runDuration: new Histogram({
      name: 'sluice_run_duration_seconds',
      help: 'Time from a run’s first start to its end, by status.',
      labelNames: ['status'],
      buckets: RUN_BUCKETS,
      registers,
    }),
    runRecords: new Counter({
      name: 'sluice_run_records_total',
      help: 'Records moved by runs, by entity and stage (read from the source, stored in the canonical layer, written to the destination).',
      labelNames: ['entity', 'stage'],
      registers,
    }),
    pluginStarts: new Counter({
      name: 'sluice_plugin_process_starts_total',
      help: 'Connector plugin processes started, by connector type and operation.',
      labelNames: ['connector_type', 'operation'],
      registers,
    }),
    pluginExits: new Counter({
      name: 'sluice_plugin_process_exits_total',
      help: 'Connector plugin processes ended, by reason: done, cancelled, timeout, memory or crash.',
      labelNames: ['reason'],
      registers,
    }),
    ...webhookFamilies(registers),
  };
}

function webhookFamilies(registers: Registry[]) {
  return {
    webhookAttempts: new Counter({
      name: 'sluice_webhook_attempts_total',
      help: 'Webhook attempts sent by this process, by outcome: success, http_error (a non-2xx answer), timeout, network, refused (the address policy), not_sent.',
      labelNames: ['outcome'],
      registers,
    }),
    webhookAttemptDuration: new Histogram({
      name: 'sluice_webhook_attempt_duration_seconds',
      help: 'Time a webhook attempt took, from sending to the answer or the error, by outcome.',
      labelNames: ['outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    webhookFirstAttemptDelay: new Histogram({
      name: 'sluice_webhook_first_attempt_delay_seconds',
      help: 'Time from a delivery’s creation (its event fanned out to the endpoint) to the start of its first attempt.',
      buckets: DELAY_BUCKETS,
      registers,
    }),
    webhookDeliveriesEnded: new Counter({
      name: 'sluice_webhook_deliveries_ended_total',
      help: 'Webhook deliveries that reached an end through this process’s attempts: succeeded, or failed (given up).',
      labelNames: ['status'],
      registers,
    }),
    webhookEndpointsDisabled: new Counter({
      name: 'sluice_webhook_endpoints_disabled_total',
      help: 'Webhook endpoints disabled by this process, by reason: failing (every attempt failed for the disable period) or gone (answered 410).',
      labelNames: ['reason'],
      registers,
    }),
  };
}

/** `2xx`, `4xx`, …: the status class of an HTTP status code. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
