// Deciding whether plugin processes can run behind the wall (bubblewrap's trial, @sluice/connector-sdk/bridges):
// the asynchronous check a worker starts at its start answers what the blocking one answers, and lets the event
// loop run meanwhile (the blocking one held a worker's runs for the ~70 ms bubblewrap and Node take to start).
// Each check runs in a fresh process: the answer is kept per process once tried.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const BRIDGES = new URL('../plugins/sdk/dist/bridges/index.js', import.meta.url).href;

/** Runs `body` as an ES module in a new Node process, with the bridges imported as `b`; its last stdout line as JSON. */
function inFreshProcess(body: string): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', `const b = await import(${JSON.stringify(BRIDGES)});\n${body}`], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!);
}

describe('the wall trial', () => {
  it('answers the same asynchronously as blocking, and the event loop turns while it runs', () => {
    const blocking = inFreshProcess('console.log(JSON.stringify(b.wallProblem()));');
    const asynchronous = inFreshProcess(`
      let turns = 0;
      const timer = setInterval(() => turns++, 1);
      const problem = await b.wallProblemAsync();
      clearInterval(timer);
      console.log(JSON.stringify({ problem, turns, again: await b.wallProblemAsync(), blockingAfter: b.wallProblem() }));`) as { problem: string | null; turns: number; again: string | null; blockingAfter: string | null };
    expect(asynchronous.problem).toEqual(blocking);
    expect(asynchronous.again).toEqual(blocking);
    expect(asynchronous.blockingAfter).toEqual(blocking);
    // Starting bubblewrap and Node behind it takes tens of ms; a missing bwrap fails at once (ENOENT), with no wait.
    if (blocking === null) expect(asynchronous.turns).toBeGreaterThan(2);
  });

  it('names a bubblewrap that cannot be run, asynchronously too', () => {
    const env = { ...process.env, SLUICE_BWRAP: '/nonexistent/bwrap' };
    const run = (body: string) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', `const b = await import(${JSON.stringify(BRIDGES)});\n${body}`], { encoding: 'utf8', env }).trim());
    const problem = run('console.log(JSON.stringify(await b.wallProblemAsync()));') as string;
    expect(problem).toBe('bubblewrap (/nonexistent/bwrap) cannot be run: ENOENT; install it (Debian: apt-get install bubblewrap)');
    expect(run('console.log(JSON.stringify(b.wallProblem()));')).toBe(problem);
  });
});
