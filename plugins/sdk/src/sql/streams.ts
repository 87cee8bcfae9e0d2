// Reading a stream's rows: the columns it needs checked against the table, and a row turned into a record.
import { ConfigError } from '../errors.js';
import { mapRecord } from '../records.js';
import type { JsonSchema, SourceRecord } from '../types.js';
import type { SqlStream } from './settings.js';

/** The columns the stream reads, checked against the table's: ConfigError names each one the table lacks. */
export function checkStreamColumns<T>(stream: SqlStream, columns: Map<string, T>): Map<string, T> {
  const wanted = [stream.primary_key, stream.cursor_column, ...(stream.soft_delete_column ? [stream.soft_delete_column] : []), ...Object.values(stream.mapping)];
  const missing = [...new Set(wanted.filter((c) => !columns.has(c)))];
  if (missing.length) throw new ConfigError(`table '${stream.table}' has no column ${missing.map((c) => `'${c}'`).join(', ')}`);
  return columns;
}

/** A row as a record: mapped onto the entity; without a mapping for it, its last change is its cursor value. */
export function rowRecord(stream: SqlStream, schema: JsonSchema, id: string, row: Record<string, unknown>): SourceRecord {
  const data = mapRecord(schema, row, stream.mapping);
  if (data.last_source_update_at === undefined) data.last_source_update_at = mapRecord(schema, row, { last_source_update_at: stream.cursor_column }).last_source_update_at;
  return { external_id: id, data, raw: row };
}
