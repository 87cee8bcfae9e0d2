// The build's last step for the first-party connectors: each one's manifest and functions, read by importing its
// built entry module here, written beside its built code (src/runtime/builtManifests.ts) so that Sluice's processes
// start no plugin process to learn them. Run by `npm run build` after both TypeScript builds.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { writeBuiltInspection } = await import(pathToFileURL(path.join(root, 'dist/src/runtime/builtManifests.js')).href);
const { checkDeclaration, readPackageJson } = await import(pathToFileURL(path.join(root, 'dist/src/runtime/loader.js')).href);

const connectors = path.join(root, 'connectors');
let written = 0;
for (const name of fs.readdirSync(connectors).sort()) {
  const dir = path.join(connectors, name);
  if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
  const pkg = readPackageJson(dir);
  const declared = 'problem' in pkg ? pkg : checkDeclaration(dir, pkg.packageJson);
  if ('problem' in declared) throw new Error(`connectors/${name}: ${declared.problem}`);
  const connector = (await import(pathToFileURL(declared.entry).href)).default;
  const functions = ['check', 'read', 'write'].filter((f) => typeof connector?.[f] === 'function');
  writeBuiltInspection(declared.entry, { manifest: JSON.parse(JSON.stringify(connector?.manifest ?? null)), functions });
  written += 1;
}
console.error(`first-party manifests written: ${written}`);
