// What the bridges share: parsing a protocol line, turning a stream's record into a Sluice record (its external id
// from the primary key, `last_source_update_at` from the cursor field or the time it was read, the stream's own
// fields kept as `raw` for the flow's mappings), and splitting a protocol's config schema into Sluice's config and
// credentials (secret fields are credentials: write-only, encrypted, redacted from logs).
import { ConfigError } from '../errors.js';
import { getPath, shapeRecord } from '../records.js';
import type { JsonSchema, SourceRecord } from '../types.js';

/** A stdout line as a protocol message, or undefined when it is not a JSON object (programs print other things). */
export function parseLine(line: string): Record<string, unknown> | undefined {
  const text = line.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export interface StreamShape {
  /** Field paths whose values, joined by `:`, are the record's id. */
  primaryKey: string[][];
  /** The field path whose value is when the record last changed, if the stream has one. */
  cursorField?: string[] | undefined;
}

const isTime = (v: unknown): v is string | number => (typeof v === 'string' && !Number.isNaN(Date.parse(v))) || (typeof v === 'number' && Number.isFinite(v));

/** A stream's record as a Sluice record of `entity` (validated later by Sluice against `schema`). */
export function toSourceRecord(stream: string, shape: StreamShape, data: Record<string, unknown>, readAtMs: number, schema: JsonSchema): SourceRecord {
  if (shape.primaryKey.length === 0) throw new ConfigError(`stream '${stream}' has no primary key; name one in the bridge's streams (primary_key)`);
  const parts = shape.primaryKey.map((p) => getPath(data, p.join('.')));
  if (parts.some((v) => v === undefined || v === null || typeof v === 'object')) {
    throw new ConfigError(`a record of stream '${stream}' has no value at its primary key ${shape.primaryKey.map((p) => p.join('.')).join(', ')}`);
  }
  const changed = shape.cursorField ? getPath(data, shape.cursorField.join('.')) : undefined;
  const at = isTime(changed) ? new Date(typeof changed === 'number' && changed < 1e11 ? changed * 1000 : changed) : new Date(readAtMs);
  // Fields named like the entity's canonical fields are taken as they are; the flow's mappings map the rest from raw.
  const same = Object.fromEntries(Object.keys((schema.properties ?? {}) as object).filter((k) => k in data).map((k) => [k, data[k]]));
  return { external_id: parts.map(String).join(':'), data: { ...shapeRecord(schema, same), last_source_update_at: at.toISOString() }, raw: data };
}

const KEYWORDS = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'default', 'title', 'description',
  'examples', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength',
  'pattern', 'format', 'minItems', 'maxItems', 'uniqueItems', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else',
  'patternProperties', 'propertyNames', 'minProperties', 'maxProperties', 'contains', 'readOnly', 'writeOnly', '$comment',
]);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties']);
const SUBSCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf']);
const SUBSCHEMAS = new Set(['items', 'not', 'if', 'then', 'else', 'additionalProperties', 'propertyNames', 'contains']);

/**
 * A protocol's schema with only standard JSON Schema keywords: Airbyte specs carry their own (`airbyte_secret`,
 * `order`, `group`, `multiline`…), which a strict validator refuses. References are not followed.
 */
export function standardSchema(schema: unknown): JsonSchema {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return typeof schema === 'boolean' ? (schema as unknown as JsonSchema) : {};
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEYWORDS.has(key)) continue;
    if (SUBSCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, standardSchema(v)]));
    else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(standardSchema);
    else if (SUBSCHEMAS.has(key) && typeof value === 'object') out[key] = standardSchema(value);
    else out[key] = value;
  }
  return out;
}

/** Splits a config schema's top-level properties: those marked secret become the credentials schema. */
export function splitSecrets(schema: JsonSchema, isSecret: (property: JsonSchema) => boolean): { configSchema: JsonSchema; credentialsSchema: JsonSchema; secretNames: string[] } {
  const given = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const properties = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, standardSchema(v)]));
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const secretNames = Object.keys(given).filter((k) => isSecret(given[k]!));
  const pick = (names: string[]) => Object.fromEntries(names.map((k) => [k, properties[k]!]));
  const open = Object.keys(properties).filter((k) => !secretNames.includes(k));
  const part = (names: string[]): JsonSchema => ({ type: 'object', properties: pick(names), required: required.filter((r) => names.includes(r)), additionalProperties: false });
  return { configSchema: { ...part(open), ...(schema.title ? { title: schema.title } : {}) }, credentialsSchema: part(secretNames), secretNames };
}
