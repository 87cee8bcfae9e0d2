// Function size limits for src/: every function at most MAX_LINES lines and MAX_PARAMS positional parameters (an
// options object beyond that). Functions that broke a limit when the check came in are listed in
// scripts/functionLimits.json with their size then: they may shrink, never grow, and an entry whose function now
// keeps the limits must be removed (the check says so), so the list only gets shorter. Run: npm run -s lint:functions
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MAX_LINES = 80;
const MAX_PARAMS = 4;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const baselinePath = path.join(root, 'scripts', 'functionLimits.json');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  return '<anonymous>';
}

/** Every function of `file` with its size: `{ key, lines, params }`, key `file#name`. */
function measure(file) {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ key: `${path.relative(root, file)}#${nameOf(node)}`, line: first + 1, lines: last - first + 1, params: node.parameters.length });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const baseline = JSON.parse(fs.readFileSync(baselinePath, 'utf8'));
const problems = [];
const seen = new Set();
for (const fn of sourceFiles(path.join(root, 'src')).flatMap(measure)) {
  const allowed = baseline[fn.key];
  const maxLines = Math.max(MAX_LINES, allowed?.lines ?? 0);
  const maxParams = Math.max(MAX_PARAMS, allowed?.params ?? 0);
  if (allowed && (fn.lines > MAX_LINES || fn.params > MAX_PARAMS)) seen.add(fn.key);
  const where = `${fn.key.split('#')[0]}:${fn.line} ${fn.key.split('#')[1]}`;
  if (fn.lines > maxLines) problems.push(`${where} is ${fn.lines} lines (at most ${maxLines})`);
  if (fn.params > maxParams) problems.push(`${where} takes ${fn.params} positional parameters (at most ${maxParams}; pass an options object)`);
}
for (const key of Object.keys(baseline)) {
  if (!seen.has(key)) problems.push(`${key} keeps the limits now (or is gone): remove it from scripts/functionLimits.json`);
}
if (problems.length > 0) {
  console.error(`function limits (${MAX_LINES} lines, ${MAX_PARAMS} parameters):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`function limits hold: ${MAX_LINES} lines, ${MAX_PARAMS} parameters (${Object.keys(baseline).length} older functions listed to shrink)`);
