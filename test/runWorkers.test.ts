// Runs on real `sluice worker` processes against real PostgreSQL: two workers share a flow's schedule and start
// exactly one run per slot (pausing stops the slots, resuming brings the next one), of an interval schedule and of a
// daily cron one (whose slots the test makes due by moving next_run_at into the past); and a worker killed with
// SIGKILL mid-run loses nothing; a run queued in another process (as the API queues it) wakes an idle worker through
// LISTEN/NOTIFY at once, with its poll set to an hour; its run is taken for dead once its heartbeat is stale, resumed by a new worker
// from the saved checkpoints, and ends with every record once in the canonical layer and in the destination.
// PostgreSQL only: the embedded database is one process. The workers are the built CLI (`npm run build` first).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConnector } from '../src/domain/connectors/repository.js';
import { cronRuns } from '../src/domain/flows/cron.js';
import { scheduleIntervals, type ScheduleIntervals } from '../src/domain/flows/schedules.js';
import { changeFlowStatus } from '../src/domain/flows/service.js';
import { triggerRun } from '../src/domain/runs/service.js';
import { createRunWakeUp } from '../src/jobs/runWakeUp.js';
import { createLogger } from '../src/log.js';
import { secretsFrom, type Secrets } from '../src/secrets.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { seedDefinedFlow, seedTenant, type Tenant } from './support/seed.js';
import { killAllWorkers, startWorker, until } from './support/workerProcess.js';

const SYSTEM = { type: 'system' as const, id: 'run-workers-test' };

interface Setup {
  database: TestDatabase;
  knex: Knex;
  secretKey: string;
  secrets: Secrets;
  tenant: Tenant;
  filesRoot: string;
}

async function setUp(): Promise<Setup> {
  const database = await freshDatabase();
  // The children decrypt the connectors' credentials with the same key the test sealed them with.
  const secretKey = crypto.randomBytes(32).toString('hex');
  const filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-run-workers-'));
  return { database, knex: database.db.knex, secretKey, secrets: secretsFrom(secretKey), tenant: await seedTenant(database.db.knex), filesRoot };
}

async function tearDown(s: Setup | undefined): Promise<void> {
  await killAllWorkers();
  if (!s) return;
  await s.database.drop();
  fs.rmSync(s.filesRoot, { recursive: true, force: true });
}

function workerEnv(s: Setup, extra: Record<string, string>): Record<string, string> {
  return {
    DATABASE_URL: s.database.url!,
    SLUICE_SECRET_KEY: s.secretKey,
    SLUICE_FILES_ROOT: s.filesRoot,
    SLUICE_DATA_DIR: path.join(s.filesRoot, '.sluice'),
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/** A flow from the sample source to a files destination folder (relative to the tenant's folder of SLUICE_FILES_ROOT). */
async function sampleToFiles(
  s: Setup,
  options: {
    sample: Record<string, number>;
    folder: string;
    schedule: 'every_5m' | 'manual' | `cron:${string}`;
    timezone?: string;
    status?: 'active' | 'paused';
    entities: string[];
    intervals?: ScheduleIntervals;
  },
) {
  const source = await insertConnector(s.knex, s.secrets, s.tenant.customerId, { name: `Sample ${options.folder}`, type: 'sample', config: options.sample });
  const destination = await insertConnector(s.knex, s.secrets, s.tenant.customerId, { name: `Files ${options.folder}`, type: 'files', config: { path: options.folder } });
  return seedDefinedFlow(
    s.knex,
    s.tenant.customerId,
    {
      name: `Sample to ${options.folder}`,
      source_connector_id: source.id,
      destination_connector_id: destination.id,
      entities: options.entities,
      schedule: options.schedule,
      ...(options.timezone ? { schedule_timezone: options.timezone } : {}),
      status: options.status,
    },
    options.intervals,
  );
}

interface RunRow {
  id: string;
  status: string;
  attempts: number;
  trigger: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  records_processed: number;
  records_failed: number;
  errors: unknown[];
}

const runsOf = (knex: Knex, flowId: string): Promise<RunRow[]> =>
  knex('runs')
    .where({ flow_id: flowId })
    .orderBy('created_at')
    .select('id', 'status', 'attempts', 'trigger', 'created_at', 'started_at', 'finished_at', 'records_processed', 'records_failed', 'errors');

// Timestamps come back as ISO strings with microseconds (src/db/timestamps.ts); milliseconds are enough here.
const ms = (timestamp: string): number => Date.parse(timestamp);
const dbNow = async (knex: Knex): Promise<number> => ms(((await knex.raw('SELECT clock_timestamp() AS now')).rows[0] as { now: string }).now);
const nextRunAt = async (knex: Knex, flowId: string): Promise<number> => ms((await knex('flows').where({ id: flowId }).first('next_run_at')).next_run_at as string);

describe.skipIf(!onPostgres)('run workers: one run per schedule slot', () => {
  const INTERVAL = 2;
  // next_run_at of a flow created or resumed here is computed with the workers' intervals.
  const intervals = scheduleIntervals({ every_5m: INTERVAL });
  let s: Setup | undefined;

  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => tearDown(s));

  it('two workers start exactly one run per slot; pausing stops the slots and resuming brings the next one', async () => {
    const { knex, tenant } = s!;
    // Ten records of one entity: a run (one read and one write plugin process) takes well under the 2 s slot.
    const flow = await sampleToFiles(s!, {
      sample: { seed: 5, customers: 10, products: 0, orders: 0, batch_size: 100 },
      folder: 'slots',
      schedule: 'every_5m',
      status: 'paused',
      entities: ['customer'],
      intervals,
    });
    const warmUp = await sampleToFiles(s!, { sample: { seed: 6, customers: 1, products: 0, orders: 0, batch_size: 10 }, folder: 'warm-up', schedule: 'manual', entities: ['customer'] });
    const env = workerEnv(s!, { SLUICE_SCHEDULE_INTERVALS: `every_5m=${INTERVAL}`, SLUICE_SCHEDULER_TICK_MS: '200' });
    const workers = [startWorker('A', env), startWorker('B', env)];
    const context = () => workers.map((w) => w.describe()).join('\n');
    let exits;
    try {
      await Promise.all(workers.map((w) => w.waitForLog('sluice worker running', 30_000)));
      // A worker loads its connector plugins at its first run, which then takes a second or two longer; manual runs
      // of another flow, until each worker has had one (which worker fetches a run is up to the queue), keep that
      // out of the slots measured below.
      const warmStart = Date.now();
      const warmed = () => workers.every((w) => w.logs().some((l) => l.msg.startsWith('connector plugin loaded')));
      for (let i = 0; i < 8 && !warmed() && Date.now() - warmStart < 12_000; i++) {
        const warmRun = await triggerRun(knex, tenant.customerId, warmUp.id, createRunWakeUp().enqueue);
        await until(async () => ((await knex('runs').where({ id: warmRun }).first('finished_at')).finished_at ? true : undefined), 15_000, 'a warm-up run', context);
      }
      if (!warmed()) console.warn('runWorkers: a worker had no warm-up run; its first scheduled run is slower');
      console.info(`runWorkers: warm-up took ${Date.now() - warmStart} ms`);

      // Resuming (from this process, with the same 2 s interval) puts the first slot 2 s from now; the slot grid
      // starts there.
      const resumed = await changeFlowStatus(knex, tenant.customerId, flow.id, { action: 'resume', actor: SYSTEM, intervals: intervals });
      const anchor = await nextRunAt(knex, flow.id);
      expect(resumed.status).toBe('active');

      // Watch the flow for ~11 s: at no moment may it have two runs queued or running.
      const watchUntil = anchor + 10_000 + 500;
      let maxInFlight = 0;
      while (Date.now() < watchUntil) {
        const inFlight = await knex('runs').where({ flow_id: flow.id }).whereIn('status', ['queued', 'running']).count<{ n: string }[]>({ n: '*' });
        maxInFlight = Math.max(maxInFlight, Number(inFlight[0]!.n));
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(maxInFlight).toBeLessThanOrEqual(1);

      const paused = await changeFlowStatus(knex, tenant.customerId, flow.id, { action: 'pause', actor: SYSTEM, intervals: intervals });
      expect(paused.status).toBe('paused');
      const pausedAt = await dbNow(knex);
      // A run queued just before the pause still finishes.
      await until(
        async () => ((await runsOf(knex, flow.id)).every((r) => r.finished_at !== null) ? true : undefined),
        15_000,
        'every run of the flow finished',
        context,
      );
      const runs = await runsOf(knex, flow.id);

      // The slots due while the flow was active (anchor, anchor+2 s, … up to the pause) got one run each, never two;
      // the only slots without a run are those that came while the previous run was still going (they are skipped,
      // not overlapped).
      const slotOf = (r: RunRow) => Math.floor((ms(r.created_at) - anchor) / (INTERVAL * 1000));
      const slots = runs.map(slotOf);
      const due = Math.floor((pausedAt - anchor) / (INTERVAL * 1000)) + 1;
      const detail = JSON.stringify({
        due,
        runs: runs.map((r) => ({ id: r.id, slot: slotOf(r), status: r.status, created: ms(r.created_at) - anchor, started: r.started_at && ms(r.started_at) - anchor, finished: r.finished_at && ms(r.finished_at) - anchor, errors: r.errors })),
        logs: workers.map((w) => w.logs().filter((l) => /skipped|scheduled|run /.test(l.msg)).map((l) => `${w.name} +${(l.time as number) - anchor} ${l.msg} ${String(l.run_id ?? '')}`)),
      });
      expect(slots.every((slot) => slot >= 0), detail).toBe(true);
      expect(new Set(slots).size, `two runs in one slot: ${detail}`).toBe(slots.length);
      expect(runs.length, detail).toBeLessThanOrEqual(due);
      expect(runs.length, detail).toBeGreaterThanOrEqual(2);
      for (let slot = 0; slot < due; slot++) {
        if (slots.includes(slot)) continue;
        const slotAt = anchor + slot * INTERVAL * 1000;
        const previous = runs.filter((r) => ms(r.created_at) < slotAt).at(-1);
        expect(previous && ms(previous.finished_at!) > slotAt, `slot ${slot} has no run, yet no run was going when it came: ${detail}`).toBe(true);
      }
      expect(runs.every((r) => r.trigger === 'schedule' && r.status === 'succeeded' && r.attempts === 1), detail).toBe(true);
      // Runs never overlap: each was created after the previous one finished.
      for (let i = 1; i < runs.length; i++) expect(ms(runs[i]!.created_at), detail).toBeGreaterThanOrEqual(ms(runs[i - 1]!.finished_at!));
      // Every run's start is logged by exactly one worker.
      const startedBy = new Map<string, string[]>();
      for (const w of workers) for (const l of w.logs()) if (l.msg === 'run started' && l.run_id) startedBy.set(l.run_id, [...(startedBy.get(l.run_id) ?? []), w.name]);
      expect(runs.map((r) => startedBy.get(r.id)?.length ?? 0), detail).toEqual(runs.map(() => 1));
      // Both workers share the work; which one fetches a job is up to the queue, so this is only reported.
      const perWorker = workers.map((w) => runs.filter((r) => startedBy.get(r.id)?.includes(w.name)).length);
      console.info(`runWorkers: ${runs.length} runs in slots ${slots.join(',')}; runs per worker ${perWorker.join(' / ')}`);
      if (perWorker.some((n) => n === 0)) console.warn(`runWorkers: one worker executed every run (${perWorker.join(' / ')})`);

      // Paused: two more slots pass without a run.
      await new Promise((r) => setTimeout(r, INTERVAL * 2000 + 500));
      const whilePaused = (await runsOf(knex, flow.id)).filter((r) => ms(r.created_at) > pausedAt);
      expect(whilePaused).toEqual([]);

      // Resumed: one run at the next slot, 2 s after the resume.
      await changeFlowStatus(knex, tenant.customerId, flow.id, { action: 'resume', actor: SYSTEM, intervals: intervals });
      const nextSlot = await nextRunAt(knex, flow.id);
      const after = await until(
        async () => {
          const fresh = (await runsOf(knex, flow.id)).filter((r) => ms(r.created_at) > pausedAt);
          return fresh.length > 0 && fresh[0]!.finished_at ? fresh : undefined;
        },
        15_000,
        'a run after resuming',
        context,
      );
      await changeFlowStatus(knex, tenant.customerId, flow.id, { action: 'pause', actor: SYSTEM, intervals: intervals });
      expect(after[0]!.status).toBe('succeeded');
      expect(after).toHaveLength(1);
      expect(ms(after[0]!.created_at)).toBeGreaterThanOrEqual(nextSlot);
      expect(ms(after[0]!.created_at)).toBeLessThan(nextSlot + INTERVAL * 1000);
    } finally {
      exits = await Promise.all(workers.map((w) => w.stop('SIGTERM')));
    }
    // Both hand their work back and exit cleanly.
    expect(exits, context()).toEqual(workers.map(() => ({ code: 0, signal: null })));
  }, 60_000);

  it('two workers start exactly one run per cron slot, and move next_run_at to the next occurrence after now', async () => {
    const { knex, tenant } = s!;
    // Once a day: the flow's own next slot never comes while the test runs, however slow the machine.
    const schedule = 'cron:30 4 * * *';
    const zone = 'Europe/Berlin';
    // Slots made due one after the other by moving next_run_at into the past: a minute, twice, then two years. The
    // hundreds of slots missed since are skipped, not made up: the next one is counted from now, not from the slot
    // taken (counted from the slot, the scheduler would take one stale slot per pass, far longer than a run lasts).
    const MINUTES_AGO = [1, 1, 2 * 365 * 24 * 60];
    const flow = await sampleToFiles(s!, {
      sample: { seed: 7, customers: 5, products: 0, orders: 0, batch_size: 100 },
      folder: 'cron-slots',
      schedule,
      timezone: zone,
      status: 'paused',
      entities: ['customer'],
    });
    // Cron schedules are not shortened: no SLUICE_SCHEDULE_INTERVALS.
    const env = workerEnv(s!, { SLUICE_SCHEDULER_TICK_MS: '100' });
    const workers = [startWorker('C', env), startWorker('D', env)];
    const context = () => workers.map((w) => w.describe()).join('\n');
    const flowNextRunAt = async () => (await knex('flows').where({ id: flow.id }).first('next_run_at')).next_run_at as string | null;
    const micros = (d: Date) => `${d.toISOString().slice(0, 23)}000Z`;
    let exits;
    try {
      await Promise.all(workers.map((w) => w.waitForLog('sluice worker running', 30_000)));
      const t0 = Date.now();
      await changeFlowStatus(knex, tenant.customerId, flow.id, { action: 'resume', actor: SYSTEM, intervals: intervals });
      const ownSlot = (await flowNextRunAt())!;
      expect(ownSlot).toMatch(/:00\.000000Z$/);

      const taken: RunRow[] = [];
      for (const [slot, minutesAgo] of MINUTES_AGO.entries()) {
        const due = (await knex('flows')
          .where({ id: flow.id })
          .update({ next_run_at: knex.raw("date_trunc('minute', clock_timestamp()) - make_interval(mins => ?)", [minutesAgo]) })
          .returning('next_run_at')) as Array<{ next_run_at: string }>;
        const [run] = await until(
          async () => {
            const fresh = (await runsOf(knex, flow.id)).slice(taken.length);
            return fresh.length > 0 && fresh.every((r) => r.finished_at !== null) ? fresh : undefined;
          },
          20_000,
          `the run of cron slot ${slot} (${due[0]!.next_run_at}) finished`,
          context,
        );
        // Both workers' next passes (100 ms apart) find nothing due: the slot was taken once.
        await new Promise((r) => setTimeout(r, 600));
        const runs = await runsOf(knex, flow.id);
        const next = await flowNextRunAt();
        const detail = JSON.stringify({
          slot,
          due: due[0]!.next_run_at,
          ownSlot,
          next,
          runs: runs.map((r) => ({ id: r.id, trigger: r.trigger, status: r.status, created: r.created_at, finished: r.finished_at, errors: r.errors })),
          logs: workers.map((w) => w.logs().filter((l) => /skipped|scheduled|run /.test(l.msg)).map((l) => `${w.name} ${l.msg} ${JSON.stringify(l.runs ?? l.run_id ?? '')}`)),
        });
        expect(runs.map((r) => r.id), detail).toEqual([...taken.map((r) => r.id), run!.id]);
        expect(run, detail).toMatchObject({ trigger: 'schedule', status: 'succeeded', attempts: 1, records_failed: 0 });
        // The next occurrence after the slot was taken (the next 04:30 in Berlin), still ahead.
        expect(next, detail).toBe(micros(cronRuns(schedule, zone, new Date(ms(run!.created_at)), 1)[0]!));
        expect(next, detail).toBe(ownSlot);
        expect(ms(next!), detail).toBeGreaterThan(await dbNow(knex));
        // One worker queued it and one started it.
        const queuedBy = workers.filter((w) => w.logs().some((l) => l.msg === 'scheduled runs queued' && (l.runs as string[]).includes(run!.id)));
        const startedBy = workers.filter((w) => w.logs().some((l) => l.msg === 'run started' && l.run_id === run!.id));
        expect([queuedBy.length, startedBy.length], detail).toEqual([1, 1]);
        taken.push(run!);
      }
      console.info(`runWorkers: ${MINUTES_AGO.length} cron slots in ${Date.now() - t0} ms, queued by ${taken.map((r) => workers.find((w) => w.logs().some((l) => l.msg === 'scheduled runs queued' && (l.runs as string[]).includes(r.id)))!.name).join(', ')}`);
      await changeFlowStatus(knex, tenant.customerId, flow.id, { action: 'pause', actor: SYSTEM, intervals: intervals });
      expect(await flowNextRunAt()).toBeNull();
      expect((await runsOf(knex, flow.id)).map((r) => r.id)).toEqual(taken.map((r) => r.id));
    } finally {
      exits = await Promise.all(workers.map((w) => w.stop('SIGTERM')));
    }
    expect(exits, context()).toEqual(workers.map(() => ({ code: 0, signal: null })));
  }, 60_000);
});

describe.skipIf(!onPostgres)('run workers: a worker killed with SIGKILL mid-run', () => {
  const CUSTOMERS = 1000;
  const ORDERS = 3000;
  const SOURCE_BATCH = 100;
  let s: Setup | undefined;

  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => tearDown(s));

  it('resumes the run on a new worker from its checkpoints, and every record arrives exactly once', async () => {
    const { knex, tenant, filesRoot } = s!;
    const flow = await sampleToFiles(s!, {
      sample: { seed: 9, customers: CUSTOMERS, products: 5, orders: ORDERS, batch_size: SOURCE_BATCH },
      folder: 'crash',
      schedule: 'manual',
      entities: ['customer', 'order'],
    });
    const env = workerEnv(s!, {
      SLUICE_RUN_HEARTBEAT_SECONDS: '1',
      SLUICE_RUN_STALE_SECONDS: '3',
      SLUICE_RUN_BATCH_SIZE: '50',
      SLUICE_SCHEDULER_TICK_MS: '200',
      // Every position saved as reached, so one is there to kill the worker after while the run still goes.
      SLUICE_RUN_CHECKPOINT_MS: '0',
    });

    const first = startWorker('first', env);
    await first.waitForLog('sluice worker running', 30_000);
    const runId = await triggerRun(knex, tenant.customerId, flow.id, createRunWakeUp().enqueue);

    // Mid-run: running, with some checkpoints saved and records left to move.
    const t0 = Date.now();
    await until(
      async () => {
        const run = await knex('runs').where({ id: runId }).first('status');
        if (run.status !== 'running') return run.status === 'queued' ? undefined : Promise.reject(new Error(`run ended as ${run.status} before the kill`));
        // Customers are done and orders under way: the kill lands inside the second entity.
        const order = await knex('flow_checkpoints').where({ flow_id: flow.id, entity: 'order' }).first('checkpoint');
        return order ? true : undefined;
      },
      30_000,
      'the run running with an order checkpoint saved',
      () => first.describe(),
    );
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const atKill = await knex('runs').where({ id: runId }).first('status', 'attempts', 'records_processed');
    const checkpointsAtKill = await knex('flow_checkpoints').where({ flow_id: flow.id }).select('entity', 'checkpoint');
    console.info(`runWorkers: killed ${Date.now() - t0} ms into the run; run ${JSON.stringify(atKill)}; checkpoints ${JSON.stringify(checkpointsAtKill)}`);
    // Nobody finishes it: it stays running, its heartbeat ageing.
    expect(atKill).toMatchObject({ status: 'running', attempts: 1 });
    const done = checkpointsAtKill.find((c) => c.entity === 'order')?.checkpoint as { next: number } | undefined;
    expect(done?.next ?? 0, 'killed before the end').toBeLessThan(ORDERS);

    const second = startWorker('second', env);
    const killedAt = Date.now();
    // Taken for dead after 3 s without a heartbeat, queued again, claimed by the new worker as attempt 2.
    const resumed = await until(
      async () => {
        const line = second.logs().find((l) => l.msg === 'run started' && l.run_id === runId);
        return line ?? undefined;
      },
      20_000,
      'the run resumed on the new worker',
      () => second.describe(),
    );
    expect(resumed.attempt).toBe(2);
    const reaped = second.logs().find((l) => l.msg === 'runs whose worker stopped responding were queued again');
    expect(reaped?.runs, second.describe()).toEqual([runId]);
    console.info(`runWorkers: resumed ${Date.now() - killedAt} ms after the restart`);
    const final = await until(
      async () => {
        const run = await knex('runs').where({ id: runId }).first('status', 'attempts', 'records_processed', 'records_failed', 'errors');
        return run.status === 'running' || run.status === 'queued' ? undefined : run;
      },
      45_000,
      'the resumed run finished',
      () => second.describe(),
    );
    console.info(`runWorkers: finished ${Date.now() - killedAt} ms after the restart: ${JSON.stringify({ ...final, errors: final.errors.length })}`);
    // Counts are saved with each checkpoint, so the resumed attempt counts every record exactly once.
    expect(final).toMatchObject({ status: 'succeeded', attempts: 2, records_failed: 0, records_processed: CUSTOMERS + ORDERS });

    // The canonical layer: every record once.
    const byEntity = (await knex('canonical_records').where({ customer_id: tenant.customerId }).groupBy('entity').select('entity', knex.raw('count(*) AS n'))) as Array<{ entity: string; n: string }>;
    const counts = Object.fromEntries(byEntity.map((r) => [r.entity, Number(r.n)]));
    expect(counts).toEqual({ customer: CUSTOMERS, order: ORDERS });
    const ids = Object.fromEntries(
      (
        await knex('canonical_external_ids')
          .where({ customer_id: tenant.customerId, system: 'sample' })
          .groupBy('entity')
          .select('entity', knex.raw('count(DISTINCT external_id) AS n'), knex.raw('count(DISTINCT canonical_id) AS records'))
      ).map((r) => [r.entity, { n: Number(r.n), records: Number(r.records) }]),
    );
    expect(ids).toEqual({ customer: { n: CUSTOMERS, records: CUSTOMERS }, order: { n: ORDERS, records: ORDERS } });

    // The destination: every record at least once; only the one source batch read again after the crash twice.
    let duplicates = 0;
    for (const [entity, expected] of [['customer', CUSTOMERS], ['order', ORDERS]] as const) {
      const lines = fs.readFileSync(path.join(filesRoot, tenant.customerId, 'crash', `${entity}.jsonl`), 'utf8').split('\n').filter(Boolean);
      const distinct = new Set(lines.map((l) => (JSON.parse(l) as { canonical_id: string }).canonical_id));
      expect(distinct.size, `${entity} lines in the destination`).toBe(expected);
      duplicates += lines.length - distinct.size;
    }
    console.info(`runWorkers: ${duplicates} destination lines written twice`);
    expect(duplicates).toBeLessThanOrEqual(SOURCE_BATCH);
    expect(await knex('flow_checkpoints').where({ flow_id: flow.id }).orderBy('entity').select('entity', 'checkpoint')).toEqual([
      { entity: 'customer', checkpoint: { next: CUSTOMERS } },
      { entity: 'order', checkpoint: { next: ORDERS } },
    ]);

    // The outbox: one run.started (the resumption is not a new start) and one run.succeeded.
    const events = await knex('events').whereRaw(`data->>'run_id' = ?`, [runId]).whereNot('type', 'records.changed').orderBy('created_at').select('type', 'data');
    expect(events.map((e) => e.type)).toEqual(['run.started', 'run.succeeded']);
    expect(events[1]!.data).toMatchObject({ run_id: runId, flow_id: flow.id, records_processed: final.records_processed });
    // What it changed counts every record once across both attempts: each write added itself to the tally in its
    // own transaction, and the records the second attempt read again were already stored.
    const changes = (await knex('events').whereRaw(`data->>'run_id' = ?`, [runId]).where('type', 'records.changed').pluck('data')) as Array<Record<string, unknown>>;
    expect(changes.map((c) => [c.entity, c.created, c.updated, c.deleted]).sort()).toEqual([
      ['customer', CUSTOMERS, 0, 0],
      ['order', ORDERS, 0, 0],
    ]);

    const exit = await second.stop('SIGTERM');
    expect(exit, second.describe()).toEqual({ code: 0, signal: null });
  }, 90_000);
});

describe.skipIf(!onPostgres)('run workers: a run whose worker is killed on every attempt', () => {
  let s: Setup | undefined;

  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => tearDown(s));

  it('ends failed with worker_lost in the run row, not only in the event', async () => {
    const { knex, tenant } = s!;
    const flow = await sampleToFiles(s!, {
      sample: { seed: 3, customers: 20_000, products: 0, orders: 0, batch_size: 20 },
      folder: 'killed',
      schedule: 'manual',
      entities: ['customer'],
    });
    const env = workerEnv(s!, {
      SLUICE_RUN_HEARTBEAT_SECONDS: '1',
      SLUICE_RUN_STALE_SECONDS: '3',
      SLUICE_RUN_MAX_ATTEMPTS: '2',
      SLUICE_SCHEDULER_TICK_MS: '200',
    });
    const runId = await triggerRun(knex, tenant.customerId, flow.id, createRunWakeUp().enqueue);
    // Each attempt: a fresh worker claims the run (the first one; then the one resumed after the previous kill), and
    // is killed while it runs.
    for (const attempt of [1, 2]) {
      const worker = startWorker(`attempt-${attempt}`, env);
      await until(
        async () => (worker.logs().some((l) => l.msg === 'run started' && l.run_id === runId && l.attempt === attempt) ? true : undefined),
        30_000,
        `attempt ${attempt} started`,
        () => worker.describe(),
      );
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
    const last = startWorker('reaper', env);
    const run = await until(
      async () => {
        const row = await knex('runs').where({ id: runId }).first('status', 'attempts', 'stage', 'errors');
        return row.status === 'failed' ? row : undefined;
      },
      30_000,
      'the run failed',
      () => last.describe(),
    );
    expect(run).toMatchObject({ status: 'failed', attempts: 2 });
    expect(run.errors.at(-1)).toEqual({ code: 'worker_lost', message: 'the worker running this run stopped responding 2 times; giving up', stage: null, record_ref: null });
    const events = await knex('events').whereRaw(`data->>'run_id' = ?`, [runId]).whereNot('type', 'records.changed').orderBy('created_at').select('type', 'data');
    expect(events.map((e) => e.type)).toEqual(['run.started', 'run.failed']);
    expect(events[1]!.data).toMatchObject({ error: { code: 'worker_lost' } });
    expect(await last.stop('SIGTERM'), last.describe()).toEqual({ code: 0, signal: null });
  }, 120_000);
});

describe.skipIf(!onPostgres)('run workers: the per-customer cap across worker processes', () => {
  let s: Setup | undefined;

  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => tearDown(s));

  it("two workers with two slots each run one of B's runs at a time, and A's run starts within 10 s", async () => {
    const { knex, secrets } = s!;
    const b = s!.tenant;
    const a = await seedTenant(knex);
    const slowFlow = async (customerId: string, name: string, records: number, delayMs: number) => {
      const source = await insertConnector(knex, secrets, customerId, { name: `${name} source`, type: 'sample', config: { seed: 4, customers: records, products: 0, orders: 0, batch_size: 20 } });
      const destination = await insertConnector(knex, secrets, customerId, { name: `${name} destination`, type: 'slow-destination', config: { delay_ms: delayMs } });
      return seedDefinedFlow(knex, customerId, { name, source_connector_id: source.id, destination_connector_id: destination.id, entities: ['customer'], schedule: 'manual' });
    };
    const bFlows = [await slowFlow(b.customerId, 'B 1', 8000, 250), await slowFlow(b.customerId, 'B 2', 8000, 250), await slowFlow(b.customerId, 'B 3', 8000, 250)];
    const aFlow = await slowFlow(a.customerId, 'A', 20, 0);
    const env = workerEnv(s!, {
      SLUICE_PLUGINS_DIR: path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'plugins', 'pipeline'),
      SLUICE_RUN_CONCURRENCY: '2',
      SLUICE_RUN_CONCURRENCY_PER_CUSTOMER: '1',
      SLUICE_RUN_HEARTBEAT_SECONDS: '1',
      SLUICE_RUN_STALE_SECONDS: '5',
      SLUICE_SCHEDULER_TICK_MS: '200',
    });
    const workers = [startWorker('one', env), startWorker('two', env)];
    const context = () => workers.map((w) => w.describe()).join('\n');
    try {
      await Promise.all(workers.map((w) => w.waitForLog('sluice worker running', 30_000)));
      const bRuns: string[] = [];
      for (const flow of bFlows) bRuns.push(await triggerRun(knex, b.customerId, flow.id, createRunWakeUp().enqueue));
      await until(async () => ((await knex('runs').whereIn('id', bRuns).where({ status: 'running' }).first('id')) ? true : undefined), 30_000, "one of B's runs running", context);

      const t0 = Date.now();
      const aRun = await triggerRun(knex, a.customerId, aFlow.id, createRunWakeUp().enqueue);
      let maxBRunning = 0;
      await until(
        async () => {
          const running = await knex('runs').whereIn('id', bRuns).where({ status: 'running' }).count<{ n: string }[]>({ n: '*' });
          maxBRunning = Math.max(maxBRunning, Number(running[0]!.n));
          return (await knex('runs').where({ id: aRun }).first('status')).status === 'queued' ? undefined : true;
        },
        10_000,
        "A's run started",
        context,
      );
      console.info(`runWorkers: A's run started ${Date.now() - t0} ms after its trigger`);
      // Four slots in all, three of B's runs queued: B still never holds more than its one.
      const watchUntil = Date.now() + 3000;
      while (Date.now() < watchUntil) {
        const running = await knex('runs').whereIn('id', bRuns).where({ status: 'running' }).count<{ n: string }[]>({ n: '*' });
        maxBRunning = Math.max(maxBRunning, Number(running[0]!.n));
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(maxBRunning).toBe(1);
      await until(async () => ((await knex('runs').where({ id: aRun }).first('status')).status === 'succeeded' ? true : undefined), 20_000, "A's run succeeded", context);
    } finally {
      const exits = await Promise.all(workers.map((w) => w.stop('SIGTERM')));
      expect(exits, context()).toEqual(workers.map(() => ({ code: 0, signal: null })));
    }
  }, 120_000);
});

describe.skipIf(!onPostgres)('run workers: a run queued in another process wakes an idle worker', () => {
  let s: Setup | undefined;

  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => tearDown(s));

  it('starts each triggered run within 200 ms (median of five) with the worker polling once an hour', async () => {
    const { knex, database } = s!;
    const flow = await sampleToFiles(s!, { sample: { seed: 3, customers: 5, products: 0, orders: 0 }, folder: 'wake', schedule: 'manual', entities: ['customer'] });
    // The API's wake-up: it announces each queued run at its commit (NOTIFY); this process runs no worker.
    const api = createRunWakeUp({ url: database.url!, logger: createLogger('silent') });
    const worker = startWorker('listening', workerEnv(s!, { SLUICE_RUN_POLL_MS: '3600000', SLUICE_SCHEDULER_TICK_MS: '3600000' }));
    const context = () => worker.describe();
    const succeeded = (runId: string) => until(async () => ((await knex('runs').where({ id: runId }).first('status')).status === 'succeeded' ? true : undefined), 20_000, `run ${runId} succeeded`, context);
    try {
      await worker.waitForLog('sluice worker running', 30_000);
      // The first run also waits for the worker's listening connection; the five after it are measured.
      await succeeded(await triggerRun(knex, s!.tenant.customerId, flow.id, api.enqueue));
      const delays: number[] = [];
      for (let i = 0; i < 5; i++) {
        const runId = await triggerRun(knex, s!.tenant.customerId, flow.id, api.enqueue);
        await succeeded(runId);
        const run = (await runsOf(knex, flow.id)).find((r) => r.id === runId)!;
        delays.push(ms(run.started_at!) - ms(run.created_at));
      }
      delays.sort((x, y) => x - y);
      console.info(`runWorkers: queued → started ${delays.join(', ')} ms`);
      expect(delays[2]).toBeLessThan(200);
      // Without the wake-up each would wait for the hourly poll.
      expect(delays[4]).toBeLessThan(5000);
    } finally {
      expect(await worker.stop('SIGTERM'), context()).toEqual({ code: 0, signal: null });
    }
  }, 60_000);
});
