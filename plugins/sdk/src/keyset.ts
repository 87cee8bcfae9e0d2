// Keyset reading: a source whose rows have a total order, (a value that grows when a row changes, a unique key),
// reads them in batches after a position in that order, and its checkpoint is the last row's pair. Rows sharing a
// value are neither skipped nor read twice, and the pair is kept as text, so no precision is lost on the way back
// (microseconds, big integers). The SQL connectors read tables this way; any API that sorts by (updated, id) can.
import { ConfigError } from './errors.js';
import { checkpoint, deletions, records } from './records.js';
import type { JsonValue, ReadMessage, SourceDeletion, SourceRecord } from './types.js';

/** A position in the order: the last row read's value and key, as text. The checkpoint is `{value, key}`. */
export interface KeysetPosition {
  value: string;
  key: string;
}

/** One row of a batch: its place in the order, and what it is, a record or (marked deleted) a deletion. */
export type KeysetRow = KeysetPosition & ({ record: SourceRecord } | { deletion: SourceDeletion });

export interface KeysetRead {
  /** Where to start: the saved position (keysetPosition reads a checkpoint), or null for the beginning. */
  after: KeysetPosition | null;
  /** Rows per batch: a shorter batch is the last. */
  batchSize: number;
  /** Stops between batches once aborted (ctx.signal). */
  signal: AbortSignal;
  /** At most batchSize rows after `after` (from the beginning when null), in (value, key) order. */
  batch(after: KeysetPosition | null): Promise<KeysetRow[]>;
}

/** A saved checkpoint as a position; ConfigError, naming the connector, when it is not a `{value, key}` pair. */
export function keysetPosition(cursor: JsonValue | null, connector: string): KeysetPosition | null {
  if (cursor === null) return null;
  const c = cursor as Record<string, unknown>;
  if (typeof c !== 'object' || typeof c.value !== 'string' || typeof c.key !== 'string') {
    throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not a ${connector} connector checkpoint ({"value", "key"})`);
  }
  return { value: c.value, key: c.key };
}

/** The rows of one batch as messages in their order: runs of records and runs of deletions. */
function* messagesOf(rows: KeysetRow[]): Generator<ReadMessage> {
  for (let start = 0; start < rows.length; ) {
    const deleted = 'deletion' in rows[start]!;
    let end = start;
    while (end < rows.length && 'deletion' in rows[end]! === deleted) end++;
    const run = rows.slice(start, end);
    yield deleted
      ? deletions(run.map((r) => (r as { deletion: SourceDeletion }).deletion))
      : records(run.map((r) => (r as { record: SourceRecord }).record));
    start = end;
  }
}

/** Reads batch after batch, each followed by the checkpoint of its last row, until a batch is short. */
export async function* readKeyset(read: KeysetRead): AsyncGenerator<ReadMessage> {
  let position = read.after;
  for (;;) {
    if (read.signal.aborted) return;
    const rows = await read.batch(position);
    if (rows.length === 0) return;
    yield* messagesOf(rows);
    const last = rows[rows.length - 1]!;
    position = { value: last.value, key: last.key };
    yield checkpoint({ value: position.value, key: position.key });
    if (rows.length < read.batchSize) return;
  }
}
