// First-party connectors' manifests, written by the build beside each connector's built code
// (scripts/firstPartyManifests.mjs), so a process loading its plugins starts no plugin process for them: eight
// processes, about 0.8 s of CPU and 1.7 s before `serve`, `worker` or a CLI command can use its connectors. A
// manifest file is used only while the connector's built folder and the SDK's are exactly as they were when it was
// written (every file's name, size and modification time); after any rebuild that did not write it again, the
// plugin is inspected in a process as any other. Only first-party connectors are read this way (discovery.ts
// origin `first_party`): a plugin someone installed is always inspected in its process.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../paths.js';
import type { Inspection } from './loader.js';

/** The file, in the folder of a connector's entry module, that holds its manifest as the build read it. */
export const BUILT_MANIFEST = '.sluice-manifest.json';

const SDK_BUILT = path.join(PACKAGE_ROOT, 'plugins', 'sdk', 'dist');

/** `relative path:size:mtime` of every file under `dir` but the manifest file, sorted. */
function filesOf(dir: string, into: string[], base = dir): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesOf(full, into, base);
    else if (entry.isFile() && entry.name !== BUILT_MANIFEST) {
      const stat = fs.statSync(full);
      into.push(`${path.relative(base, full)}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  return into;
}

/** What the built code of the connector whose entry is `entry` is now: its folder's files and the SDK's. */
export function builtFingerprint(entry: string): string {
  const hash = crypto.createHash('sha256');
  for (const dir of [path.dirname(entry), SDK_BUILT]) hash.update(`${dir}\n${filesOf(dir, []).sort().join('\n')}\n`);
  return hash.digest('hex');
}

interface BuiltManifest extends Inspection {
  fingerprint: string;
}

/** The inspection the build wrote for `entry`, while it still describes the built code; undefined otherwise. */
export function builtInspection(entry: string): Inspection | undefined {
  let built: BuiltManifest;
  try {
    built = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), BUILT_MANIFEST), 'utf8')) as BuiltManifest;
    if (built.fingerprint !== builtFingerprint(entry)) return undefined;
  } catch {
    return undefined;
  }
  return { manifest: built.manifest, functions: built.functions };
}

/** Writes `inspection` as the built manifest of `entry` (the build's script). */
export function writeBuiltInspection(entry: string, inspection: Inspection): void {
  const built: BuiltManifest = { fingerprint: builtFingerprint(entry), ...inspection };
  fs.writeFileSync(path.join(path.dirname(entry), BUILT_MANIFEST), `${JSON.stringify(built)}\n`);
}
