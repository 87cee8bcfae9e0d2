// A read collected into memory, and the failure a call ended with.
import { errorKindOf, type ErrorKind } from '../errors.js';
import type { JsonValue, ReadMessage, SourceDeletion, SourceRecord } from '../types.js';

export interface ReadAll {
  records: SourceRecord[];
  ids: string[];
  deletions: SourceDeletion[];
  checkpoints: JsonValue[];
  /** The last checkpoint, or null. */
  last: JsonValue | null;
  /** Every message, in order (records and deletions interleave). */
  messages: ReadMessage[];
}

export async function readAll(iterable: AsyncIterable<ReadMessage>): Promise<ReadAll> {
  const out: ReadAll = { records: [], ids: [], deletions: [], checkpoints: [], last: null, messages: [] };
  for await (const message of iterable) {
    out.messages.push(message);
    if (message.type === 'records') {
      out.records.push(...message.records);
      out.ids.push(...message.records.map((r) => r.external_id));
    } else if (message.type === 'deletions') {
      out.deletions.push(...message.deletions);
    } else {
      out.checkpoints.push(message.cursor);
      out.last = message.cursor;
    }
  }
  return out;
}

/** How a call failed: the kind Sluice reports (`system` for anything not an SDK error: a plugin bug). */
export interface Failure {
  kind: ErrorKind | 'system';
  message: string;
  retryAfterSeconds?: number;
  error: unknown;
}

/** The failure a promise rejects with; throws when it resolves. */
export async function failureOf(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    const retryAfterSeconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    return { kind: errorKindOf(error) ?? 'system', message: String((error as Error)?.message ?? error), error, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
