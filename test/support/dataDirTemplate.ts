// A migrated embedded data dir for tests that drive the built CLI on one but are not about its first start: creating
// a PGlite database on disk (its initdb) and running every migration takes a `sluice` process 4–6 s of CPU, copying
// a migrated one about 0.1 s. The first test of a run that asks makes the template with `sluice migrate` (in `root`,
// a directory the global setup made for this run, databaseTemplates.ts) and every test copies its database, in
// whichever worker it runs. Tests about a fresh data dir (cli.test.ts, lifecycle.test.ts) still start from an empty
// directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { runSluice } from './process.js';

/** How long a worker waits for another worker making the template. */
const WAIT_MS = 120_000;

let made: Promise<string> | undefined;

/**
 * Runs the built `sluice migrate` on a new data dir, `root`/building, and renames its database to `root`/pgdata:
 * the template is what the build under test leaves, whatever src/ holds now. On a failure, `root`/failed says why.
 */
async function make(root: string): Promise<string> {
  const building = path.join(root, 'building');
  const ready = path.join(root, 'pgdata');
  try {
    const result = await runSluice(['migrate'], { env: { SLUICE_DATA_DIR: building }, timeoutMs: WAIT_MS });
    if (result.code !== 0) throw new Error(`sluice migrate exited ${result.code ?? result.signal}: ${result.stderr}`);
    fs.renameSync(path.join(building, 'pgdata'), ready);
    fs.rmSync(building, { recursive: true, force: true });
    return ready;
  } catch (err) {
    fs.writeFileSync(path.join(root, 'failed'), String((err as Error).stack ?? err));
    throw err;
  }
}

/** Resolves once another worker has made the template. */
async function madeElsewhere(root: string): Promise<string> {
  const ready = path.join(root, 'pgdata');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (fs.existsSync(ready)) return ready;
    const failed = path.join(root, 'failed');
    if (fs.existsSync(failed)) throw new Error(`making the migrated data-dir template failed in another worker:\n${fs.readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the migrated data-dir template in ${root} was not made within ${WAIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The template's pgdata directory: made here by the first worker to take `root`/lock, waited for by the others. */
function template(): Promise<string> {
  if (!made) {
    const root = inject('dataDirTemplateRoot');
    let mine = true;
    try {
      fs.mkdirSync(path.join(root, 'lock'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      mine = false;
    }
    made = mine ? make(root) : madeElsewhere(root);
    made.catch(() => (made = undefined));
  }
  return made;
}

/**
 * A new data dir (under the system's temporary directory, named `prefix`…) whose embedded database has every
 * migration applied, as `sluice migrate` leaves it; no secret.key yet, so the first command generates one.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const source = await template();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(source, path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}
