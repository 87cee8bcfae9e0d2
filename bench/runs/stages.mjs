// The run's stages as the engine's observer (src/engine/observer.ts) reported them: a recorder for the Sluice
// process, and the summary per stage: items, time per item, and how much of the stage's busy time overlapped the
// work of another stage (the pipelining at work).

export const STAGES = ['read', 'store', 'write', 'checkpoint'];

/** A RunObserver that keeps each item's [stage, start, end, records] (performance.now() ms). */
export function stageRecorder() {
  const open = new Map();
  const items = [];
  const key = (e) => `${e.entity}:${e.stage}:${e.seq}`;
  return {
    items,
    observer: {
      stageStarted: (e) => open.set(key(e), performance.now()),
      stageEnded: (e) => {
        const start = open.get(key(e));
        open.delete(key(e));
        items.push([e.stage, start, performance.now(), e.records]);
      },
    },
  };
}

/**
 * Per stage: items, busy ms, ms per item, records, and overlapped ms (busy while another stage was busy too); and
 * over the whole run: the time any stage was busy and the average number of stages busy at once in it.
 */
export function summarize(items) {
  const edges = [];
  for (const [stage, start, end] of items) {
    edges.push([start, stage, 1], [end, stage, -1]);
  }
  edges.sort((a, b) => a[0] - b[0] || a[2] - b[2]);
  const active = new Map(STAGES.map((s) => [s, 0]));
  const busy = new Map(STAGES.map((s) => [s, 0]));
  const overlapped = new Map(STAGES.map((s) => [s, 0]));
  let anyBusy = 0;
  let stageMs = 0;
  let last = edges[0]?.[0] ?? 0;
  for (const [t, stage, delta] of edges) {
    const dt = t - last;
    const running = STAGES.filter((s) => active.get(s) > 0);
    if (running.length) anyBusy += dt;
    stageMs += dt * running.length;
    for (const s of running) {
      busy.set(s, busy.get(s) + dt);
      if (running.length > 1) overlapped.set(s, overlapped.get(s) + dt);
    }
    active.set(stage, active.get(stage) + delta);
    last = t;
  }
  const perStage = STAGES.map((stage) => {
    const mine = items.filter((i) => i[0] === stage);
    return {
      stage,
      items: mine.length,
      records: mine.reduce((a, i) => a + i[3], 0),
      busyMs: busy.get(stage),
      msPerItem: mine.length ? busy.get(stage) / mine.length : 0,
      overlappedMs: overlapped.get(stage),
    };
  });
  return { perStage, anyBusyMs: anyBusy, concurrency: anyBusy ? stageMs / anyBusy : 0 };
}
