// A list bound as one PostgreSQL array literal (`?::text[]`, `?::uuid[]`), for lists of a thousand values. The pg
// driver builds the same literal by appending each element to one string: a chain of a thousand strings, flattened
// again to measure it. For a run's stored-state lookups that was a tenth of all the store allocated (BENCHMARKS.md,
// run pipeline). Every element is quoted, so commas, braces and spaces are its own; `"` and `\` are escaped.
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map(quoted).join(',')}}`;
}

const NEEDS_ESCAPE = /["\\]/;

function quoted(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `"${value.replace(/["\\]/g, '\\$&')}"` : `"${value}"`;
}
