// Reading a table or view incrementally: the SDK's keyset reading (readKeyset) over rows in (cursor_column,
// primary_key) order, each batch ending with a checkpoint holding the last row's pair as text (times as DATETIME
// text with their microseconds). With a soft_delete_column, a row marked deleted is yielded as a deletion exactly
// where it falls in that order. DATETIME and TIMESTAMP values are read as UTC.
import type mysql from 'mysql2/promise';
import { keysetPosition, readKeyset, type JsonSchema, type JsonValue, type KeysetPosition, type KeysetRow, type ReadMessage } from '@sluice/connector-sdk';
import { checkStreamColumns, rowRecord } from '@sluice/connector-sdk/sql';
import type { Stream } from './config.js';
import { classify, columnsOf, ident, isoOf, leaseMysqlConnection, type Connection, type MysqlContext } from './connection.js';

const TIME_TYPES = new Set(['datetime', 'timestamp']);

/** The stream's columns, checked: ConfigError names each one the table lacks. */
export async function checkStream(connection: Connection, stream: Stream): Promise<Map<string, string>> {
  return checkStreamColumns(stream, await columnsOf(connection, stream.table));
}

/** A row with its times in ISO 8601 (UTC): what mapping and `raw` see. */
function normalized(row: Record<string, unknown>, columns: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    out[name] = typeof value === 'string' && TIME_TYPES.has(columns.get(name) ?? '') ? isoOf(value) : value;
  }
  return out;
}

function isMarked(value: unknown): boolean {
  return value !== null && value !== undefined && value !== 0 && value !== '0' && value !== false;
}

/** A row as a record, or as a deletion (with its time when the marker is a DATETIME or TIMESTAMP). */
function keysetRow(stream: Stream, schema: JsonSchema, columns: Map<string, string>, row: Record<string, unknown>): KeysetRow {
  const position = { value: String(row[stream.cursor_column]), key: String(row[stream.primary_key]) };
  const marker = stream.soft_delete_column === undefined ? null : row[stream.soft_delete_column];
  if (!isMarked(marker)) return { ...position, record: rowRecord(stream, schema, position.key, normalized(row, columns)) };
  const timed = typeof marker === 'string' && TIME_TYPES.has(columns.get(stream.soft_delete_column!) ?? '');
  return { ...position, deletion: timed ? { external_id: position.key, deleted_at: isoOf(marker) } : { external_id: position.key } };
}

/** The query of one batch after a position (or from the start). */
function batchQuery(stream: Stream, after: KeysetPosition | null): [string, unknown[]] {
  const cur = ident(stream.cursor_column);
  const pk = ident(stream.primary_key);
  const order = `ORDER BY t.${cur}, t.${pk} LIMIT ${stream.batch_size}`;
  const from = `SELECT * FROM ${ident(stream.table)} t`;
  if (!after) return [`${from} WHERE t.${cur} IS NOT NULL ${order}`, []];
  // The expanded form of (cur, pk) > (?, ?): MySQL uses the (cur, pk) index for it, as it does not for a row comparison.
  return [`${from} WHERE t.${cur} > ? OR (t.${cur} = ? AND t.${pk} > ?) ${order}`, [after.value, after.value, after.key]];
}

export async function* readStream(ctx: MysqlContext, stream: Stream, cursor: JsonValue | null, schema: JsonSchema): AsyncGenerator<ReadMessage> {
  const after = keysetPosition(cursor, 'mysql');
  const lease = await leaseMysqlConnection(ctx);
  let ok = false;
  try {
    const columns = await lease.run((connection) => checkStream(connection, stream)).catch((err: unknown) => Promise.reject(classify(err, ctx)));
    const batch = async (position: KeysetPosition | null) => {
      try {
        const [rows] = await lease.run((connection) => connection.query<mysql.RowDataPacket[]>(...batchQuery(stream, position)));
        return (rows as Array<Record<string, unknown>>).map((row) => keysetRow(stream, schema, columns, row));
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
