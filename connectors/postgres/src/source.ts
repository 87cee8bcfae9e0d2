// Reading a table or view incrementally: the SDK's keyset reading (readKeyset) over rows in (cursor_column,
// primary_key) order, each batch ending with a checkpoint holding the last row's pair, as text, so no precision is
// lost on the way back. With a soft_delete_column, a row marked deleted is yielded as a deletion exactly where it
// falls in that order.
import type pg from 'pg';
import { keysetPosition, readKeyset, type JsonSchema, type JsonValue, type KeysetPosition, type KeysetRow, type ReadMessage } from '@sluice/connector-sdk';
import { checkStreamColumns, rowRecord } from '@sluice/connector-sdk/sql';
import type { Stream } from './config.js';
import { classify, columnsOf, ident, leaseClient, qualified, type PgContext } from './connection.js';

/** The stream's columns, checked: ConfigError names each one the table lacks. */
export async function checkStream(client: pg.Client, stream: Stream): Promise<Map<string, string>> {
  return checkStreamColumns(stream, await columnsOf(client, stream.table));
}

interface Row {
  row: Record<string, unknown>;
  cursor_value: string;
  key_value: string;
  /** With a soft_delete_column: whether the row is marked deleted, and when (a timestamptz marker, or null). */
  deleted?: boolean;
  deleted_at?: string | null;
}

function keysetRow(stream: Stream, schema: JsonSchema, r: Row): KeysetRow {
  const position = { value: r.cursor_value, key: r.key_value };
  if (r.deleted !== true) return { ...position, record: rowRecord(stream, schema, r.key_value, r.row) };
  return { ...position, deletion: r.deleted_at ? { external_id: r.key_value, deleted_at: r.deleted_at } : { external_id: r.key_value } };
}

/**
 * The columns that say whether a row is marked deleted (non-null and not false: a boolean, a time, or anything
 * else set) and its time, as ISO 8601 with a zone, when the marker is a timestamptz.
 */
function markerColumns(stream: Stream, columns: Map<string, string>): string {
  if (!stream.soft_delete_column) return '';
  const sd = `t.${ident(stream.soft_delete_column)}`;
  const type = columns.get(stream.soft_delete_column);
  const deleted = type === 'boolean' ? `coalesce(${sd}, false)` : `${sd} IS NOT NULL`;
  const at = type === 'timestamp with time zone' ? `to_char(${sd} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : 'NULL::text';
  return `, ${deleted} AS deleted, ${at} AS deleted_at`;
}

/** The query of one batch, after a position (`$1`, `$2`) or from the start. */
function batchQuery(stream: Stream, columns: Map<string, string>): (after: boolean) => string {
  const cur = ident(stream.cursor_column);
  const pk = ident(stream.primary_key);
  const where = `(t.${cur}, t.${pk}) > ($1::${columns.get(stream.cursor_column)}, $2::${columns.get(stream.primary_key)})`;
  const select = `SELECT to_json(t) AS row, t.${cur}::text AS cursor_value, t.${pk}::text AS key_value${markerColumns(stream, columns)} FROM ${qualified(stream.table)} t`;
  return (after) => `${select} WHERE ${after ? where : `t.${cur} IS NOT NULL`} ORDER BY t.${cur}, t.${pk} LIMIT ${stream.batch_size}`;
}

export async function* readStream(ctx: PgContext, stream: Stream, cursor: JsonValue | null, schema: JsonSchema): AsyncGenerator<ReadMessage> {
  const after = keysetPosition(cursor, 'postgres');
  const lease = await leaseClient(ctx);
  let ok = false;
  try {
    const columns = await lease.run((client) => checkStream(client, stream)).catch((err: unknown) => Promise.reject(classify(err, ctx)));
    const query = batchQuery(stream, columns);
    const batch = async (position: KeysetPosition | null) => {
      try {
        const res = await lease.run((client) => client.query<Row>(query(position !== null), position ? [position.value, position.key] : []));
        return res.rows.map((r) => keysetRow(stream, schema, r));
      } catch (err) {
        throw classify(err, ctx);
      }
    };
    yield* readKeyset({ after, batchSize: stream.batch_size, signal: ctx.signal, batch });
    ok = true;
  } finally {
    // Read to its end, the connection may serve the process's next call; stopped early, it ends.
    await lease.release(ok);
  }
}
