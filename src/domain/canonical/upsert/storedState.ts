// The stored state a batch is planned against (plan.ts, LoadedState), loaded in one statement, and the time the
// batch writes with. Without fresh statistics the planner takes `customer_id = ? AND entity = ?` for a handful of rows, so any
// lookup that canonical_records_sync (customer_id, entity, updated_at, canonical_id) could serve through its tenant
// prefix risks a scan of the whole entity per batch, or per probe (BENCHMARKS.md, run pipeline). So:
// - lookups by external id probe canonical_external_ids' primary key on its full key once per id of the batch (an
//   `unnest`, fenced with OFFSET 0 so its constants stay on the probe side, each id probed in a fenced LATERAL
//   subquery): one row per probe whatever the statistics, and that table has no other index to mistake. A plain
//   join is not enough: without statistics, a few rows in, it was planned as one read of the customer's range
//   compared with every id;
// - lookups by canonical_id (the records those ids name, referenced ids, canonical_merges) probe the primary key
//   (customer_id, canonical_id) on its full key, the customer taken from the fenced probe side like the ids, and
//   check the entity with IS NOT DISTINCT FROM, which no index can serve, so no index with the tenant prefix alone
//   is a choice;
// - every probe of a table that may be hash-partitioned by customer (src/db/partitions.ts) also says
//   `customer_id = (SELECT ?)`: an initplan's value, which the executor prunes partitions by before the first row
//   (one partition read, not every partition probed per key), but which the planner cannot weigh a scan of the
//   customer's whole range by, as it could a constant;
// - the match-key lookup is the one that still depends on statistics: canonical_records_match and the sync index
//   share the tenant prefix, and only statistics tell them apart. It is written as `match_key = ANY(…)` so that a
//   wrong choice costs one range scan per batch, not one per key; statistics.ts keeps the statistics fresh.
import type { Knex } from 'knex';
import { arrayLiteral } from '../../../db/arrayLiteral.js';
import type { EntityType } from '../entities.js';
import type { LoadedState } from './plan.js';
import { refKey, type Lookups } from './prepare.js';
import { decodeSources, type StoredSources } from './provenance.js';
import type { StoredRecord } from './types.js';

type Binding = Knex.RawBinding;

/**
 * One probe of canonical_external_ids' primary key for the outer row `v` (customer_id, entity, system,
 * external_id), the customer also bound as an initplan (partition pruning). A LATERAL subquery fenced with OFFSET 0
 * is run once per outer row with its values as parameters, so it cannot become a read of the customer's whole range
 * compared with every id: a plain join was planned that way while the table had no statistics and a few rows
 * (a new customer's second batch, 1,000 × 1,000 comparisons).
 */
const PROBE_EXTERNAL_ID = `SELECT x.customer_id, x.entity, x.external_id, x.canonical_id, x.flow_id FROM canonical_external_ids x
        WHERE x.customer_id = (SELECT ?::text) AND x.customer_id = v.customer_id AND x.entity = v.entity AND x.system = v.system
          AND x.external_id = v.external_id OFFSET 0`;

const COLUMNS: ReadonlyArray<[name: string, type: string]> = [
  ['kind', 'text'],
  ['k1', 'text'],
  ['k2', 'text'],
  ['k3', 'text'],
  ['canonical_id', 'uuid'],
  ['data', 'json'],
  ['sources', 'jsonb'],
  ['external_ids', 'jsonb'],
  ['match_key', 'text'],
  ['last_source_update_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/** A SELECT list in the shape every branch shares: the given expressions, typed NULL for the rest. */
function selectList(kind: string, exprs: Record<string, string>): string {
  return COLUMNS.map(([name, type]) => (name === 'kind' ? `'${kind}'::text AS kind` : `${exprs[name] ?? `NULL::${type}`} AS ${name}`)).join(', ');
}

const RECORD_COLUMNS: Record<string, string> = Object.fromEntries(
  ['canonical_id', 'data', 'sources', 'external_ids', 'match_key', 'last_source_update_at', 'created_at', 'updated_at'].map((c) => [c, `c.${c}`]),
);

interface Row {
  kind: 'ext' | 'record' | 'ref_id' | 'ref_ext' | 'now';
  k1: string | null;
  k2: string | null;
  k3: string | null;
  canonical_id: string | null;
  data: Record<string, unknown> | null;
  sources: StoredSources | null;
  external_ids: Record<string, string> | null;
  match_key: string | null;
  last_source_update_at: string | null;
  created_at: string | null;
  updated_at: string | null;
}

/** What to load: the batch's lookups in one customer's entity, as `system` names them, and whether the time too. */
export interface StoredStateRequest {
  customerId: string;
  entity: EntityType;
  system: string;
  lookups: Lookups;
  withNow: boolean;
}

/**
 * The SQL and bindings of the load: with `withNow`, also the batch's time (taken under the writers' lock the
 * caller holds: later than every committed write of this customer and entity, and never below the newest stored
 * updated_at even if the clock stepped back). Exported so tests can EXPLAIN exactly what the upsert runs.
 */
export function storedStateQuery({ customerId, entity, system, lookups, withNow }: StoredStateRequest): { sql: string; bindings: Binding[] } {
  const ctes: string[] = [];
  const branches: string[] = [];
  const cteBindings: Binding[] = [];
  const bindings: Binding[] = [];
  if (lookups.externalIds.length > 0) {
    ctes.push(`ext AS (
      SELECT x.customer_id, x.entity, x.external_id, x.canonical_id, x.flow_id
      FROM (SELECT ?::text AS customer_id, ?::text AS entity, ?::text AS system, u.external_id FROM unnest(?::text[]) AS u(external_id) OFFSET 0) v
      JOIN LATERAL (${PROBE_EXTERNAL_ID}) x ON true)`);
    cteBindings.push(customerId, entity, system, arrayLiteral(lookups.externalIds), customerId);
    branches.push(`SELECT ${selectList('ext', { k1: 'e.external_id', k2: 'e.flow_id', canonical_id: 'e.canonical_id' })} FROM ext e`);
    branches.push(`SELECT ${selectList('record', RECORD_COLUMNS)}
      FROM ext e JOIN LATERAL (SELECT c.* FROM canonical_records c WHERE c.customer_id = (SELECT ?::text)
        AND c.customer_id = e.customer_id AND c.canonical_id = e.canonical_id AND c.entity IS NOT DISTINCT FROM e.entity OFFSET 0) c ON true`);
    bindings.push(customerId);
  }
  if (lookups.matchKeys.length > 0) {
    branches.push(`SELECT ${selectList('record', RECORD_COLUMNS)}
      FROM canonical_records c WHERE c.customer_id = ? AND c.entity = ? AND c.match_key = ANY(?::text[]) AND c.match_key IS NOT NULL`);
    bindings.push(customerId, entity, arrayLiteral(lookups.matchKeys));
  }
  if (lookups.refIds.length > 0) {
    // A named id is live, or merged away into a survivor that is still live (canonical_merges keeps the survivor
    // current through later merges; a tombstone is not live). The records are read in LATERAL subqueries fenced with
    // OFFSET 0, so that each is a probe per named id and never a scan of the customer's range joined afterwards.
    branches.push(`SELECT ${selectList('ref_id', { k1: 'v.entity', k2: 'v.id::text', canonical_id: 'coalesce(c.canonical_id, s.canonical_id)' })}
      FROM (SELECT ?::text AS customer_id, u.entity, u.id FROM unnest(?::text[], ?::uuid[]) AS u(entity, id) OFFSET 0) v
      LEFT JOIN LATERAL (SELECT c.canonical_id FROM canonical_records c WHERE c.customer_id = (SELECT ?::text)
        AND c.customer_id = v.customer_id AND c.canonical_id = v.id AND c.entity IS NOT DISTINCT FROM v.entity AND c.deleted_at IS NULL OFFSET 0) c ON true
      LEFT JOIN canonical_merges m ON m.customer_id = v.customer_id AND m.merged_id = v.id AND m.entity IS NOT DISTINCT FROM v.entity
      LEFT JOIN LATERAL (SELECT s.canonical_id FROM canonical_records s WHERE s.customer_id = (SELECT ?::text)
        AND s.customer_id = m.customer_id AND s.canonical_id = m.survivor_id AND s.deleted_at IS NULL OFFSET 0) s ON true
      WHERE c.canonical_id IS NOT NULL OR s.canonical_id IS NOT NULL`);
    bindings.push(customerId, arrayLiteral(lookups.refIds.map((r) => r.entity)), arrayLiteral(lookups.refIds.map((r) => r.id)), customerId, customerId);
  }
  if (lookups.refExternal.length > 0) {
    branches.push(`SELECT ${selectList('ref_ext', { k1: 'v.entity', k2: 'v.system', k3: 'v.external_id', canonical_id: 'x.canonical_id' })}
      FROM (SELECT ?::text AS customer_id, u.entity, u.system, u.external_id FROM unnest(?::text[], ?::text[], ?::text[]) AS u(entity, system, external_id) OFFSET 0) v
      JOIN LATERAL (${PROBE_EXTERNAL_ID}) x ON true`);
    const refs = lookups.refExternal;
    bindings.push(customerId, arrayLiteral(refs.map((r) => r.entity)), arrayLiteral(refs.map((r) => r.system)), arrayLiteral(refs.map((r) => r.externalId)), customerId);
  }
  if (withNow) {
    // The newest updated_at of one customer and entity: the last entry of its sync index range. Written as ORDER BY
    // … LIMIT 1 because an aggregate without statistics may be planned as a scan of the whole range.
    const newest = 'SELECT updated_at FROM canonical_records WHERE customer_id = ? AND entity = ? ORDER BY updated_at DESC LIMIT 1';
    const now = `greatest(clock_timestamp(), (${newest}) + interval '1 microsecond')`;
    branches.push(`SELECT ${selectList('now', { updated_at: now })}`);
    bindings.push(customerId, entity);
  }
  if (branches.length === 0) branches.push(`SELECT ${selectList('none', {})} WHERE false`);
  const withClause = ctes.length > 0 ? `WITH ${ctes.join(', ')}\n` : '';
  return { sql: `${withClause}${branches.join('\nUNION ALL\n')}`, bindings: [...cteBindings, ...bindings] };
}

export const EMPTY_STATE: LoadedState = { externalIds: new Map(), externalIdFlows: new Map(), records: new Map(), matchKeys: new Set(), refIds: new Map(), refExternal: new Map() };

/**
 * Runs the load and adds what it found to `state` (a new state; `state` is not changed). The time is present
 * when `withNow` was set.
 */
export async function loadStoredState(trx: Knex.Transaction, request: StoredStateRequest, state: LoadedState = EMPTY_STATE): Promise<{ state: LoadedState; now?: string }> {
  const { lookups } = request;
  const { sql, bindings } = storedStateQuery(request);
  const { rows } = (await trx.raw(sql, bindings)) as { rows: Row[] };
  const externalIds = new Map(state.externalIds);
  const externalIdFlows = new Map(state.externalIdFlows);
  const records = new Map(state.records);
  const matchKeys = new Set([...state.matchKeys, ...lookups.matchKeys]);
  const refIds = new Map(state.refIds);
  const refExternal = new Map(state.refExternal);
  let now: string | undefined;
  for (const r of rows) {
    if (r.kind === 'ext') {
      externalIds.set(r.k1!, r.canonical_id!);
      externalIdFlows.set(r.k1!, r.k2);
    }
    else if (r.kind === 'record') {
      if (!records.has(r.canonical_id!)) {
        records.set(r.canonical_id!, {
          canonical_id: r.canonical_id!,
          data: r.data!,
          sources: decodeSources(r.sources!),
          external_ids: r.external_ids!,
          match_key: r.match_key,
          last_source_update_at: r.last_source_update_at!,
          created_at: r.created_at!,
          updated_at: r.updated_at!,
          deleted_at: null,
          merged_into: null,
        });
      }
    } else if (r.kind === 'ref_id') refIds.set(`${r.k1}\u0000${r.k2}`, r.canonical_id!);
    else if (r.kind === 'ref_ext') refExternal.set(refKey({ entity: r.k1 as EntityType, system: r.k2!, externalId: r.k3! }), r.canonical_id!);
    else if (r.kind === 'now') now = r.updated_at!;
  }
  return { state: { externalIds, externalIdFlows, records, matchKeys, refIds, refExternal }, ...(now === undefined ? {} : { now }) };
}
