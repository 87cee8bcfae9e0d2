// Gauges read at scrape time: the run queue and the webhook backlog from the database (shared by every process,
// so any process's scrape reports the whole service's), and the connection pool and plugin processes of this
// process. The database is read by two statements per scrape (the tables' owners': domain/runs/queueStats.ts,
// domain/webhooks/backlog.ts), whatever the number of customers: each reads a partial index whose size is the
// backlog itself, or one row per customer with work, never the history. A reading that fails or takes longer than
// STATEMENT_TIMEOUT_MS leaves those gauges out of the scrape and sets sluice_metrics_database_up to 0.
import type { Knex } from 'knex';
import { Gauge } from 'prom-client';
import type { DbKind } from '../db/connect.js';
import { runQueueStats, type RunQueueStats } from '../domain/runs/queueStats.js';
import { deliveryBacklog, type DeliveryBacklog } from '../domain/webhooks/backlog.js';
import type { Metrics } from './registry.js';

const STATEMENT_TIMEOUT_MS = 2000;
/** Scrapes closer together than this (several Prometheus servers) share one reading. */
const READING_TTL_MS = 1000;

interface Backlog {
  runs: RunQueueStats;
  deliveries: DeliveryBacklog;
}

export interface GaugeSources {
  knex: Knex;
  kind: DbKind;
  /** Plugin processes alive in this process and their resident memory. */
  plugins(): { processes: number; residentBytes: number };
}

async function readBacklog(knex: Knex, kind: DbKind): Promise<Backlog> {
  return knex.transaction(async (trx) => {
    if (kind === 'postgres') await trx.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    return { runs: await runQueueStats(trx), deliveries: await deliveryBacklog(trx) };
  });
}

/** One reading shared by the gauges of one scrape (each gauge's collect asks for it). */
function sharedReading(sources: GaugeSources): () => Promise<Backlog | undefined> {
  let last: { at: number; reading: Promise<Backlog | undefined> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > READING_TTL_MS) {
      last = { at: Date.now(), reading: readBacklog(sources.knex, sources.kind).catch(() => undefined) };
    }
    return last.reading;
  };
}

function backlogGauge(metrics: Metrics, read: () => Promise<Backlog | undefined>, spec: { name: string; help: string; labelNames?: string[] }, set: (g: Gauge<string>, b: Backlog) => void) {
  return new Gauge({
    ...spec,
    registers: [metrics.registry],
    async collect() {
      const backlog = await read();
      this.reset();
      if (backlog) set(this, backlog);
    },
  });
}

export function registerGauges(metrics: Metrics, sources: GaugeSources): void {
  const read = sharedReading(sources);
  const registers = [metrics.registry];
  new Gauge({
    name: 'sluice_metrics_database_up',
    help: '1 when this scrape read the backlog gauges from the database, 0 when the database did not answer in time.',
    registers,
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  backlogGauge(metrics, read, { name: 'sluice_runs_queued', help: 'Runs queued and not yet started, service-wide.' }, (g, b) => g.set(b.runs.queued));
  backlogGauge(metrics, read, { name: 'sluice_runs_running', help: 'Runs running on any worker, service-wide.' }, (g, b) => g.set(b.runs.running));
  backlogGauge(metrics, read, { name: 'sluice_runs_oldest_queued_age_seconds', help: 'How long the oldest queued run has waited (0 when none is queued).' }, (g, b) =>
    g.set(b.runs.oldestQueuedSeconds),
  );
  backlogGauge(
    metrics,
    read,
    { name: 'sluice_webhook_deliveries_pending', help: 'Webhook deliveries not yet ended, service-wide: due (waiting for a sending slot) or scheduled (a later attempt, or one in flight).', labelNames: ['state'] },
    (g, b) => {
      g.set({ state: 'due' }, b.deliveries.due);
      g.set({ state: 'scheduled' }, b.deliveries.scheduled);
    },
  );
  backlogGauge(
    metrics,
    read,
    { name: 'sluice_webhook_oldest_pending_age_seconds', help: 'How long the longest-waiting due delivery has waited past the time its attempt was due (0 when none is due).' },
    (g, b) => g.set(b.deliveries.oldestDueSeconds),
  );
  registerProcessGauges(metrics, sources);
}

function registerProcessGauges(metrics: Metrics, sources: GaugeSources): void {
  const registers = [metrics.registry];
  const pool = (sources.knex.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } }).pool;
  new Gauge({
    name: 'sluice_db_pool_connections',
    help: 'Connections of this process’s database pool, by state: in_use, idle, or waiting (requests waiting for a connection).',
    labelNames: ['state'],
    registers,
    collect() {
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.numUsed());
      this.set({ state: 'idle' }, pool.numFree());
      this.set({ state: 'waiting' }, pool.numPendingAcquires());
    },
  });
  new Gauge({
    name: 'sluice_plugin_processes',
    help: 'Connector plugin processes alive in this process.',
    registers,
    collect() {
      this.set(sources.plugins().processes);
    },
  });
  new Gauge({
    name: 'sluice_plugin_resident_memory_bytes',
    help: 'Resident memory of this process’s live connector plugin processes, summed.',
    registers,
    collect() {
      this.set(sources.plugins().residentBytes);
    },
  });
}
