// `npm start`'s build step: runs `npm run build` only when a source the build reads changed since the last build
// this script ran (or there is none), so a start after a start is not held up by a full build (about 20 s).
// Sources: every file under the folders the build compiles (outputs and node_modules aside) and the package and
// TypeScript configuration. The stamp is given the time the build began, so a file edited during a build is seen
// as newer by the next start and built then.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'dist', '.start-build-stamp');
const SOURCE_DIRS = ['src', 'generated', 'web', 'plugins/sdk', 'connectors', 'clients/typescript'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-test', '.sluice']);
const ROOT_FILES = /^(package\.json|package-lock\.json|tsconfig[\w.-]*\.json)$/;

/**
 * The newest modification time (ms) of a file or folder under `dir`, skipping build outputs and dependencies. A
 * folder's own time counts: a file added, removed or renamed (which keeps its own time) changes it.
 */
function newestUnder(dir) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
    newest = fs.statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestUnder(full));
    else if (entry.isFile()) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function newestSource() {
  let newest = 0;
  for (const dir of SOURCE_DIRS) newest = Math.max(newest, newestUnder(path.join(root, dir)));
  for (const name of fs.readdirSync(root)) if (ROOT_FILES.test(name)) newest = Math.max(newest, fs.statSync(path.join(root, name)).mtimeMs);
  return newest;
}

function stampTime() {
  try {
    return fs.statSync(STAMP).mtimeMs;
  } catch {
    return -1;
  }
}

const builtAt = stampTime();
if (builtAt >= newestSource()) process.exit(0);

const began = new Date();
console.error(builtAt < 0 ? 'sluice: building (first start)…' : 'sluice: sources changed since the last build; building…');
const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
fs.mkdirSync(path.dirname(STAMP), { recursive: true });
fs.writeFileSync(STAMP, '');
fs.utimesSync(STAMP, began, began);
