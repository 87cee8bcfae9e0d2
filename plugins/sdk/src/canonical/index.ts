// The canonical entity types and the JSON Schema of each one's incoming record, as the Sluice this SDK ships with
// defines them (canonical/schemas.json, written from Sluice's own definitions). Sluice passes an entity's schema
// with every read and write request; a connector lists the types it handles in its manifest, and its own tests
// make the same requests and check what a source yields, without a Sluice.
import fs from 'node:fs';
import { createSchemaCompiler, describeErrors, type SchemaValidator } from '../manifest.js';
import type { EntityType, JsonSchema } from '../types.js';

const SCHEMAS = JSON.parse(fs.readFileSync(new URL('../../canonical/schemas.json', import.meta.url), 'utf8')) as Record<string, JsonSchema>;

/** Every canonical entity type, in Sluice's order (customer first). */
export const CANONICAL_ENTITIES: readonly EntityType[] = Object.freeze(Object.keys(SCHEMAS) as EntityType[]);

/** The JSON Schema of an incoming record of `entity` (what `ReadRequest.schema` and `WriteRequest.schema` hold). */
export function canonicalSchema(entity: string): JsonSchema {
  const schema = SCHEMAS[entity];
  if (!schema) throw new TypeError(`'${entity}' is not a canonical entity type (${CANONICAL_ENTITIES.join(', ')})`);
  return structuredClone(schema);
}

const validators = new Map<string, SchemaValidator>();

/** What is wrong with `data` as an incoming record of `entity`, or [] when it is valid. */
export function canonicalProblems(entity: string, data: unknown): string[] {
  let validate = validators.get(entity);
  if (!validate) {
    validate = createSchemaCompiler().compile(canonicalSchema(entity));
    validators.set(entity, validate);
  }
  return validate(data) ? [] : describeErrors(entity, validate.errors);
}
