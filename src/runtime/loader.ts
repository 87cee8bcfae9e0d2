// Loading one plugin folder: its package.json declaration, its entry module (loaded in a plugin process, never in
// the service), and its manifest, each checked before the plugin is accepted. A refusal says exactly why.
import fs from 'node:fs';
import path from 'node:path';
import { validateDeclaration, validateManifest } from '@sluice/connector-sdk/manifest';
import type { JsonSchema } from '@sluice/connector-sdk';
import { ENTITY_TYPES, type EntityType } from '../domain/canonical/entities.js';
import type { PluginCandidate, PluginOrigin, Refusal } from './discovery.js';

export interface ConnectorType {
  id: string;
  name: string;
  version: string;
  kind: 'source' | 'destination' | 'both';
  description: string | null;
  entities: EntityType[];
  configSchema: JsonSchema;
  credentialsSchema: JsonSchema;
  origin: PluginOrigin;
  dir: string;
  /** Absolute path of the entry module. */
  entry: string;
  /** Absolute path of the conformance module, when declared. */
  conformance: string | undefined;
  packageJson: Record<string, unknown>;
}

export interface Inspection {
  manifest: unknown;
  functions: string[];
}

export type Inspect = (entry: string, label: string) => Promise<Inspection>;

export type LoadOutcome = { ok: true; type: ConnectorType } | { ok: false; refusal: Refusal };

export function readPackageJson(dir: string): { packageJson: Record<string, unknown> } | { problem: string } {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, 'package.json'), 'utf8');
  } catch {
    return { problem: 'no package.json in the folder; a plugin is a package whose package.json declares "sluice": {"sdk": 1, "entry": "<module>"}' };
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { problem: 'package.json is not a JSON object' };
    return { packageJson: parsed as Record<string, unknown> };
  } catch (err) {
    return { problem: `package.json is not valid JSON: ${(err as Error).message}` };
  }
}

interface Declaration {
  sdk: number;
  entry: string;
  conformance?: string;
}

/** The declaration's problems, or the absolute entry (and conformance) paths. */
export function checkDeclaration(dir: string, packageJson: Record<string, unknown>): { entry: string; conformance: string | undefined } | { problem: string } {
  const declaration = packageJson.sluice;
  if (declaration === undefined) {
    return { problem: 'package.json has no "sluice" field; a plugin declares "sluice": {"sdk": 1, "entry": "<module>"}' };
  }
  const problems = validateDeclaration(declaration);
  if (problems.length) return { problem: problems.join('; ') };
  const d = declaration as Declaration;
  const entry = path.resolve(dir, d.entry);
  if (!fs.existsSync(entry)) return { problem: `the entry module ${d.entry} does not exist (is the plugin built?)` };
  return { entry, conformance: d.conformance === undefined ? undefined : path.resolve(dir, d.conformance) };
}

export async function loadPlugin(candidate: PluginCandidate, inspect: Inspect): Promise<LoadOutcome> {
  const refuse = (reason: string): LoadOutcome => ({ ok: false, refusal: { plugin: candidate.dir, origin: candidate.origin, reason } });
  const pkg = readPackageJson(candidate.dir);
  if ('problem' in pkg) return refuse(pkg.problem);
  const declared = checkDeclaration(candidate.dir, pkg.packageJson);
  if ('problem' in declared) return refuse(declared.problem);
  let inspection: Inspection;
  try {
    inspection = await inspect(declared.entry, `plugin ${path.basename(candidate.dir)}`);
  } catch (err) {
    return refuse((err as Error).message);
  }
  const problems = validateManifest(inspection.manifest, {
    entityTypes: ENTITY_TYPES,
    packageVersion: typeof pkg.packageJson.version === 'string' ? pkg.packageJson.version : undefined,
    functions: inspection.functions,
  });
  if (problems.length) return refuse(problems.join('; '));
  return { ok: true, type: toConnectorType(candidate, declared, pkg.packageJson, inspection.manifest) };
}

/** A connector type from a manifest that has passed validateManifest. */
export function toConnectorType(
  candidate: PluginCandidate,
  declared: { entry: string; conformance: string | undefined },
  packageJson: Record<string, unknown>,
  manifest: unknown,
): ConnectorType {
  const m = manifest as Omit<ConnectorType, 'origin' | 'dir' | 'entry' | 'conformance' | 'packageJson' | 'description'> & { description?: string };
  return {
    id: m.id,
    name: m.name,
    version: m.version,
    kind: m.kind,
    description: m.description ?? null,
    entities: m.entities,
    configSchema: m.configSchema,
    credentialsSchema: m.credentialsSchema,
    origin: candidate.origin,
    dir: candidate.dir,
    entry: declared.entry,
    conformance: declared.conformance,
    packageJson,
  };
}
