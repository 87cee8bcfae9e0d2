// `sluice connector init <name>`: a working plugin to start from, in the plugins folder a running Sluice loads,
// copied from templates/connector/ with its name filled in. Plain JavaScript modules (no build step), with the
// SDK's types through JSDoc and a tsconfig.json that checks them (npm run typecheck); it passes the conformance
// suite and its own tests as generated, so an author changes a working plugin rather than debugging an empty one.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PACKAGE_ROOT } from '../paths.js';
import { parse, UsageError } from './args.js';

const NAME = /^[a-z][a-z0-9-]{0,62}$/;
const TEMPLATE = path.join(PACKAGE_ROOT, 'templates', 'connector');

interface Names {
  name: string;
  title: string;
  /** The folder as the messages show it. */
  shown: string;
}

/** Copies the template folder to `dir`, each file with the placeholders replaced. */
function copyTemplate(from: string, dir: string, names: Names): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      copyTemplate(source, target, names);
      continue;
    }
    const text = fs.readFileSync(source, 'utf8').replaceAll('__NAME__', names.name).replaceAll('__TITLE__', names.title).replaceAll('__DIR__', names.shown);
    fs.writeFileSync(target, text);
  }
}

/** The folder of an installed package as Sluice resolves it, or undefined when Sluice does not have it. */
function installed(pkg: string): string | undefined {
  try {
    return path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  } catch {
    return undefined;
  }
}

/**
 * node_modules links to the SDK this Sluice ships, and to its TypeScript and Node types when it has them, so the
 * plugin's `npm run typecheck` and `npm test` work offline, before any `npm install`.
 */
function linkModules(dir: string): string[] {
  const linked: string[] = [];
  for (const pkg of ['@sluice/connector-sdk', 'typescript', '@types/node']) {
    const target = installed(pkg);
    if (!target) continue;
    const link = path.join(dir, 'node_modules', pkg);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(target, link, 'dir');
    linked.push(pkg);
  }
  if (linked.includes('typescript')) {
    fs.mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
    fs.symlinkSync(path.join('..', 'typescript', 'bin', 'tsc'), path.join(dir, 'node_modules', '.bin', 'tsc'));
  }
  return linked;
}

function titleOf(name: string): string {
  return name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export async function connectorInitCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { dir: { type: 'string' } }, 1);
  const name = positionals[0];
  if (!name) throw new UsageError('usage: sluice connector init <name> [--dir DIR]  (DIR defaults to SLUICE_PLUGINS_DIR, or ./plugins)');
  if (!NAME.test(name)) throw new UsageError(`'${name}' is not a valid connector name: lower-case letters, digits and dashes, starting with a letter`);
  const parent = path.resolve(values.dir ?? (process.env.SLUICE_PLUGINS_DIR || 'plugins'));
  const dir = path.join(parent, name);
  if (fs.existsSync(dir)) throw new UsageError(`${dir} already exists; choose another name or remove it`);
  const relative = path.relative(process.cwd(), dir);
  const shown = relative.startsWith('..') ? dir : relative;
  copyTemplate(TEMPLATE, dir, { name, title: titleOf(name), shown });
  const linked = linkModules(dir);
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ name, dir, linked })}\n`);
  } else {
    process.stdout.write(
      `created the connector plugin '${name}' in ${shown}\n\n` +
        `  npx sluice connector test ${shown}    run the conformance suite, then its own tests\n` +
        `  npm run typecheck (in ${shown})        check its JavaScript against the SDK's types\n` +
        `  a running Sluice finds it within 10 s (or: npx sluice connector install ${shown}); then '${name}' is in GET /v1/connector-types\n`,
    );
  }
  return 0;
}
