// The webhook event catalog (GET /v1/event-types), read from the contract once when the server starts: every
// component schema marked `x-event-type` is the `data` of that event's deliveries, and its description says when the
// event is sent. Each is served as a JSON Schema (draft-07): references resolved, `nullable` folded into `type`,
// `example` kept as `examples`; `x-extensible-enum` (the known values of an open string) stays as it is.
export const EVENT_TYPE_KEY = 'x-event-type';
const JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';
const SCHEMA_REF = '#/components/schemas/';

export interface EventTypeEntry {
  type: string;
  description: string;
  schema: Record<string, unknown>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schemas = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keywords whose value is a schema, a list of schemas, or a map of schemas. */
const ONE_SCHEMA = new Set(['items', 'additionalProperties', 'not']);
const SCHEMA_LIST = new Set(['allOf', 'oneOf', 'anyOf']);
const SCHEMA_MAP = new Set(['properties']);

/** `schema` with its local references resolved and its OpenAPI 3.0 keywords in JSON Schema form. */
function toJsonSchema(schema: unknown, schemas: Schemas, resolving: readonly string[]): Json {
  if (!isObject(schema)) return schema as Json;
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    if (!ref.startsWith(SCHEMA_REF)) throw new Error(`event catalog: unsupported reference ${ref}`);
    const name = ref.slice(SCHEMA_REF.length);
    if (resolving.includes(name)) throw new Error(`event catalog: ${name} refers to itself (${[...resolving, name].join(' → ')})`);
    if (!(name in schemas)) throw new Error(`event catalog: ${ref} is not declared`);
    return toJsonSchema(schemas[name], schemas, [...resolving, name]);
  }
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === EVENT_TYPE_KEY) continue;
    if (key === 'example') out.examples = [value as Json];
    else if (ONE_SCHEMA.has(key) && isObject(value)) out[key] = toJsonSchema(value, schemas, resolving);
    else if (SCHEMA_LIST.has(key) && Array.isArray(value)) out[key] = value.map((s) => toJsonSchema(s, schemas, resolving));
    else if (SCHEMA_MAP.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, toJsonSchema(s, schemas, resolving)]));
    } else out[key] = value as Json;
  }
  if (schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

/**
 * The event types `document` declares, in document order: each schema with `x-event-type`, its description and its
 * JSON Schema. Throws when two schemas claim one event, or one has no description.
 */
export function eventCatalog(document: unknown): EventTypeEntry[] {
  const components = isObject(document) && isObject(document.components) ? document.components : {};
  const schemas: Schemas = isObject(components.schemas) ? components.schemas : {};
  const entries: EventTypeEntry[] = [];
  const seen = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || schema[EVENT_TYPE_KEY] === undefined) continue;
    const type = schema[EVENT_TYPE_KEY];
    if (typeof type !== 'string') throw new Error(`event catalog: ${name}.${EVENT_TYPE_KEY} is not a string`);
    if (seen.has(type)) throw new Error(`event catalog: ${name} and ${seen.get(type)} both declare ${type}`);
    seen.set(type, name);
    const description = typeof schema.description === 'string' ? schema.description.trim().replace(/\s*\n\s*/g, ' ') : '';
    if (!description) throw new Error(`event catalog: ${name} (${type}) has no description`);
    const converted = toJsonSchema(schema, schemas, [name]) as Record<string, Json>;
    entries.push({ type, description, schema: { $schema: JSON_SCHEMA_DRAFT, ...converted } });
  }
  return entries;
}
