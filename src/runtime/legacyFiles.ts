// Files written before every customer had its own folder live at <root>/<config.path>/<entity>.jsonl. A worker
// moves each such file to <root>/<customer>/<config.path>/<entity>.jsonl when it can tell whose it is: exactly one
// customer's `files` connectors name that folder. Anything else (a folder several customers name, a file whose new
// place is taken, a link) stays where it is, with a warning: guessing could hand one customer another's data.
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from '../log.js';
import { connectorsOfType } from '../domain/connectors/repository.js';

export interface LegacyFilesOutcome {
  moved: number;
  leftInPlace: number;
}

const ENTITY_FILE = /^[a-z_]+\.jsonl$/;
/** A customer's folder of the new layout (ids as src/ids.ts makes them), never legacy data. */
const CUSTOMER_FOLDER = /^cus_[0-9a-z]+$/;

function within(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The folder `configured` named under the shared root, or undefined when it never resolved inside it. */
function legacyFolder(root: string, realRoot: string, configured: unknown): string | undefined {
  if (typeof configured !== 'string' || configured === '' || configured.includes('\0') || path.isAbsolute(configured)) return undefined;
  const folder = path.resolve(root, configured);
  if (!within(root, folder)) return undefined;
  try {
    return within(realRoot, fs.realpathSync(folder)) ? folder : undefined;
  } catch {
    return undefined;
  }
}

/** Moves the legacy entity files of every `files` connector into its customer's folder; safe to run again. */
export async function migrateLegacyFiles(knex: Knex, sharedRoot: string | undefined, logger: Logger): Promise<LegacyFilesOutcome> {
  const outcome: LegacyFilesOutcome = { moved: 0, leftInPlace: 0 };
  if (!sharedRoot || !fs.existsSync(sharedRoot)) return outcome;
  const root = path.resolve(sharedRoot);
  const realRoot = fs.realpathSync(root);
  const rows = await connectorsOfType(knex, 'files');
  const owners = new Map<string, Set<string>>();
  for (const row of rows) {
    const config = (typeof row.config === 'string' ? JSON.parse(row.config) : row.config) as { path?: unknown } | null;
    const folder = legacyFolder(root, realRoot, config?.path ?? '.');
    if (!folder) continue;
    if (CUSTOMER_FOLDER.test(path.relative(root, folder).split(path.sep)[0] ?? '')) continue;
    const set = owners.get(folder) ?? new Set<string>();
    set.add(row.customer_id);
    owners.set(folder, set);
  }
  for (const [folder, who] of owners) {
    let names: string[];
    try {
      names = fs.readdirSync(folder).filter((n) => ENTITY_FILE.test(n));
    } catch {
      continue;
    }
    const shown = path.relative(root, folder) || '.';
    for (const name of names) {
      const source = path.join(folder, name);
      const stat = fs.lstatSync(source, { throwIfNoEntry: false });
      if (!stat?.isFile()) continue;
      const leave = (why: string) => {
        outcome.leftInPlace += 1;
        logger.warn({ file: path.join(shown, name), customers: [...who] }, `files connector: ${path.join(shown, name)} under SLUICE_FILES_ROOT left in place: ${why}`);
      };
      if (who.size > 1) {
        leave(`the connectors of ${who.size} customers name the folder '${shown}'; move it into the right customer's folder by hand`);
        continue;
      }
      if (stat.nlink > 1) {
        leave('it is hard-linked');
        continue;
      }
      const [customer] = who;
      const target = path.join(root, customer!, path.relative(root, folder), name);
      fs.mkdirSync(path.join(root, customer!), { recursive: true, mode: 0o700 });
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      try {
        // link, then unlink: a file already at the new place is never overwritten.
        fs.linkSync(source, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // another worker moved it first
        leave((err as NodeJS.ErrnoException).code === 'EEXIST' ? `the customer already has a file at its new place` : `it cannot be moved (${(err as NodeJS.ErrnoException).code})`);
        continue;
      }
      try {
        fs.unlinkSync(source);
      } catch (err) {
        fs.unlinkSync(target);
        leave(`it cannot be moved (${(err as NodeJS.ErrnoException).code})`);
        continue;
      }
      outcome.moved += 1;
      logger.info({ file: path.join(shown, name), customer_id: customer }, `files connector: moved ${path.join(shown, name)} into its customer's folder`);
    }
  }
  return outcome;
}
