// A mapping override names canonical fields; an unknown one would only surface at run time, as every record of
// the entity failing canonical validation. So each name is checked against the entity's canonical schema when
// the flow is defined, with the nearest real field suggested for a typo.
import { validationError } from '../../errors.js';
import { ENTITY_DEFS, isEntityType, type EntityType } from '../canonical/entities.js';

/** A flow's mapping overrides: entity -> canonical field -> source field. */
export type FlowMappings = Record<string, Record<string, string>>;

/** Fields a mapping may fill: the entity's own and the common source time (the store's own fields are not). */
function mappableFields(entity: EntityType): string[] {
  return [...ENTITY_DEFS[entity].fields.map((f) => f.name), 'last_source_update_at'];
}

/** Edit distance counting a swap of neighbours as one edit (the commonest typo), bounded: past `max` it stops. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

function suggestion(name: string, fields: readonly string[]): string | undefined {
  // Names are short; a third of the name (at least one edit, at most three) separates typos from other fields.
  const max = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: { field: string; d: number } | undefined;
  for (const field of fields) {
    const d = distance(name.toLowerCase(), field, max);
    if (d <= max && (!best || d < best.d)) best = { field, d };
  }
  return best?.field;
}

/** Refuses (422) the first mapping key that is not a field of its entity's canonical schema. */
export function checkMappingFields(mappings: FlowMappings): void {
  for (const [entity, mapping] of Object.entries(mappings)) {
    // Entity names are checked by the contract and against the flow's entities; only fields are judged here.
    if (!isEntityType(entity)) continue;
    const fields = mappableFields(entity);
    for (const field of Object.keys(mapping)) {
      if (fields.includes(field)) continue;
      const near = suggestion(field, fields);
      throw validationError(
        `body field 'mappings.${entity}.${field.slice(0, 100)}' is not a field of the canonical ${entity}${near ? ` (did you mean ${near}?)` : ''}`,
      );
    }
  }
}
