// Locations inside the installed package, the same whether code runs from src/ (tests) or dist/src/ (built).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'openapi.yaml')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the Sluice package root (openapi.yaml beside package.json)');
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot();
export const OPENAPI_PATH = path.join(PACKAGE_ROOT, 'openapi.yaml');
