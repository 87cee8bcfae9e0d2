// Helpers for sources: reading values out of nested objects, and shaping source values into the canonical form the
// entity's schema asks for (integers from numeric strings, ISO timestamps from dates, external-id references).
import type { JsonSchema, JsonValue, ReadMessage, SourceDeletion, SourceRecord, WriteRecord } from './types.js';

export function records(list: SourceRecord[]): ReadMessage {
  return { type: 'records', records: list };
}

/** Records deleted in the source (sources that set `manifest.reportsDeletions`). */
export function deletions(list: SourceDeletion[]): ReadMessage {
  return { type: 'deletions', deletions: list };
}

/** Whether a record a destination is asked to write is a deletion (a tombstone: `deleted_at` is set). */
export function isDeletion(record: WriteRecord): boolean {
  return typeof record.deleted_at === 'string' && record.deleted_at !== '';
}

export function checkpoint(cursor: JsonValue): ReadMessage {
  return { type: 'checkpoint', cursor };
}

/** The value at a dotted path (`data.items`, `meta.next`, `lines.0.sku`); the whole object for an empty path. */
export function getPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  if (!path.includes('.')) return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[path] : undefined;
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

type FieldShape = 'integer' | 'boolean' | 'timestamp' | 'date' | 'ref' | 'currency' | 'string' | 'other';

function branches(schema: JsonSchema): JsonSchema[] {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return list ? list.flatMap(branches) : [schema];
}

function shapeOf(schema: JsonSchema | undefined): FieldShape {
  if (!schema) return 'other';
  const options = branches(schema).filter((b) => b.type !== 'null');
  if (options.some((b) => b.type === 'object' && (b.properties as JsonSchema | undefined)?.external_id)) return 'ref';
  const first = options[0];
  if (!first) return 'other';
  if (first.type === 'integer' || first.type === 'number') return 'integer';
  if (first.type === 'boolean') return 'boolean';
  if (first.type === 'string') {
    if (first.format === 'date-time') return 'timestamp';
    if (first.format === 'date') return 'date';
    if (first.pattern === '^[A-Z]{3}$') return 'currency';
    return 'string';
  }
  return 'other';
}

const LOCAL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)([+-]\d{2}(:?\d{2})?|Z)?$/;

function toTimestamp(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return value;
  const m = LOCAL_TIMESTAMP.exec(value.trim());
  if (!m) return value;
  const time = m[3] ? m[2] : `${m[2]}:00`;
  let zone = m[5] ?? 'Z'; // a time without a zone is read as UTC
  if (/^[+-]\d{2}$/.test(zone)) zone = `${zone}:00`;
  else if (/^[+-]\d{4}$/.test(zone)) zone = `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return `${m[1]}T${time}${zone}`;
}

function shapeValue(shape: FieldShape, value: unknown): unknown {
  if (value === null) return null;
  switch (shape) {
    case 'integer':
      if (typeof value === 'string' && /^-?\d+(\.0+)?$/.test(value.trim())) return Number.parseInt(value, 10);
      if (typeof value === 'bigint') return Number(value);
      return value;
    case 'boolean':
      if (value === 't' || value === 'true' || value === 1) return true;
      if (value === 'f' || value === 'false' || value === 0) return false;
      return value;
    case 'timestamp':
      return toTimestamp(value);
    case 'date':
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]/.test(value) ? value.slice(0, 10) : value;
    case 'ref':
      // A source knows its own ids, not canonical ones: a scalar reference is an external id in the same system.
      return typeof value === 'string' || typeof value === 'number' ? { external_id: String(value) } : value;
    case 'currency':
      return typeof value === 'string' ? value.trim().toUpperCase() : value;
    case 'string':
      return typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;
    default:
      return value;
  }
}

/**
 * Shapes `values` (canonical field name -> source value) into the entity's canonical form, following the entity
 * schema of the read request. Undefined values are left out; values it cannot convert are kept as they are, so
 * validation names them.
 */
export function shapeRecord(schema: JsonSchema, values: Record<string, unknown>): Record<string, unknown> {
  const shapes = shapesOf(schema);
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(values)) {
    const value = values[field];
    if (value === undefined) continue;
    let shape = shapes.get(field);
    if (shape === undefined) {
      shape = shapeOf(((schema.properties ?? {}) as Record<string, JsonSchema>)[field]);
      shapes.set(field, shape);
    }
    out[field] = shapeValue(shape, value);
  }
  return out;
}

// A read shapes every record against one schema object: each field's shape is worked out once per schema.
const SHAPES = new WeakMap<JsonSchema, Map<string, FieldShape>>();

function shapesOf(schema: JsonSchema): Map<string, FieldShape> {
  let shapes = SHAPES.get(schema);
  if (shapes === undefined) {
    shapes = new Map();
    SHAPES.set(schema, shapes);
  }
  return shapes;
}

/** Applies a mapping {canonical_field: source_path} to a source object and shapes the result. */
export function mapRecord(schema: JsonSchema, source: unknown, mapping: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, path] of Object.entries(mapping)) values[field] = getPath(source, path);
  return shapeRecord(schema, values);
}
