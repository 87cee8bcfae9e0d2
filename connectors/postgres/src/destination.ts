// Writing canonical records: one table per entity (<schema>.<prefix><entity>), created on first use with a column
// per canonical field, upserted by canonical_id. A deleted record (a tombstone: deleted_at set) is upserted like any
// other with _sluice_deleted_at set and merged_into naming the survivor of a merge (on_delete: mark, the default),
// or its row is deleted (on_delete: delete); a record written live again clears the mark. A write session keeps one connection for all its writes and checks
// (or creates) its table once, on its first write. A batch is tried in one statement; if the database refuses it
// for a record's data (a constraint, a bad value), each record is written on its own under a savepoint, so the
// offending records are reported as rejected and the rest are written.
import type pg from 'pg';
import { isDeletion, type JsonSchema, type WriteRecord, type WriteResult } from '@sluice/connector-sdk';
import { classify, ident, withSessionClient, type PgContext } from './connection.js';

type Column = { name: string; type: string };

function branches(schema: JsonSchema): JsonSchema[] {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return list ? list.flatMap(branches) : [schema];
}

function columnType(property: JsonSchema): string {
  const options = branches(property).filter((b) => b.type !== 'null');
  if (options.some((b) => b.type === 'object')) return 'text'; // a reference: the canonical_id of another record
  const first = options[0] ?? {};
  if (first.type === 'integer') return 'bigint';
  if (first.type === 'number') return 'double precision';
  if (first.type === 'boolean') return 'boolean';
  if (first.format === 'date-time') return 'timestamptz';
  if (first.format === 'date') return 'date';
  return 'text';
}

function columnsFor(schema: JsonSchema): Column[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return [
    { name: 'canonical_id', type: 'uuid' },
    ...Object.entries(properties).map(([name, p]) => ({ name, type: columnType(p) })),
    { name: 'external_ids', type: 'jsonb' },
    { name: 'updated_at', type: 'timestamptz' },
    { name: 'merged_into', type: 'uuid' },
    // The record's deleted_at, under a name no canonical field can take.
    { name: '_sluice_deleted_at', type: 'timestamptz' },
  ];
}

/** Where each column's value comes from in a record. */
const SOURCE_FIELD: Record<string, string> = { _sluice_deleted_at: 'deleted_at' };

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint), and 21000 (a batch touching a row twice). */
function isRecordProblem(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? '';
  return code.startsWith('22') || code.startsWith('23') || code === '21000';
}

/** A record as one element of the statement's JSON array: jsonb columns keep their value, other objects are text. */
function rowOf(columns: Column[], record: WriteRecord): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    const value = record[SOURCE_FIELD[column.name] ?? column.name];
    if (value === undefined || value === null) row[column.name] = column.name === 'external_ids' ? {} : null;
    else if (column.type === 'jsonb') row[column.name] = value;
    else if (typeof value === 'object') row[column.name] = JSON.stringify(value);
    else row[column.name] = value;
  }
  return row;
}

/** The tables each write session has checked, by the session's context. */
const ensured = new WeakMap<PgContext, Set<string>>();

/**
 * Creates the table, or adds the columns it lacks, reading the catalog first: DDL runs only when something is
 * missing. ALTER TABLE takes an ACCESS EXCLUSIVE lock even when every column exists, so running it at every session
 * made each run wait for any long query on the table (a report on the customer's side) and queued every later reader
 * of the table behind it.
 */
async function ensureTable(client: pg.Client, table: string, columns: Column[]): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT attname AS name FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped',
    [table],
  );
  const present = new Set(rows.map((r) => r.name));
  const missing = columns.filter((c) => !present.has(c.name));
  if (missing.length === 0) return;
  const defs = columns.map((c) => `${ident(c.name)} ${c.type}${c.name === 'canonical_id' ? ' PRIMARY KEY' : ''}`);
  try {
    if (present.size === 0) await client.query(`CREATE TABLE IF NOT EXISTS ${table} (${defs.join(', ')})`);
    // Also after a CREATE: another writer may have created the table a moment before, from an older schema.
    await client.query(`ALTER TABLE ${table} ${missing.map((c) => `ADD COLUMN IF NOT EXISTS ${ident(c.name)} ${c.type}`).join(', ')}`);
  } catch (err) {
    // Another writer created it at the same moment.
    if (!['23505', '42P07'].includes((err as { code?: string }).code ?? '')) throw err;
  }
}

// The rows travel as one JSON parameter that jsonb_to_recordset turns into typed columns: PostgreSQL parses and
// plans a statement of one parameter, where a VALUES list with a parameter per value (30,000 for 1,000 orders)
// cost four times as long to write the same rows (BENCHMARKS.md, run pipeline).
function upsert(table: string, columns: Column[], rows: WriteRecord[]): { text: string; values: unknown[] } {
  const names = columns.map((c) => ident(c.name));
  const types = columns.map((c) => `${ident(c.name)} ${c.type}`);
  const updates = columns.filter((c) => c.name !== 'canonical_id').map((c) => `${ident(c.name)} = EXCLUDED.${ident(c.name)}`);
  return {
    text: `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.map((n) => `r.${n}`).join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${types.join(', ')}) ON CONFLICT (canonical_id) DO UPDATE SET ${updates.join(', ')}`,
    values: [JSON.stringify(rows.map((record) => rowOf(columns, record)))],
  };
}

/** The database's reason, without the row's values ("Failing row contains (…)"): reasons end up in run errors and events. */
function reasonOf(err: unknown): string {
  const e = err as { message?: string; detail?: string };
  const detail = e.detail && !e.detail.startsWith('Failing row contains') ? e.detail : undefined;
  return detail ? `${e.message}: ${detail}` : String(e.message ?? err);
}

/** One statement for a group of records: upserts, or (on_delete: delete) deletions of tombstones' rows. */
type Statement = (rows: WriteRecord[]) => { text: string; values: unknown[] };

function deletion(table: string): Statement {
  return (rows) => ({ text: `DELETE FROM ${table} WHERE canonical_id = ANY($1::uuid[])`, values: [rows.map((r) => r.canonical_id)] });
}

/**
 * Runs `statement` over `rows` in chunks, each under a savepoint; a chunk the database refuses for a record's data
 * is retried record by record, so only the offending records are rejected. Results go to `results` at each record's
 * index in the batch.
 */
async function apply(client: pg.Client, statement: Statement, rows: Array<{ record: WriteRecord; index: number }>, results: WriteResult[]): Promise<void> {
  const chunk = 2_000; // rows per statement: bounds the JSON text of one statement
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    await client.query('SAVEPOINT sluice_batch');
    try {
      await client.query(statement(part.map((r) => r.record)));
      await client.query('RELEASE SAVEPOINT sluice_batch');
      for (const { index } of part) results[index] = { status: 'ok' };
      continue;
    } catch (err) {
      if (!isRecordProblem(err)) throw err;
      await client.query('ROLLBACK TO SAVEPOINT sluice_batch');
    }
    for (const { record, index } of part) {
      await client.query('SAVEPOINT sluice_record');
      try {
        await client.query(statement([record]));
        await client.query('RELEASE SAVEPOINT sluice_record');
        results[index] = { status: 'ok' };
      } catch (err) {
        if (!isRecordProblem(err)) throw err;
        await client.query('ROLLBACK TO SAVEPOINT sluice_record');
        results[index] = { status: 'rejected', reason: reasonOf(err) };
      }
    }
  }
}

export async function writeRecords(ctx: PgContext, entity: string, batch: WriteRecord[], schema: JsonSchema): Promise<WriteResult[]> {
  if (batch.length === 0) return [];
  const table = `${ident(ctx.config.schema)}.${ident(`${ctx.config.table_prefix}${entity}`)}`;
  const columns = columnsFor(schema);
  return withSessionClient(ctx, async (client) => {
    let tables = ensured.get(ctx);
    if (!tables) ensured.set(ctx, (tables = new Set()));
    if (!tables.has(table)) {
      await ensureTable(client, table, columns);
      tables.add(table);
    }
    const results: WriteResult[] = new Array<WriteResult>(batch.length);
    const indexed = batch.map((record, index) => ({ record, index }));
    const removed = ctx.config.on_delete === 'delete' ? indexed.filter(({ record }) => isDeletion(record)) : [];
    const upserted = removed.length === 0 ? indexed : indexed.filter(({ record }) => !isDeletion(record));
    await client.query('BEGIN');
    try {
      if (upserted.length > 0) await apply(client, (rows) => upsert(table, columns, rows), upserted, results);
      if (removed.length > 0) await apply(client, deletion(table), removed, results);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw classify(err, ctx);
    }
    return results;
  });
}
