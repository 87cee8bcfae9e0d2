// The stored form of a record's per-field provenance (canonical_records.sources). The plan works on a map from
// field to [source update time, system]; the row stores the fields grouped by that pair:
//   [[time, system, [field, …]], …]
// A record's fields mostly come from one write of one system, so a row holds one group: about a third of the bytes
// of the map, which PostgreSQL parses, stores and logs for every record written (BENCHMARKS.md, run pipeline).
// Rows written before this form hold the map itself; decodeSources reads both.
import type { Provenance } from './types.js';

export type SourceGroup = [ts: string, system: string, fields: string[]];
export type StoredSources = SourceGroup[] | Record<string, Provenance>;

/** The stored form of `sources`: one group per (time, system), in the order first seen. */
export function encodeSources(sources: Record<string, Provenance>): SourceGroup[] {
  const groups: SourceGroup[] = [];
  let last: SourceGroup | undefined;
  for (const field of Object.keys(sources)) {
    const [ts, system] = sources[field]!;
    // Fields of one group usually follow each other: try the last group used before searching the others.
    let group = last !== undefined && last[0] === ts && last[1] === system ? last : undefined;
    group ??= groups.find((g) => g[0] === ts && g[1] === system);
    if (group === undefined) {
      group = [ts, system, []];
      groups.push(group);
    }
    group[2].push(field);
    last = group;
  }
  return groups;
}

/** The per-field map from either stored form. Fields of one group share one (never mutated) Provenance. */
export function decodeSources(stored: StoredSources): Record<string, Provenance> {
  if (!Array.isArray(stored)) return stored;
  const sources: Record<string, Provenance> = {};
  for (const [ts, system, fields] of stored) {
    const provenance: Provenance = [ts, system];
    for (const field of fields) sources[field] = provenance;
  }
  return sources;
}
