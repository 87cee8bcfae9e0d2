// The number of rows a knex update or delete touched. knex-pglite hands back the driver's result object for
// delete() instead of a count, so both shapes are accepted.
export function affected(result: unknown): number {
  if (typeof result === 'number') return result;
  const r = result as { rowCount?: number; affectedRows?: number } | undefined;
  return Number(r?.rowCount ?? r?.affectedRows ?? 0);
}
