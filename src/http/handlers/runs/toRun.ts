import type { components } from '../../../../generated/openapi.js';
import type { RunRow } from '../../../domain/runs/repository.js';

export type Run = components['schemas']['Run'];

/** A run row as the API answers it; a run with nothing recorded yet (or from before migration 022) has empty details. */
export function toRun(row: RunRow): Run {
  const { entity_counts, connectors, ...rest } = row;
  return { ...rest, entities: entity_counts ?? [], connectors: connectors ?? { source: null, destination: null } };
}
