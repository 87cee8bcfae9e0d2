// Opening an entity file so that nothing outside the customer's root is ever read or appended to, whatever the
// folder holds: the file itself is opened without following a symbolic link, and once open it must be a regular
// file with a single link (a hard link can share another folder's file) whose real path lies under the root.
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import { ConfigError } from '@sluice/connector-sdk';
import { realRoot, within, type EntityFile } from './paths.js';

const { O_RDONLY, O_WRONLY, O_APPEND, O_CREAT, O_NOFOLLOW, O_NONBLOCK } = fs.constants;

/** Where an open descriptor really is: the kernel's answer where it gives one (Linux), else the path's real path. */
function realPathOf(handle: FileHandle, file: string): string {
  try {
    return fs.readlinkSync(`/proc/self/fd/${handle.fd}`);
  } catch {
    return fs.realpathSync(file);
  }
}

async function checked(handle: FileHandle, target: EntityFile): Promise<FileHandle> {
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new ConfigError(`${target.label} is not a regular file`);
    if (stat.nlink > 1) {
      throw new ConfigError(`${target.label} has ${stat.nlink} hard links; the files connector refuses a hard-linked file, which may be another folder's file`);
    }
    if (!within(realRoot(), realPathOf(handle, target.file))) throw new ConfigError(`${target.label} lies outside the files root`);
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}

function refusal(err: unknown, target: EntityFile): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  // ELOOP on Linux and macOS, EMLINK on FreeBSD: the last component is a symbolic link.
  if (code === 'ELOOP' || code === 'EMLINK') return new ConfigError(`${target.label} is a symbolic link; the files connector does not follow links`);
  // ENXIO: a FIFO with no reader, opened without blocking.
  if (code === 'ENXIO') return new ConfigError(`${target.label} is not a regular file`);
  return err;
}

/** The file open for reading, or undefined when it does not exist yet. O_NONBLOCK: a FIFO must not hang the open. */
export async function openForRead(target: EntityFile): Promise<FileHandle | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(target.file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw refusal(err, target);
  }
  return checked(handle, target);
}

/** The file open for appending, created (mode 0600) when missing. */
export async function openForAppend(target: EntityFile): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(target.file, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK, 0o600);
  } catch (err) {
    throw refusal(err, target);
  }
  return checked(handle, target);
}
