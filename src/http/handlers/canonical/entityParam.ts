// The canonical API's own parameter rules: the entity type (404 entity_not_found), `fields` (422 naming each
// unknown name) and `updated_since` (422 unless a real instant, normalized to microseconds).
import { ENTITY_TYPES, fieldOrder, isEntityType, type EntityType } from '../../../domain/canonical/entities.js';
import { normalizeTimestamp } from '../../../domain/canonical/values.js';
import { validationError } from '../../../errors.js';
import { HttpError } from '../../httpError.js';

export function entityParam(value: string): EntityType {
  if (isEntityType(value)) return value;
  throw new HttpError(404, 'entity_not_found', `entity type '${value}' does not exist; use one of ${ENTITY_TYPES.join(', ')}`);
}

/** The set of requested field names (canonical_id always included), or undefined for every field. */
export function fieldsParam(entity: EntityType, value: string | undefined): Set<string> | undefined {
  if (value === undefined) return undefined;
  const known = fieldOrder(entity);
  const names = value.split(',');
  if (names.some((n) => n === '')) {
    throw validationError(`query parameter 'fields' has an empty field name; send comma-separated names without spaces, e.g. ${known.slice(1, 3).join(',')}`);
  }
  const unknown = [...new Set(names.filter((n) => !known.includes(n)))];
  if (unknown.length > 0) {
    const list = unknown.map((n) => `'${n}'`).join(', ');
    throw validationError(`query parameter 'fields' names unknown ${entity} field${unknown.length > 1 ? 's' : ''} ${list}; ${entity} fields are ${known.join(', ')}`);
  }
  return new Set(['canonical_id', ...names]);
}

export function updatedSinceParam(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const normalized = normalizeTimestamp(value);
  if (normalized === undefined) {
    throw validationError(`query parameter 'updated_since' must be an ISO 8601 date-time with a zone, such as 2026-11-21T10:15:30.123456Z`);
  }
  return normalized;
}
