// Reading a table or view incrementally: rows in (cursor_column, primary_key) order, after the saved position.
// The pair makes the order total, so rows sharing a cursor value are neither skipped nor read twice; each batch
// ends with a checkpoint holding the last row's pair as text (times as DATETIME text with their microseconds), so
// no precision is lost on the way back. With a soft_delete_column, a row marked deleted is yielded as a deletion
// exactly where it falls in that order. DATETIME and TIMESTAMP values are read as UTC.
import type mysql from 'mysql2/promise';
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
import { classify, columnsOf, connect, ident, isoOf, type Connection, type MysqlContext } from './connection.js';

interface Position {
  value: string;
  key: string;
}

function positionOf(cursor: JsonValue | null): Position | null {
  if (cursor === null) return null;
  const c = cursor as Record<string, unknown>;
  if (typeof c !== 'object' || typeof c.value !== 'string' || typeof c.key !== 'string') {
    throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not a mysql connector checkpoint ({"value", "key"})`);
  }
  return { value: c.value, key: c.key };
}

const TIME_TYPES = new Set(['datetime', 'timestamp']);

/** The stream's columns, checked: ConfigError names each one the table lacks. */
export async function checkStream(connection: Connection, stream: Stream): Promise<Map<string, string>> {
  const columns = await columnsOf(connection, stream.table);
  const wanted = [stream.primary_key, stream.cursor_column, ...(stream.soft_delete_column ? [stream.soft_delete_column] : []), ...Object.values(stream.mapping)];
  const missing = [...new Set(wanted.filter((c) => !columns.has(c)))];
  if (missing.length) throw new ConfigError(`table '${stream.table}' has no column ${missing.map((c) => `'${c}'`).join(', ')}`);
  return columns;
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

export async function* readStream(ctx: MysqlContext, stream: Stream, cursor: JsonValue | null, schema: JsonSchema): AsyncGenerator<ReadMessage> {
  let position = positionOf(cursor);
  const connection = await connect(ctx);
  try {
    const columns = await checkStream(connection, stream).catch((err: unknown) => Promise.reject(classify(err, ctx)));
    const cur = ident(stream.cursor_column);
    const pk = ident(stream.primary_key);
    const from = `SELECT * FROM ${ident(stream.table)} t`;
    const order = `ORDER BY t.${cur}, t.${pk} LIMIT ${stream.batch_size}`;
    // The expanded form of (cur, pk) > (?, ?): MySQL uses the (cur, pk) index for it, as it does not for a row comparison.
    const after = `WHERE t.${cur} > ? OR (t.${cur} = ? AND t.${pk} > ?)`;
    const deletedAtOf = (row: Record<string, unknown>): string | undefined => {
      const marker = row[stream.soft_delete_column!];
      return typeof marker === 'string' && TIME_TYPES.has(columns.get(stream.soft_delete_column!) ?? '') ? isoOf(marker) : undefined;
    };
    for (;;) {
      if (ctx.signal.aborted) return;
      let rows: Array<Record<string, unknown>>;
      try {
        const [result] = position
          ? await connection.query<mysql.RowDataPacket[]>(`${from} ${after} ${order}`, [position.value, position.value, position.key])
          : await connection.query<mysql.RowDataPacket[]>(`${from} WHERE t.${cur} IS NOT NULL ${order}`);
        rows = result as Array<Record<string, unknown>>;
      } catch (err) {
        throw classify(err, ctx);
      }
      if (rows.length === 0) return;
      // The rows in their order as messages: runs of records and runs of deletions.
      let run: Array<SourceRecord | SourceDeletion> = [];
      let runIsDeletion = false;
      const flush = () => {
        const message = runIsDeletion ? deletions(run as SourceDeletion[]) : records(run as SourceRecord[]);
        run = [];
        return message;
      };
      for (const row of rows) {
        const id = String(row[stream.primary_key]);
        const deleted = stream.soft_delete_column !== undefined && isMarked(row[stream.soft_delete_column]);
        if (run.length > 0 && deleted !== runIsDeletion) yield flush();
        runIsDeletion = deleted;
        if (deleted) {
          const at = deletedAtOf(row);
          run.push(at ? { external_id: id, deleted_at: at } : { external_id: id });
        } else {
          const raw = normalized(row, columns);
          const data = mapRecord(schema, raw, stream.mapping);
          // Without a mapping for it, a row's last change is its cursor value (when that is a time).
          if (data.last_source_update_at === undefined) data.last_source_update_at = mapRecord(schema, raw, { last_source_update_at: stream.cursor_column }).last_source_update_at;
          run.push({ external_id: id, data, raw });
        }
      }
      if (run.length > 0) yield flush();
      const last = rows[rows.length - 1]!;
      position = { value: String(last[stream.cursor_column]), key: String(last[stream.primary_key]) };
      yield checkpoint({ value: position.value, key: position.key });
      if (rows.length < stream.batch_size) return;
    }
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}
