// The Sluice side of the bench, in its own process (`node bench/runs.mjs --execute`): executeRun as a worker runs
// it, with the connector plugins in their own processes, timed per stage through the engine's RunObserver, and
// each statement on the Sluice database timed from knex's query events. With BENCH_WARM_RUN_ID, another customer's
// run goes first, untimed (warmUpRun). Prints one JSON line.
import { destinationConfig, pgSettings } from './setup.mjs';
import { stageRecorder, summarize } from './stages.mjs';

/** Total ms and count per statement shape, from knex's query events. */
function timeStatements(knex) {
  const started = new Map();
  const byShape = new Map();
  const shape = (sql) => {
    const s = sql.replace(/\s+/g, ' ').trim();
    if (/^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(s)) return 'BEGIN/COMMIT';
    return s.replace(/\$\d+|\?/g, '?').slice(0, 90);
  };
  const done = (q) => {
    const t0 = started.get(q.__knexQueryUid);
    if (t0 === undefined) return;
    started.delete(q.__knexQueryUid);
    const e = byShape.get(shape(q.sql)) ?? { q: shape(q.sql), ms: 0, n: 0 };
    e.ms += performance.now() - t0;
    e.n += 1;
    byShape.set(e.q, e);
  };
  knex.on('query', (q) => started.set(q.__knexQueryUid, performance.now()));
  knex.on('query-response', (_r, q) => done(q));
  knex.on('query-error', (_e, q) => done(q));
  return () => [...byShape.values()].sort((a, b) => b.ms - a.ms);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Untimed, after the run: an empty write in a write session (one message each way), a one-shot call on a new
 * process (started, the plugin loaded; a call for no customer is never kept), and one on a process kept from the
 * call before (runtime/processPool.ts).
 */
async function callCosts(runtime, targetUrl, customerId) {
  const type = await runtime.resolve('postgres');
  const connector = { type, config: destinationConfig(targetUrl), credentials: pgSettings(targetUrl).credentials };
  const scope = { customerId };
  const session = await runtime.openWriter(connector, 'order', scope);
  await session.write([]);
  const emptyMs = [];
  for (let i = 0; i < 20; i++) {
    const s = performance.now();
    await session.write([]);
    emptyMs.push(performance.now() - s);
  }
  session.close();
  const timed = async (scoped) => {
    const ms = [];
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      await runtime.write(connector, { entity: 'order', records: [] }, scoped);
      ms.push(performance.now() - s);
    }
    return median(ms);
  };
  return { emptyWriteMs: median(emptyMs), oneShotMs: await timed(undefined), keptCallMs: await timed(scope) };
}

/**
 * Untimed, before the timed run: another customer's run (BENCH_WARM_RUN_ID), as a worker that has served other
 * customers has done before a run comes to it. What a process pays once in its life (compiling the engine's code,
 * the canonical validators, its database connections) is then not charged to the timed run; what each run pays is:
 * the plugin processes are kept per customer (runtime/processPool.ts), so the timed run's still start cold.
 */
async function warmUpRun(executeRun, deps, runId) {
  if (!runId) return undefined;
  const t0 = performance.now();
  const outcome = await executeRun(deps, runId);
  if (outcome !== 'finished') throw new Error(`the warm-up run ended ${outcome}`);
  return { seconds: (performance.now() - t0) / 1000 };
}

export async function executeInThisProcess(env = process.env) {
  const { connect } = await import('../../dist/src/db/connect.js');
  const { executeRun } = await import('../../dist/src/engine/execute.js');
  const { compileValidators } = await import('../../dist/src/domain/canonical/entities.js');
  const { createConnectorRuntime } = await import('../../dist/src/runtime/index.js');
  const { secretsFrom } = await import('../../dist/src/secrets.js');
  const { createLogger } = await import('../../dist/src/log.js');
  const { BATCH } = await import('../baseline-runs.mjs');
  const logger = createLogger('silent');
  const db = await connect({ databaseUrl: env.BENCH_SLUICE_URL });
  const runtime = createConnectorRuntime(logger);
  const stages = stageRecorder();
  try {
    let t0 = performance.now();
    await runtime.load(); // a worker discovers its plugins once, at start
    const discoverSeconds = (performance.now() - t0) / 1000;
    await runtime.decideWall(); // and decides the wall at its start (src/jobs/workers.ts), long before a first run
    await compileValidators(); // and compiles the canonical layer's validators there too
    const deps = {
      knex: db.knex,
      secrets: secretsFrom(env.BENCH_SECRET_KEY),
      runtime,
      logger,
      settings: { heartbeatSeconds: 5, batchSize: BATCH },
      enqueue: async () => {},
      stopping: () => false,
    };
    const warmUp = await warmUpRun(executeRun, deps, env.BENCH_WARM_RUN_ID);
    const statements = timeStatements(db.knex);
    deps.observer = stages.observer;
    process.send?.({ timing: true });
    t0 = performance.now();
    const outcome = await executeRun(deps, env.BENCH_RUN_ID);
    const seconds = (performance.now() - t0) / 1000;
    const maxRssKb = process.resourceUsage().maxRSS;
    process.send?.({ timing: false });
    const result = { outcome, seconds, discoverSeconds, warmUp, maxRssKb, stages: summarize(stages.items), sql: statements() };
    Object.assign(result, await callCosts(runtime, env.BENCH_TARGET_URL, env.BENCH_CUSTOMER_ID));
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await runtime.close();
    await db.close();
    process.disconnect?.();
  }
}
