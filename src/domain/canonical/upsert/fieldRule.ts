// The field merge rule and the comparisons the plan makes with stored state. See plan.ts for the rules as a whole.
import type { FieldDef } from '../entities.js';
import type { Provenance } from './types.js';

/**
 * Whether value a (from provenance pa) beats value b (from pb): the newer source time wins; on equal times the
 * system whose name sorts first, then the value whose JSON text sorts first. No provenance (pb absent) means no
 * source has supplied b: anything beats it.
 */
export function beats(pa: Provenance, a: unknown, pb: Provenance | undefined, b: unknown): boolean {
  if (!pb) return true;
  if (pa[0] !== pb[0]) return pa[0] > pb[0];
  if (pa[1] !== pb[1]) return pa[1] < pb[1];
  return JSON.stringify(a) < JSON.stringify(b);
}

/** JSON with object keys sorted, so two objects with the same entries compare equal as text. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`).join(',')}}`;
}

/** Field values are scalars; absent and null both mean "no value" in a stored record. */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a === undefined && b === null) || (a === null && b === undefined);
}

/** The newest source time among the fields' provenance, and `floor`. */
export function maxSourceTime(sources: Record<string, Provenance>, floor: string): string {
  let max = floor;
  for (const p of Object.values(sources)) if (p[0] > max) max = p[0];
  return max;
}

/** Every entity field, in declaration order, null when unknown: the stored form of `data`. */
export function orderedData(fieldDefs: readonly FieldDef[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fieldDefs) out[f.name] = data[f.name] ?? null;
  return out;
}
