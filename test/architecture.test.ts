// The structure the code promises in docs/design.md ("Who writes which table", "Layers"), checked by reading the
// source files: no database, no build. Each failure names the file and line at fault.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../src/db/owners.js';

const SRC = path.resolve(__dirname, '../src');

interface Source {
  /** Relative to src/, with forward slashes. */
  file: string;
  /** The text with comments blanked (strings kept), so line numbers still match. */
  code: string;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Blanks `//` and `/* *\/` comments, keeping strings, template literals and newlines. */
export function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i++;
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
      i++;
    }
  }
  return out;
}

function sources(): Source[] {
  return walk(SRC).map((full) => ({
    file: path.relative(SRC, full).split(path.sep).join('/'),
    code: withoutComments(fs.readFileSync(full, 'utf8')),
  }));
}

function lineOf(code: string, index: number): number {
  return code.slice(0, index).split('\n').length;
}

// ---- table access ------------------------------------------------------------------------------------------------

const TABLES = Object.keys(TABLE_OWNERS);
const TABLE = `(${TABLES.join('|')})`;
/** Calls whose first argument is a column or a value, never a table (`.select('events')` names a column). */
const NOT_A_TABLE = new Set([
  'select', 'pluck', 'first', 'where', 'andWhere', 'orWhere', 'whereIn', 'whereNotIn', 'whereNull', 'whereNotNull',
  'orderBy', 'groupBy', 'returning', 'increment', 'decrement', 'column', 'columns', 'distinct', 'count', 'max', 'min',
  'sum', 'avg', 'onConflict', 'ref', 'includes', 'has', 'get', 'set', 'add', 'push', 'startsWith', 'endsWith',
]);
/** `x('table')`, `x('table as t')`, `scoped(db, 'table', …)`: a query builder on a table. */
const BUILDER = new RegExp(`\\b([A-Za-z_$][\\w$]*)\\(\\s*(?:[A-Za-z_$][\\w$.]*\\s*,\\s*)?(['"\`])${TABLE}(?:\\s+as\\s+[^'"\`]*)?\\2`, 'g');
/** Raw SQL naming a table. */
const RAW_SQL = new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\\s+${TABLE}\\b`, 'gi');

export interface TableAccess {
  file: string;
  line: number;
  table: string;
}

/** Every place `source` names a table in a query. */
export function tableAccesses(source: Source): TableAccess[] {
  const found: TableAccess[] = [];
  for (const m of source.code.matchAll(BUILDER)) {
    const [, callee, , table] = m;
    const secondArgument = m[0].includes(',');
    if (NOT_A_TABLE.has(callee!) || (secondArgument && callee !== 'scoped')) continue;
    found.push({ file: source.file, line: lineOf(source.code, m.index!), table: table! });
  }
  for (const m of source.code.matchAll(RAW_SQL)) {
    found.push({ file: source.file, line: lineOf(source.code, m.index!), table: m[1]!.toLowerCase() });
  }
  return found;
}

function owns(owner: string, file: string): boolean {
  return owner.endsWith('.ts') ? file === owner : file.startsWith(`${owner}/`);
}

/** Accesses outside the table's owner, as messages. */
export function tableViolations(all: readonly Source[]): string[] {
  return all
    .filter((s) => !s.file.startsWith('db/migrations/'))
    .flatMap(tableAccesses)
    .filter((a) => !owns(TABLE_OWNERS[a.table]!, a.file))
    .map((a) => `src/${a.file}:${a.line} names the table ${a.table}, which only ${TABLE_OWNERS[a.table]} may query (src/db/owners.ts)`);
}

// ---- layers --------------------------------------------------------------------------------------------------------

/** The leaves every layer may use. */
const SHARED = ['errors.ts', 'ids.ts', 'log.ts', 'secrets.ts', 'paths.ts', 'version.ts', 'tracing', 'configError.ts', 'schemaErrors.ts', 'crypto', 'egress'];
const ANYTHING = ['*'];

/** What each part of src/ may import besides itself (docs/design.md "Layers"). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  'cli.ts': ANYTHING,
  cli: ANYTHING,
  'container.ts': ANYTHING,
  'config.ts': ANYTHING,
  http: ['domain', 'engine', 'jobs', 'db', 'runtime', 'metrics', 'container.ts', ...SHARED],
  jobs: ['domain', 'engine', 'db', 'runtime', 'metrics', ...SHARED],
  metrics: ['domain', 'engine', 'db', 'runtime', ...SHARED],
  engine: ['domain', 'db', 'runtime', ...SHARED],
  domain: ['db', 'runtime', ...SHARED],
  runtime: ['domain', ...SHARED],
  db: SHARED,
  ...Object.fromEntries(SHARED.map((s) => [s, SHARED])),
};

/** Single imports allowed across the rules, each for a reason docs/design.md gives. */
const EXCEPTIONS: ReadonlyArray<{ from: string; to: string }> = [
  // The worker's start is handed the process's container: the services it starts.
  { from: 'jobs/workers.ts', to: 'container.ts' },
  // The two tables http owns are pruned by http's own functions, so that each keeps one owner.
  { from: 'jobs/pruner.ts', to: 'http/idempotency.ts' },
  { from: 'jobs/pruner.ts', to: 'http/rateLimit/sqlStore.ts' },
];

/** The entry points, the only importers of config.ts. */
const CONFIG_READERS = ['cli.ts', 'cli/processes.ts', 'container.ts', 'secrets.ts'];

function partOf(file: string): string {
  const slash = file.indexOf('/');
  return slash === -1 ? file : file.slice(0, slash);
}

function allowed(rule: string, target: string): boolean {
  return rule === '*' || target === rule || target.startsWith(`${rule}/`);
}

export interface Import {
  file: string;
  line: number;
  target: string;
}

const IMPORT = /\b(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The imports of `source` that resolve inside src/, as paths relative to src/ ending in .ts. */
export function importsOf(source: Source): Import[] {
  const found: Import[] = [];
  for (const m of source.code.matchAll(IMPORT)) {
    const spec = (m[1] ?? m[2])!;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(source.file), spec)).replace(/\.js$/, '.ts');
    if (resolved.startsWith('..')) continue;
    const target = fs.existsSync(path.join(SRC, resolved)) || resolved.endsWith('.ts') ? resolved : `${resolved}.ts`;
    found.push({ file: source.file, line: lineOf(source.code, m.index!), target });
  }
  return found;
}

export function layerViolations(all: readonly Source[]): string[] {
  const messages: string[] = [];
  for (const imp of all.flatMap(importsOf)) {
    const from = partOf(imp.file);
    const to = partOf(imp.target);
    const where = `src/${imp.file}:${imp.line}`;
    if (imp.target === 'config.ts') {
      if (!CONFIG_READERS.includes(imp.file)) {
        messages.push(`${where} imports config.ts; only the entry points (${CONFIG_READERS.join(', ')}) do: hand the setting down instead`);
      }
      continue;
    }
    if (from === to || EXCEPTIONS.some((e) => e.from === imp.file && e.to === imp.target)) continue;
    const rules = MAY_IMPORT[from];
    if (!rules) {
      messages.push(`${where}: src/${from} has no layer rule; add it to docs/design.md "Layers" and this test`);
    } else if (!rules.some((rule) => allowed(rule, imp.target))) {
      messages.push(`${where} imports src/${imp.target}: ${from} may import only ${rules.join(', ')} (docs/design.md "Layers")`);
    }
  }
  return messages;
}

// ---- the checks ----------------------------------------------------------------------------------------------------

describe('architecture', () => {
  const all = sources();

  it('names each table in a query only inside its owner (src/db/owners.ts)', () => {
    expect(tableViolations(all)).toEqual([]);
  });

  it('knows every table the migrations create', () => {
    const created = new Set<string>();
    for (const s of all.filter((x) => x.file.startsWith('db/migrations/'))) {
      for (const m of s.code.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g)) created.add(m[1]!);
      for (const m of s.code.matchAll(/DROP TABLE (?:IF EXISTS )?([a-z_, ]+)/g)) for (const t of m[1]!.split(/,\s*/)) created.delete(t.trim());
    }
    expect([...created].filter((t) => !TABLES.includes(t)), 'tables missing from src/db/owners.ts').toEqual([]);
  });

  it('keeps each folder to the imports its layer allows, and config.ts to the entry points', () => {
    expect(layerViolations(all)).toEqual([]);
  });

  it('finds the violations it is for', () => {
    const planted: Source[] = [
      { file: 'engine/planted.ts', code: "import { loadConfig } from '../config.js';\nconst x = await trx('flows').first();\n" },
      { file: 'domain/planted.ts', code: "import { x } from '../engine/pipeline.js';\nawait knex.raw(`SELECT 1 FROM runs r JOIN events e ON true`);\n" },
      { file: 'jobs/planted.ts', code: "import { x } from '../http/server.js';\nscoped(db, 'webhook_endpoints as w', id);\n" },
      { file: 'domain/flows/fine.ts', code: "// FROM runs in a comment\nconst q = flowsOf(db, id).select('events'); /* JOIN runs */\n" },
    ].map((s) => ({ ...s, code: withoutComments(s.code) }));
    expect(tableViolations(planted)).toEqual([
      'src/engine/planted.ts:2 names the table flows, which only domain/flows may query (src/db/owners.ts)',
      'src/domain/planted.ts:2 names the table runs, which only domain/runs may query (src/db/owners.ts)',
      'src/domain/planted.ts:2 names the table events, which only domain/events may query (src/db/owners.ts)',
      'src/jobs/planted.ts:2 names the table webhook_endpoints, which only domain/webhooks may query (src/db/owners.ts)',
    ]);
    const layers = layerViolations(planted);
    expect(layers).toHaveLength(3);
    expect(layers[0]).toMatch(/^src\/engine\/planted\.ts:1 imports config\.ts/);
    expect(layers[1]).toMatch(/^src\/domain\/planted\.ts:1 imports src\/engine\/pipeline\.ts: domain may import only/);
    expect(layers[2]).toMatch(/^src\/jobs\/planted\.ts:1 imports src\/http\/server\.ts: jobs may import only/);
  });
});
