// The rules a plugin's declaration (package.json "sluice") and manifest must follow, as JSON Schema, and the one
// JSON Schema compiler that Sluice and the conformance kit both use for config and credential schemas.
import { createRequire } from 'node:module';
import type AjvModule from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type addFormatsModule from 'ajv-formats';
import { SDK_VERSION, type JsonSchema } from './types.js';

// ajv and ajv-formats are loaded on first use: a plugin process imports this module but never compiles a schema,
// and loading them was some 50 ms of its start. Both are CommonJS; under NodeNext their exports are on .default.
const require = createRequire(import.meta.url);
let ajvClasses: { Ajv: typeof AjvModule.default; addFormats: typeof addFormatsModule.default } | undefined;
function loadAjv() {
  ajvClasses ??= {
    Ajv: (require('ajv') as typeof AjvModule).default,
    addFormats: (require('ajv-formats') as typeof addFormatsModule).default,
  };
  return ajvClasses;
}

export const SUPPORTED_SDK_VERSIONS: readonly number[] = [SDK_VERSION];

const SEMVER = '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$';
const RELATIVE_PATH = '^(?!/)(?!.*(^|/)\\.\\.(/|$)).+$';

/** package.json `"sluice": {"sdk": 1, "entry": "dist/index.js", "conformance": "dist/conformance.js"}`. */
export const declarationSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sdk', 'entry'],
  properties: {
    sdk: { type: 'integer', minimum: 1, description: 'The contract version the plugin is written against.' },
    entry: { type: 'string', pattern: RELATIVE_PATH, description: 'The module whose default export is the connector.' },
    conformance: { type: 'string', pattern: RELATIVE_PATH, description: 'The module whose default export is the conformance fixture.' },
  },
};

export const manifestSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'version', 'kind', 'entities', 'configSchema', 'credentialsSchema'],
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,62}$' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    version: { type: 'string', pattern: SEMVER },
    kind: { type: 'string', enum: ['source', 'destination', 'both'] },
    description: { type: 'string', maxLength: 2000 },
    entities: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
    configSchema: { type: 'object' },
    credentialsSchema: { type: 'object' },
    reportsDeletions: { type: 'boolean' },
  },
};

export type SchemaValidator = ValidateFunction;

/**
 * A JSON Schema (draft-07) compiler: strict about unknown keywords (a typo in a schema is an error, not a schema
 * that accepts everything), every error reported, formats checked, defaults applied to the validated object.
 * `validateSchema: false` skips checking each schema against the draft-07 meta-schema, for schemas already checked
 * (schemaProblems): every compiler compiles the meta-schema once, some 25 ms.
 */
export function createSchemaCompiler({ validateSchema = true }: { validateSchema?: boolean } = {}) {
  const { Ajv, addFormats } = loadAjv();
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, strictRequired: false, useDefaults: true, validateSchema });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example', schemaType: ['string', 'number', 'boolean', 'object', 'array', 'null'] });
  return ajv;
}

// Compiled on first use: a plugin process imports this module but never validates a manifest, and compiling
// costs it some 30 ms at start.
let compiled: { declaration: ValidateFunction; manifest: ValidateFunction; meta: ReturnType<typeof createSchemaCompiler> } | undefined;
function checks() {
  if (!compiled) {
    const compiler = createSchemaCompiler();
    compiled = { declaration: compiler.compile(declarationSchema), manifest: compiler.compile(manifestSchema), meta: compiler };
  }
  return compiled;
}

/** `manifest.kind must be one of …`, with the JSON pointer turned into a dotted path. */
export function describeErrors(subject: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = subject + e.instancePath.replace(/\//g, '.');
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required':
        return `${where}.${String(p.missingProperty)} is required`;
      case 'additionalProperties':
        return `${where} has unknown field '${String(p.additionalProperty)}'`;
      case 'enum':
        return `${where} must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
      default:
        return `${where} ${e.message ?? 'is invalid'}`;
    }
  });
}

export function validateDeclaration(declaration: unknown): string[] {
  const checkDeclaration = checks().declaration;
  if (checkDeclaration(declaration)) {
    const sdk = (declaration as { sdk: number }).sdk;
    if (!SUPPORTED_SDK_VERSIONS.includes(sdk)) {
      return [`package.json declares SDK version ${sdk}; this Sluice supports SDK version ${SUPPORTED_SDK_VERSIONS.join(', ')}`];
    }
    return [];
  }
  return describeErrors('package.json "sluice"', checkDeclaration.errors);
}

/** Problems with a JSON Schema a manifest carries, or [] when it compiles and describes an object. */
export function schemaProblems(subject: string, schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return [`${subject} must be a JSON Schema object`];
  if ((schema as JsonSchema).type !== 'object') return [`${subject} must have "type": "object"`];
  try {
    // Checked against the meta-schema by one compiler (it throws as compile would), then compiled by a fresh one
    // without that check: a schema with an $id cannot be added to the same compiler twice.
    checks().meta.validateSchema(schema as JsonSchema, true);
    createSchemaCompiler({ validateSchema: false }).compile(schema as JsonSchema);
    return [];
  } catch (err) {
    return [`${subject} is not a valid JSON Schema: ${(err as Error).message}`];
  }
}

export interface ManifestRules {
  /** The entity types a manifest may name (the host's canonical entity types). */
  entityTypes?: readonly string[];
  /** The package.json version, which the manifest's version must equal. */
  packageVersion?: string;
  /** The functions the connector exports, checked against its kind. */
  functions?: readonly string[];
}

export function validateManifest(manifest: unknown, rules: ManifestRules = {}): string[] {
  const checkManifest = checks().manifest;
  if (!checkManifest(manifest)) return describeErrors('manifest', checkManifest.errors);
  const m = manifest as { version: string; kind: string; entities: string[]; configSchema: unknown; credentialsSchema: unknown };
  const problems = [...schemaProblems('manifest.configSchema', m.configSchema), ...schemaProblems('manifest.credentialsSchema', m.credentialsSchema)];
  if (rules.entityTypes) {
    const known = new Set(rules.entityTypes);
    for (const entity of m.entities) {
      if (!known.has(entity)) problems.push(`manifest.entities: '${entity}' is not a canonical entity type (one of ${rules.entityTypes.join(', ')})`);
    }
  }
  if (rules.packageVersion !== undefined && rules.packageVersion !== m.version) {
    problems.push(`manifest.version ${m.version} differs from the package.json version ${rules.packageVersion}`);
  }
  if (rules.functions) {
    const needs = [
      'check',
      ...(m.kind === 'source' || m.kind === 'both' ? ['read'] : []),
      ...(m.kind === 'destination' || m.kind === 'both' ? ['write'] : []),
    ];
    for (const fn of needs) if (!rules.functions.includes(fn)) problems.push(`a ${m.kind} connector must export a '${fn}' function`);
  }
  return problems;
}
