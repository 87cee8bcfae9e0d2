// Keyset pagination for /v1 lists. Without `updatedSince`: newest first (created_at desc, id desc). With it:
// updated_at >= updatedSince, oldest change first (updated_at asc, id asc). Never OFFSET: each page starts
// after the last row of the previous one, so page N costs what page 1 costs.
import type { Knex } from 'knex';
import { statementName } from './statementName.js';

export type KeysetMode = 'newest' | 'updated';

/** The position after which the next page starts: the sort timestamp (microsecond ISO string) and the id. */
export interface KeysetPosition {
  ts: string;
  id: string;
}

export interface KeysetRequest {
  limit: number;
  updatedSince?: string | undefined;
  after?: KeysetPosition | undefined;
}

export interface KeysetPage<T> {
  rows: T[];
  total: number;
  hasMore: boolean;
  /** Where the next page starts; undefined when there is none. */
  next?: KeysetPosition;
}

export function keysetMode(req: KeysetRequest): KeysetMode {
  return req.updatedSince === undefined ? 'newest' : 'updated';
}

/**
 * Runs one page query. `base` must select from the table aliased `alias` with the tenant and filter conditions
 * applied and nothing else; the page's rows carry `_ts` (the sort timestamp) and `_total` (the filtered count).
 */
export async function fetchPage<T extends { id: string }>(
  knex: Knex,
  base: Knex.QueryBuilder,
  alias: string,
  req: KeysetRequest,
): Promise<KeysetPage<T>> {
  const mode = keysetMode(req);
  const tsCol = `${alias}.${mode === 'newest' ? 'created_at' : 'updated_at'}`;
  const idCol = `${alias}.id`;
  const countQuery = base.clone().clearSelect().count({ n: '*' });
  const page = base.clone();
  if (req.updatedSince !== undefined) page.where(`${alias}.updated_at`, '>=', knex.raw('?::timestamptz', [req.updatedSince]));
  if (req.updatedSince !== undefined) countQuery.where(`${alias}.updated_at`, '>=', knex.raw('?::timestamptz', [req.updatedSince]));
  if (req.after) {
    const op = mode === 'newest' ? '<' : '>';
    page.whereRaw(`(??, ??) ${op} (?::timestamptz, ?)`, [tsCol, idCol, req.after.ts, req.after.id]);
  }
  const dir = mode === 'newest' ? 'desc' : 'asc';
  page
    .select(knex.raw(`?? AS _ts`, [tsCol]), knex.raw('? AS _total', [countQuery]))
    .orderBy([{ column: tsCol, order: dir }, { column: idCol, order: dir }])
    .limit(req.limit + 1);
  const name = statementName(page.toSQL().sql);
  if (name) page.options({ name });
  const rows = (await page) as Array<T & { _ts: string; _total: number }>;
  let total: number;
  if (rows.length > 0) total = Number(rows[0]!._total);
  else total = Number(((await countQuery) as Array<{ n: number | string }>)[0]?.n ?? 0);
  const hasMore = rows.length > req.limit;
  const pageRows = hasMore ? rows.slice(0, req.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  const result: KeysetPage<T> = {
    rows: pageRows.map(({ _ts, _total, ...row }) => row as unknown as T),
    total,
    hasMore,
  };
  if (hasMore && last) result.next = { ts: last._ts, id: last.id };
  return result;
}
