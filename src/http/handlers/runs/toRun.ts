import type { components } from '../../../../generated/openapi.js';
import type { RunRow } from '../../../domain/runs/repository.js';

export type Run = components['schemas']['Run'];

export function toRun(row: RunRow): Run {
  return row as Run;
}
