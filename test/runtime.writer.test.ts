// Write sessions: a run writes all batches of one entity through one plugin process, in order; a failure ends the
// session with a classified error and a new session starts a fresh process; closing a session in a process kept for
// the next call aborts the session's signal at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteResult } from '@sluice/connector-sdk';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { failureOf, testRuntime, typeOf, type CapturedLog } from './fixtures/plugins/harness.js';

describe('plugin write sessions', () => {
  let runtime: ConnectorRuntime;
  let log: CapturedLog;
  let writer: ConnectorType;
  beforeAll(async () => {
    ({ runtime, log } = testRuntime({ fixtures: 'writer', firstPartyDir: null }));
    writer = await typeOf(runtime, 'counting-writer');
  });
  afterAll(async () => {
    await runtime.close();
  });

  const batch = (...emails: string[]) => emails.map((email, i) => ({ canonical_id: `00000000-0000-7000-8000-00000000000${i}`, email }));
  const reasons = (results: WriteResult[]) => results.map((r) => (r.status === 'ok' ? undefined : r.reason));

  it('serves every write of a session from one process, in order, one result per record', async () => {
    const session = await runtime.openWriter({ type: writer, config: {}, credentials: {} }, 'customer');
    try {
      const first = await session.write(batch('a@example.com', 'b@example.com'));
      const second = await session.write(batch('c@example.com'));
      const third = await session.write(batch('d@example.com'));
      const pid = /^pid (\S+) write 1$/.exec(reasons(first)[0]!)?.[1];
      expect(pid).toBeDefined();
      expect(reasons(first)).toEqual([`pid ${pid} write 1`, `pid ${pid} write 1`]);
      expect(reasons(second)).toEqual([`pid ${pid} write 2`]);
      expect(reasons(third)).toEqual([`pid ${pid} write 3`]);
    } finally {
      session.close();
    }
  });

  it('ends the session when the plugin dies, and a new session is a new process', async () => {
    const session = await runtime.openWriter({ type: writer, config: {}, credentials: {} }, 'customer');
    const before = await session.write(batch('a@example.com'));
    const failure = await failureOf(session.write(batch('crash@example.com')));
    expect(failure.code).toBe('plugin_exited');
    expect(failure.message).toMatch(/counting-writer 1\.0\.0 write: the plugin process exited with code 3 before answering/);
    // The broken session refuses further writes with the same failure instead of hanging.
    expect((await failureOf(session.write(batch('b@example.com')))).code).toBe('plugin_exited');
    const fresh = await runtime.openWriter({ type: writer, config: {}, credentials: {} }, 'customer');
    try {
      const after = await fresh.write(batch('b@example.com'));
      expect(reasons(after)[0]).toMatch(/ write 1$/);
      expect(reasons(after)[0]).not.toBe(reasons(before)[0]);
    } finally {
      fresh.close();
    }
  });

  it("ends a closed session's call at once in a process kept for the next, so nothing the session held stays open", async () => {
    // The sessions of the tests before, in processes not kept, were cancelled ('cancelled by Sluice'), not ended.
    const ended = () => log.lines.filter((l) => l.msg === 'plugin: session signal aborted' && (l.plugin_fields as { reason?: string }).reason === 'the call ended');
    const session = await runtime.openWriter({ type: writer, config: {}, credentials: {} }, 'customer', { customerId: 'cus_writer' });
    await session.write(batch('a@example.com'));
    expect(ended()).toHaveLength(0);
    session.close();
    for (let i = 0; i < 100 && ended().length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    // No other call came: the process heard the session was over (`done`), and is kept.
    expect(ended()).toHaveLength(1);
    expect(runtime.processStats().idle).toBe(1);
  });

  it('checks the entity and the kind before starting a process', async () => {
    const failure = await failureOf(runtime.openWriter({ type: writer, config: {}, credentials: {} }, 'order'));
    expect([failure.code, failure.message]).toEqual(['config_invalid', "connector type 'counting-writer' does not handle entity 'order' (it handles customer)"]);
  });
});
