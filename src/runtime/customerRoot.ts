// The files root a plugin process sees: the customer's own folder under the shared SLUICE_FILES_ROOT, never the
// shared root itself, so a `files` connector's path can only ever name the calling customer's folders.
import fs from 'node:fs';
import path from 'node:path';
import { ConnectorFailure } from './failures.js';

/** Whose data a plugin call works on. Every call made for a customer carries it. */
export interface CallScope {
  customerId: string;
}

// The id becomes a path segment: anything but a plain token could climb out of or alias another folder.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/**
 * `<sharedRoot>/<customerId>`, created with mode 0700 (the shared root too) when missing. A customer folder that is
 * not a plain directory (a symbolic link, say, which could lead into another customer's folder) is refused.
 */
export function customerFilesRoot(sharedRoot: string, customerId: string): string {
  if (!SEGMENT.test(customerId)) throw new Error(`'${customerId}' cannot name a customer's files folder`);
  const dir = path.join(sharedRoot, customerId);
  try {
    fs.mkdirSync(sharedRoot, { recursive: true, mode: 0o700 });
    fs.mkdirSync(dir, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw ConnectorFailure.of('system', `cannot prepare the customer's files folder under SLUICE_FILES_ROOT: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  }
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory()) {
    throw ConnectorFailure.of('system', `the customer's files folder under SLUICE_FILES_ROOT is ${stat.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}; it must be a plain folder`);
  }
  return dir;
}
