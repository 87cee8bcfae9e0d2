// Writing canonical records: one table per entity (<prefix><entity> in the database), created on first use with a
// column per canonical field, upserted by canonical_id (INSERT … ON DUPLICATE KEY UPDATE). A write session keeps
// one connection and checks (or creates) each table once. A batch is tried in one statement; if MySQL refuses it
// for a record's data (a duplicate key, a value a column cannot hold), each record is written on its own under a
// savepoint, so only the offending records are rejected. A deleted record (a tombstone) is upserted with
// _sluice_deleted_at set and merged_into naming the survivor of a merge (on_delete: mark, the default), or its row
// is deleted (on_delete: delete); a record written live again clears the mark.
import { isDeletion, type JsonSchema, type WriteRecord, type WriteResult } from '@sluice/connector-sdk';
import { classify, datetimeOf, ident, isRecordProblem, withSessionConnection, type Connection, type MysqlContext } from './connection.js';

type Column = { name: string; type: string; kind: 'time' | 'json' | 'boolean' | 'other' };

function branches(schema: JsonSchema): JsonSchema[] {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return list ? list.flatMap(branches) : [schema];
}

function columnOf(name: string, property: JsonSchema): Column {
  const options = branches(property).filter((b) => b.type !== 'null');
  const first = options[0] ?? {};
  // A reference holds the canonical_id of another record.
  if (options.some((b) => b.type === 'object')) return { name, type: 'CHAR(36)', kind: 'other' };
  if (first.type === 'integer') return { name, type: 'BIGINT', kind: 'other' };
  if (first.type === 'number') return { name, type: 'DOUBLE', kind: 'other' };
  if (first.type === 'boolean') return { name, type: 'BOOLEAN', kind: 'boolean' };
  if (first.format === 'date-time') return { name, type: 'DATETIME(6)', kind: 'time' };
  if (first.format === 'date') return { name, type: 'DATE', kind: 'other' };
  // Short codes stay indexable; free text may be long.
  if (typeof first.maxLength === 'number' && first.maxLength <= 255) return { name, type: `VARCHAR(${first.maxLength})`, kind: 'other' };
  return { name, type: 'TEXT', kind: 'other' };
}

function columnsFor(schema: JsonSchema): Column[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return [
    { name: 'canonical_id', type: 'CHAR(36)', kind: 'other' },
    ...Object.entries(properties).map(([name, p]) => columnOf(name, p)),
    { name: 'external_ids', type: 'JSON', kind: 'json' },
    { name: 'updated_at', type: 'DATETIME(6)', kind: 'time' },
    { name: 'merged_into', type: 'CHAR(36)', kind: 'other' },
    // The record's deleted_at, under a name no canonical field can take.
    { name: '_sluice_deleted_at', type: 'DATETIME(6)', kind: 'time' },
  ];
}

/** Where each column's value comes from in a record. */
const SOURCE_FIELD: Record<string, string> = { _sluice_deleted_at: 'deleted_at' };

function valueOf(column: Column, record: WriteRecord): unknown {
  const value = record[SOURCE_FIELD[column.name] ?? column.name];
  if (value === undefined || value === null) return column.name === 'external_ids' ? '{}' : null;
  if (column.kind === 'json') return JSON.stringify(value);
  if (column.kind === 'time' && typeof value === 'string') return datetimeOf(value);
  if (column.kind === 'boolean' && typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** The tables each write session has checked, by the session's context. */
const ensured = new WeakMap<MysqlContext, Set<string>>();

async function ensureTable(connection: Connection, table: string, columns: Column[]): Promise<void> {
  const defs = columns.map((c) => `${ident(c.name)} ${c.type}${c.name === 'canonical_id' ? ' NOT NULL PRIMARY KEY' : ''}`);
  await connection.query(`CREATE TABLE IF NOT EXISTS ${table} (${defs.join(', ')}) CHARACTER SET utf8mb4`);
  // Columns a table made before lacks (a canonical field added since, the deletion columns).
  await connection.query(`ALTER TABLE ${table} ${columns.map((c) => `ADD COLUMN IF NOT EXISTS ${ident(c.name)} ${c.type}`).join(', ')}`).catch(async (err: unknown) => {
    // MySQL (unlike MariaDB) has no ADD COLUMN IF NOT EXISTS: add the missing ones one by one.
    if ((err as { errno?: number }).errno !== 1064) throw err;
    const [rows] = await connection.query('SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?', [table.slice(1, -1).replace(/``/g, '`')]);
    const have = new Set((rows as Array<{ name: string }>).map((r) => r.name));
    for (const c of columns.filter((c) => !have.has(c.name))) await connection.query(`ALTER TABLE ${table} ADD COLUMN ${ident(c.name)} ${c.type}`);
  });
}

type Statement = (rows: WriteRecord[]) => { sql: string; values: unknown[] };

// ON DUPLICATE KEY UPDATE fires for a clash on any unique key, not only canonical_id: a record whose email a
// UNIQUE index of the customer's table already holds for another record would overwrite that record's row. The
// first assignment makes such an update fail instead (canonical_id set to NULL, refused as a NOT NULL key), so the
// record is rejected on its own, as the postgres destination's ON CONFLICT (canonical_id) does.
const OTHER_RECORD = 'canonical_id = IF(canonical_id = VALUES(canonical_id), canonical_id, NULL)';

function upsert(table: string, columns: Column[]): Statement {
  const names = columns.map((c) => ident(c.name));
  const updates = [OTHER_RECORD, ...columns.filter((c) => c.name !== 'canonical_id').map((c) => `${ident(c.name)} = VALUES(${ident(c.name)})`)];
  return (rows) => ({
    sql: `INSERT INTO ${table} (${names.join(', ')}) VALUES ${rows.map(() => `(${names.map(() => '?').join(', ')})`).join(', ')} ON DUPLICATE KEY UPDATE ${updates.join(', ')}`,
    values: rows.flatMap((record) => columns.map((c) => valueOf(c, record))),
  });
}

function deletion(table: string): Statement {
  return (rows) => ({ sql: `DELETE FROM ${table} WHERE canonical_id IN (${rows.map(() => '?').join(', ')})`, values: rows.map((r) => r.canonical_id) });
}

/** The database's reason for refusing a record. */
function reasonOf(err: unknown): string {
  const message = String((err as { sqlMessage?: string; message?: string }).sqlMessage ?? (err as Error).message ?? err);
  if ((err as { errno?: number }).errno === 1048 && message.includes("'canonical_id'")) {
    return 'another row of the table holds one of this record’s unique values (a unique key other than canonical_id)';
  }
  return message;
}

/**
 * Runs `statement` over `rows` in chunks, each under a savepoint; a chunk MySQL refuses for a record's data is
 * retried record by record. Results go to `results` at each record's index in the batch.
 */
async function apply(connection: Connection, statement: Statement, rows: Array<{ record: WriteRecord; index: number }>, results: WriteResult[], chunk: number): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    await connection.query('SAVEPOINT sluice_batch');
    try {
      const { sql, values } = statement(part.map((r) => r.record));
      await connection.query(sql, values);
      await connection.query('RELEASE SAVEPOINT sluice_batch');
      for (const { index } of part) results[index] = { status: 'ok' };
      continue;
    } catch (err) {
      if (!isRecordProblem(err)) throw err;
      await connection.query('ROLLBACK TO SAVEPOINT sluice_batch');
    }
    for (const { record, index } of part) {
      await connection.query('SAVEPOINT sluice_record');
      try {
        const { sql, values } = statement([record]);
        await connection.query(sql, values);
        await connection.query('RELEASE SAVEPOINT sluice_record');
        results[index] = { status: 'ok' };
      } catch (err) {
        if (!isRecordProblem(err)) throw err;
        await connection.query('ROLLBACK TO SAVEPOINT sluice_record');
        results[index] = { status: 'rejected', reason: reasonOf(err) };
      }
    }
  }
}

export async function writeRecords(ctx: MysqlContext, entity: string, batch: WriteRecord[], schema: JsonSchema): Promise<WriteResult[]> {
  if (batch.length === 0) return [];
  const table = ident(`${ctx.config.table_prefix}${entity}`);
  const columns = columnsFor(schema);
  // Rows per statement: at most 65,535 placeholders in one statement.
  const chunk = Math.max(1, Math.min(1_000, Math.floor(60_000 / columns.length)));
  return withSessionConnection(ctx, async (connection) => {
    let tables = ensured.get(ctx);
    if (!tables) ensured.set(ctx, (tables = new Set()));
    if (!tables.has(table)) {
      await ensureTable(connection, table, columns);
      tables.add(table);
    }
    const results: WriteResult[] = new Array<WriteResult>(batch.length);
    const indexed = batch.map((record, index) => ({ record, index }));
    const removed = ctx.config.on_delete === 'delete' ? indexed.filter(({ record }) => isDeletion(record)) : [];
    const upserted = removed.length === 0 ? indexed : indexed.filter(({ record }) => !isDeletion(record));
    await connection.query('START TRANSACTION');
    try {
      if (upserted.length > 0) await apply(connection, upsert(table, columns), upserted, results, chunk);
      if (removed.length > 0) await apply(connection, deletion(table), removed, results, chunk);
      await connection.query('COMMIT');
    } catch (err) {
      await connection.query('ROLLBACK').catch(() => {});
      throw classify(err, ctx);
    }
    return results;
  });
}
