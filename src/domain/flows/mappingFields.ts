// A mapping override names canonical fields; an unknown one would only surface at run time, as every record of
// the entity failing canonical validation. So each name is checked against the entity's canonical schema when
// the flow is defined, with the nearest real field suggested for a typo.
import { validationError } from '../../errors.js';
import { ENTITY_DEFS, isEntityType, type EntityType } from '../canonical/entities.js';
import { nearestName } from '../nearestName.js';

/** A flow's mapping overrides: entity -> canonical field -> source field. */
export type FlowMappings = Record<string, Record<string, string>>;

/** Fields a mapping may fill: the entity's own and the common source time (the store's own fields are not). */
function mappableFields(entity: EntityType): string[] {
  return [...ENTITY_DEFS[entity].fields.map((f) => f.name), 'last_source_update_at'];
}

/** Refuses (422) the first mapping key that is not a field of its entity's canonical schema. */
export function checkMappingFields(mappings: FlowMappings): void {
  for (const [entity, mapping] of Object.entries(mappings)) {
    // Entity names are checked by the contract and against the flow's entities; only fields are judged here.
    if (!isEntityType(entity)) continue;
    const fields = mappableFields(entity);
    for (const field of Object.keys(mapping)) {
      if (fields.includes(field)) continue;
      const near = nearestName(field.toLowerCase(), fields);
      throw validationError(
        `body field 'mappings.${entity}.${field.slice(0, 100)}' is not a field of the canonical ${entity}${near ? ` (did you mean ${near}?)` : ''}`,
      );
    }
  }
}

/** Whether two sets of mapping overrides map anything differently (the order they were written in aside). */
export function mappingsDiffer(a: FlowMappings, b: FlowMappings): boolean {
  const pairs = (m: FlowMappings) =>
    Object.entries(m)
      .flatMap(([entity, fields]) => Object.entries(fields).map(([field, path]) => `${entity}\u0000${field}\u0000${path}`))
      .sort()
      .join('\u0001');
  return pairs(a) !== pairs(b);
}
