// Every file the connector touches lives under SLUICE_FILES_ROOT, which the runtime sets to the calling customer's
// own folder. A configured path that leaves it (`..`, an absolute path, or a symbolic link pointing outside) is
// refused before anything is opened; what is opened is checked again once open (open.ts).
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@sluice/connector-sdk';

export function filesRoot(): string {
  const root = process.env.SLUICE_FILES_ROOT;
  if (!root) throw new ConfigError('SLUICE_FILES_ROOT is not set: the files connector reads and writes only under that folder');
  return path.resolve(root);
}

/** The root as links resolve it, so a real path can be compared with it. */
export function realRoot(): string {
  const root = filesRoot();
  return fs.existsSync(root) ? fs.realpathSync(root) : root;
}

export function within(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The real path of `target`'s deepest existing ancestor (or itself), so links are judged by where they point. */
function realAncestor(target: string): string {
  let dir = target;
  for (;;) {
    try {
      return path.join(fs.realpathSync(dir), path.relative(dir, target));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      const parent = path.dirname(dir);
      if (parent === dir) return target;
      dir = parent;
    }
  }
}

/** The absolute folder for the configured `path`, or ConfigError when it is not under the root. */
export function folderFor(configured: string): string {
  const root = filesRoot();
  if (configured.includes('\0')) throw new ConfigError("config.path must not contain NUL characters");
  if (path.isAbsolute(configured)) throw new ConfigError(`config.path '${configured}' must be relative to the files root, not absolute`);
  const target = path.resolve(root, configured);
  if (!within(root, target)) throw new ConfigError(`config.path '${configured}' escapes the files root`);
  if (!within(realRoot(), realAncestor(target))) {
    throw new ConfigError(`config.path '${configured}' escapes the files root through a symbolic link`);
  }
  return target;
}

export interface EntityFile {
  /** Absolute path. */
  file: string;
  /** How messages name it: relative to the root, never revealing where the root is. */
  label: string;
}

export function fileFor(configured: string, entity: string): EntityFile {
  const file = path.join(folderFor(configured), `${entity}.jsonl`);
  return { file, label: path.relative(filesRoot(), file) };
}
