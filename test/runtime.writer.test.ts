// Write sessions: a run writes all batches of one entity through one plugin process, in order; a failure ends the
// session with a classified error and a new session starts a fresh process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteResult } from '@sluice/connector-sdk';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { failureOf, testRuntime, typeOf } from './fixtures/plugins/harness.js';

describe('plugin write sessions', () => {
  let runtime: ConnectorRuntime;
  let writer: ConnectorType;
  beforeAll(async () => {
    runtime = testRuntime({ fixtures: 'writer', firstPartyDir: null }).runtime;
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

  it('checks the entity and the kind before starting a process', async () => {
    const failure = await failureOf(runtime.openWriter({ type: writer, config: {}, credentials: {} }, 'order'));
    expect([failure.code, failure.message]).toEqual(['config_invalid', "connector type 'counting-writer' does not handle entity 'order' (it handles customer)"]);
  });
});
