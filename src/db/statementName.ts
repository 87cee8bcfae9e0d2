// Names for the statements the API runs on every request (list pages, the key lookup), so PostgreSQL parses and
// plans each once per pool connection instead of on every request: for these short queries planning costs as much
// as running them, or more (BENCHMARKS.md). A name always stands for one SQL text. Only texts built by Sluice's
// own code get names (values travel as bindings), and at most MAX_NAMED of them per process, so a connection never
// holds an unbounded set of prepared statements. PGlite ignores the name.
import crypto from 'node:crypto';

const MAX_NAMED = 256;
const names = new Map<string, string>();

/** The statement name for this SQL text, or undefined once the process has named MAX_NAMED texts. */
export function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name !== undefined) return name;
  if (names.size >= MAX_NAMED) return undefined;
  name = `sluice_${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
  names.set(sql, name);
  return name;
}
