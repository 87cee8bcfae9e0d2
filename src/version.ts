// The version of this build, as its package.json says.
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from './paths.js';

export const BUILD_VERSION: string = (JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
