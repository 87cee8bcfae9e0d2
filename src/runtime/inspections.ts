// What a plugin's manifest said, kept for the life of the process: loading a manifest starts a plugin process
// (about a quarter of a second of CPU), and a process that builds several connector runtimes (the CLI's commands,
// the test suite's servers) would otherwise start one per plugin per runtime. An entry is found by the entry
// file's path, size and modification time and by the environment the manifest was loaded in, so a rebuilt plugin,
// or one loaded with other settings, is inspected afresh. A failed inspection is not kept.
//
// Which database is Sluice's own (OWN_DATABASE_ENV) is left out of that environment: it only names the address the
// egress guard refuses, so a manifest loaded under one is the manifest under any other, and a process that opens
// several databases (the test suite's servers, one database each) loaded every plugin again for each of them
// (eight plugin processes, about 2.4 s of CPU, per server).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { OWN_DATABASE_ENV } from '../egress/ownDatabase.js';
import type { Inspection } from './loader.js';

const kept = new Map<string, Promise<Inspection>>();

function keyOf(entry: string, env: NodeJS.ProcessEnv): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return undefined; // a missing entry is the inspection's to report
  }
  const entries = Object.entries(env).filter(([name]) => name !== OWN_DATABASE_ENV);
  const settings = crypto.createHash('sha256').update(JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)))).digest('hex');
  return `${entry}\0${stat.size}\0${stat.mtimeMs}\0${settings}`;
}

/** The inspection of `entry` in `env`: a kept one, or `inspect`'s (kept once it succeeds). */
export function inspectOnce(entry: string, env: NodeJS.ProcessEnv, inspect: () => Promise<Inspection>): Promise<Inspection> {
  const key = keyOf(entry, env);
  if (key === undefined) return inspect();
  const found = kept.get(key);
  if (found) return found;
  const fresh = inspect();
  kept.set(key, fresh);
  fresh.catch(() => kept.delete(key));
  return fresh;
}
