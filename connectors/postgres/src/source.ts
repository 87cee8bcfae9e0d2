// Reading a table or view incrementally: rows in (cursor_column, primary_key) order, after the saved position.
// The pair makes the order total, so rows sharing a cursor value are neither skipped nor read twice; each batch
// ends with a checkpoint holding the last row's pair, as text, so no precision is lost on the way back. With a
// soft_delete_column, a row marked deleted is yielded as a deletion exactly where it falls in that order.
import type pg from 'pg';
import {
  ConfigError,
  checkpoint,
  deletions,
  mapRecord,
  records,
  type JsonSchema,
  type JsonValue,
  type ReadMessage,
  type SourceDeletion,
  type SourceRecord,
} from '@sluice/connector-sdk';
import type { Stream } from './config.js';
import { classify, columnsOf, connect, ident, qualified, type PgContext } from './connection.js';

interface Position {
  value: string;
  key: string;
}

function positionOf(cursor: JsonValue | null): Position | null {
  if (cursor === null) return null;
  const c = cursor as Record<string, unknown>;
  if (typeof c !== 'object' || typeof c.value !== 'string' || typeof c.key !== 'string') {
    throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not a postgres connector checkpoint ({"value", "key"})`);
  }
  return { value: c.value, key: c.key };
}

/** The stream's columns, checked: ConfigError names each one the table lacks. */
export async function checkStream(client: pg.Client, stream: Stream): Promise<Map<string, string>> {
  const columns = await columnsOf(client, stream.table);
  const wanted = [stream.primary_key, stream.cursor_column, ...(stream.soft_delete_column ? [stream.soft_delete_column] : []), ...Object.values(stream.mapping)];
  const missing = [...new Set(wanted.filter((c) => !columns.has(c)))];
  if (missing.length) throw new ConfigError(`table '${stream.table}' has no column ${missing.map((c) => `'${c}'`).join(', ')}`);
  return columns;
}

interface Row {
  row: Record<string, unknown>;
  cursor_value: string;
  key_value: string;
  /** With a soft_delete_column: whether the row is marked deleted, and when (a timestamptz marker, or null). */
  deleted?: boolean;
  deleted_at?: string | null;
}

function toRecord(stream: Stream, schema: JsonSchema, r: Row): SourceRecord {
  const data = mapRecord(schema, r.row, stream.mapping);
  // Without a mapping for it, a row's last change is its cursor value (when that is a time).
  if (data.last_source_update_at === undefined) data.last_source_update_at = mapRecord(schema, r.row, { last_source_update_at: stream.cursor_column }).last_source_update_at;
  return { external_id: r.key_value, data, raw: r.row };
}

/** A deleted row as a deletion: its id, and its deletion time when the marker is one. */
function toDeletion(r: Row): SourceDeletion {
  return r.deleted_at ? { external_id: r.key_value, deleted_at: r.deleted_at } : { external_id: r.key_value };
}

/** The rows of one batch as messages in their order: runs of records and runs of deletions. */
function* messagesOf(stream: Stream, schema: JsonSchema, rows: Row[]): Generator<ReadMessage> {
  for (let start = 0; start < rows.length; ) {
    const deleted = rows[start]!.deleted === true;
    let end = start;
    while (end < rows.length && (rows[end]!.deleted === true) === deleted) end++;
    const run = rows.slice(start, end);
    yield deleted ? deletions(run.map(toDeletion)) : records(run.map((r) => toRecord(stream, schema, r)));
    start = end;
  }
}

export async function* readStream(ctx: PgContext, stream: Stream, cursor: JsonValue | null, schema: JsonSchema): AsyncGenerator<ReadMessage> {
  let position = positionOf(cursor);
  const client = await connect(ctx);
  try {
    const columns = await checkStream(client, stream).catch((err: unknown) => Promise.reject(classify(err, ctx)));
    const cur = ident(stream.cursor_column);
    const pk = ident(stream.primary_key);
    const after = `(t.${cur}, t.${pk}) > ($1::${columns.get(stream.cursor_column)}, $2::${columns.get(stream.primary_key)})`;
    // A marker is "deleted" when non-null and not false (a boolean, a time, or anything else set); its time, as
    // ISO 8601 with a zone, when it is a timestamptz.
    let marker = '';
    if (stream.soft_delete_column) {
      const sd = `t.${ident(stream.soft_delete_column)}`;
      const isBoolean = columns.get(stream.soft_delete_column) === 'boolean';
      const isZoned = columns.get(stream.soft_delete_column) === 'timestamp with time zone';
      marker =
        `, ${isBoolean ? `coalesce(${sd}, false)` : `${sd} IS NOT NULL`} AS deleted` +
        `, ${isZoned ? `to_char(${sd} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : 'NULL::text'} AS deleted_at`;
    }
    const select = (where: string) =>
      `SELECT to_json(t) AS row, t.${cur}::text AS cursor_value, t.${pk}::text AS key_value${marker} FROM ${qualified(stream.table)} t ` +
      `WHERE ${where} ORDER BY t.${cur}, t.${pk} LIMIT ${stream.batch_size}`;
    for (;;) {
      if (ctx.signal.aborted) return;
      let rows: Row[];
      try {
        const res = position
          ? await client.query<Row>(select(after), [position.value, position.key])
          : await client.query<Row>(select(`t.${cur} IS NOT NULL`));
        rows = res.rows;
      } catch (err) {
        throw classify(err, ctx);
      }
      if (rows.length === 0) return;
      yield* messagesOf(stream, schema, rows);
      const last = rows[rows.length - 1]!;
      position = { value: last.cursor_value, key: last.key_value };
      yield checkpoint({ value: position.value, key: position.key });
      if (rows.length < stream.batch_size) return;
    }
  } finally {
    await client.end().catch(() => {});
  }
}
