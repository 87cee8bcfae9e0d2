// The canonical upsert's decisions (src/domain/canonical/upsert/plan.ts) without a database: matching, the field
// merge rule, merges of two stored records (the loser a tombstone), references, rejections, outcomes and the rows it
// answers; and what a source's deletions do (deletionPlan.ts). Each case
// states the stored state, one incoming batch, and what the plan must do.
import { describe, expect, it } from 'vitest';
import { ENTITY_DEFS, type EntityType } from '../src/domain/canonical/entities.js';
import { planUpsert, type LoadedState, type WritePlan } from '../src/domain/canonical/upsert/plan.js';
import { lookupsOf, prepareBatch, refKey } from '../src/domain/canonical/upsert/prepare.js';
import { planDeletions, type IncomingDeletion } from '../src/domain/canonical/upsert/deletionPlan.js';
import type { IncomingRecord, Provenance, StoredRecord } from '../src/domain/canonical/upsert/types.js';
import { matchKeyOf } from '../src/domain/canonical/values.js';

const T0 = '2026-03-01T09:00:00.000000Z';
const T1 = '2026-03-01T10:00:00.000000Z';
const T2 = '2026-03-01T11:00:00.000000Z';
const NOW = '2026-04-01T00:00:00.000000Z';
const UPDATED = '2026-03-15T00:00:00.000000Z';

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const A = id(1);
const B = id(2);
const ACCOUNT = id(50);
const MERGED_ACCOUNT = id(51);

/** A stored record: every field given came from `by` at `ts` (or per `sources`). */
function stored(
  entity: EntityType,
  canonicalId: string,
  fields: Record<string, unknown>,
  opts: { by?: [string, string][]; ts?: string; createdAt?: string; sources?: Record<string, Provenance> } = {},
): StoredRecord {
  const ts = opts.ts ?? T1;
  const data: Record<string, unknown> = {};
  for (const f of ENTITY_DEFS[entity].fields) data[f.name] = fields[f.name] ?? null;
  const system = opts.by?.[0]?.[0] ?? 'crm';
  const sources: Record<string, Provenance> = opts.sources ?? Object.fromEntries(Object.keys(fields).map((k) => [k, [ts, system] as Provenance]));
  return {
    canonical_id: canonicalId,
    data,
    sources,
    external_ids: Object.fromEntries(opts.by ?? [['crm', `crm-${canonicalId.slice(-2)}`]]),
    match_key: matchKeyOf(entity, data),
    last_source_update_at: ts,
    created_at: opts.createdAt ?? T1,
    updated_at: UPDATED,
    deleted_at: null,
    merged_into: null,
  };
}

interface Db {
  records?: StoredRecord[];
  refIds?: Record<string, string>;
  refExternal?: Array<[entity: EntityType, system: string, externalId: string, canonicalId: string]>;
}

/** Plans `records` as the shell would: the state holds what the batch's lookups find in `db`. */
function plan(entity: EntityType, system: string, records: IncomingRecord[], db: Db = {}): WritePlan {
  const batch = prepareBatch(entity, system, records);
  const lookups = lookupsOf(batch);
  const all = db.records ?? [];
  const externalIds = new Map<string, string>();
  for (const r of all) for (const [sys, ext] of Object.entries(r.external_ids)) if (sys === system && lookups.externalIds.includes(ext)) externalIds.set(ext, r.canonical_id);
  const state: LoadedState = {
    externalIds,
    externalIdFlows: new Map([...externalIds.keys()].map((e) => [e, null])),
    records: new Map(all.filter((r) => [...externalIds.values()].includes(r.canonical_id) || lookups.matchKeys.includes(r.match_key!)).map((r) => [r.canonical_id, r])),
    matchKeys: new Set(lookups.matchKeys),
    refIds: new Map(Object.entries(db.refIds ?? {})),
    refExternal: new Map((db.refExternal ?? []).map(([e, s, x, c]) => [refKey({ entity: e, system: s, externalId: x }), c])),
  };
  let n = 100;
  const outcome = planUpsert(batch, state, NOW, () => id(++n));
  if (!outcome.plan) throw new Error(`plan asked for keys ${outcome.missingKeys.join(', ')}`);
  return outcome.plan;
}

const customer = (fields: Record<string, unknown>, ts = T2) => ({ ...fields, last_source_update_at: ts });
const dataOf = (p: WritePlan, canonicalId: string) => p.summary.rows.find((r) => r.canonical_id === canonicalId)!.data;

interface Case {
  name: string;
  check(): void;
}

const cases: Record<string, Case[]> = {
  matching: [
    {
      name: 'a record carrying a stored (system, external id) is that record',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ first_name: 'Ann' }) }], { records: [stored('customer', A, { email: 'a@x.example' })] });
        expect(p.summary.results).toEqual([{ externalId: 'crm-01', outcome: 'updated', canonicalId: A }]);
        expect(p.updates.map((w) => w.canonical_id)).toEqual([A]);
        expect(p.newExternalIds).toEqual([]);
      },
    },
    {
      name: "another system's record with the same match key, spelled differently, is that record and adds its id",
      check() {
        const p = plan('customer', 'shop', [{ externalId: 's-9', record: customer({ email: 'A@X.example' }) }], { records: [stored('customer', A, { email: 'a@x.example' })] });
        expect(p.summary.results[0]).toMatchObject({ outcome: 'updated', canonicalId: A });
        expect(p.updates[0]!.external_ids).toEqual({ crm: 'crm-01', shop: 's-9' });
        expect(p.newExternalIds).toEqual([{ externalId: 's-9', canonicalId: A }]);
      },
    },
    {
      name: 'a record matching nothing is a new record with every field, created_at and updated_at now',
      check() {
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'new@x.example' }) }]);
        expect(p.summary.results[0]).toMatchObject({ outcome: 'created', canonicalId: id(101) });
        expect(p.inserts).toHaveLength(1);
        expect(p.inserts[0]).toMatchObject({ canonical_id: id(101), match_key: 'new@x.example', external_ids: { shop: 's-1' }, last_source_update_at: T2 });
        expect(Object.keys(p.inserts[0]!.data)).toEqual(ENTITY_DEFS.customer.fields.map((f) => f.name));
        expect(p.summary.rows[0]).toMatchObject({ canonical_id: id(101), created_at: NOW, updated_at: NOW });
      },
    },
    {
      name: 'a new record holds the fields it was sent with their provenance (null too), and null without one for the rest',
      check() {
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'new@x.example', phone: null }) }]);
        const { data, sources } = p.inserts[0]!;
        expect(data).toMatchObject({ email: 'new@x.example', phone: null, first_name: null, last_name: null });
        expect(sources).toEqual({ email: [T2, 'shop'], phone: [T2, 'shop'] });
      },
    },
  ],
  'field merge': [
    {
      name: 'a newer source time wins the field',
      check() {
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'a@x.example', first_name: 'New' }, T2) }], {
          records: [stored('customer', A, { email: 'a@x.example', first_name: 'Old' }, { ts: T1 })],
        });
        expect(dataOf(p, A).first_name).toBe('New');
        expect(p.updates[0]!.sources.first_name).toEqual([T2, 'shop']);
        expect(p.updates[0]!.last_source_update_at).toBe(T2);
      },
    },
    {
      name: 'an older source time loses the field, and a batch that changes nothing writes nothing',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ first_name: 'Older' }, T0) }], {
          records: [stored('customer', A, { email: 'a@x.example', first_name: 'Old' }, { ts: T1 })],
        });
        expect(p.summary.results[0]!.outcome).toBe('unchanged');
        expect([p.inserts, p.updates, p.sourceOnly, p.newExternalIds]).toEqual([[], [], [], []]);
      },
    },
    {
      name: 'on equal times the system whose name sorts first wins',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'c-1', record: customer({ email: 'a@x.example', first_name: 'FromCrm' }, T1) }], {
          records: [stored('customer', A, { email: 'a@x.example', first_name: 'FromShop' }, { ts: T1, by: [['shop', 's-1']] })],
        });
        expect(dataOf(p, A).first_name).toBe('FromCrm');
        const q = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'a@x.example', first_name: 'FromShop' }, T1) }], {
          records: [stored('customer', A, { email: 'a@x.example', first_name: 'FromCrm' }, { ts: T1, by: [['crm', 'c-1']] })],
        });
        expect(dataOf(q, A).first_name).toBe('FromCrm');
      },
    },
    {
      name: 'on equal times and system the value whose JSON text sorts first wins',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ first_name: 'Abe' }, T1) }], {
          records: [stored('customer', A, { email: 'a@x.example', first_name: 'Zed' }, { ts: T1 })],
        });
        expect(dataOf(p, A).first_name).toBe('Abe');
        const q = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ first_name: 'Zed' }, T1) }], {
          records: [stored('customer', A, { email: 'a@x.example', first_name: 'Abe' }, { ts: T1 })],
        });
        expect(q.summary.results[0]!.outcome).toBe('unchanged');
      },
    },
    {
      name: 'a field absent from the incoming record keeps its stored value',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ first_name: 'Ann' }, T2) }], {
          records: [stored('customer', A, { email: 'a@x.example', last_name: 'Kept' }, { ts: T1 })],
        });
        expect(dataOf(p, A)).toMatchObject({ first_name: 'Ann', last_name: 'Kept', email: 'a@x.example' });
        expect(p.updates[0]!.sources.last_name).toEqual([T1, 'crm']);
      },
    },
    {
      name: 'null from a newer source is a value: it clears the field',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ last_name: null }, T2) }], {
          records: [stored('customer', A, { email: 'a@x.example', last_name: 'Gone' }, { ts: T1 })],
        });
        expect(dataOf(p, A).last_name).toBeNull();
        expect(p.summary.results[0]!.outcome).toBe('updated');
      },
    },
  ],
  publishing: [
    {
      name: 'unchanged content keeps updated_at and last_source_update_at; a newer source time is kept in sources only',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ email: 'a@x.example' }, T2) }], {
          records: [stored('customer', A, { email: 'a@x.example' }, { ts: T1 })],
        });
        expect(p.summary.results[0]!.outcome).toBe('unchanged');
        expect(p.updates).toEqual([]);
        expect(p.sourceOnly).toEqual([{ canonical_id: A, sources: { email: [T2, 'crm'] } }]);
        expect(p.summary.rows[0]).toMatchObject({ canonical_id: A, updated_at: UPDATED, last_source_update_at: T1 });
      },
    },
  ],
  'merging two stored records': [
    {
      name: 'a record matching one record by external id and another by match key merges them into the older',
      check() {
        const older = stored('customer', B, { email: 'a@x.example', first_name: 'Old' }, { createdAt: T0, ts: T0, by: [['crm', 'c-1']] });
        const newer = stored('customer', A, { email: 'b@x.example', phone: '123' }, { createdAt: T1, ts: T1, by: [['shop', 's-1']] });
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'a@x.example' }, T2) }], { records: [older, newer] });
        expect(p.summary.results[0]).toMatchObject({ outcome: 'updated', canonicalId: B });
        expect(p.losers).toEqual([{ loser: A, survivor: B }]);
        expect(p.freeKeys).toContain(A);
        expect(p.summary.merged).toEqual([{ mergedId: A, survivorId: B }]);
        expect(p.updates[0]).toMatchObject({ canonical_id: B, external_ids: { crm: 'c-1', shop: 's-1' } });
        expect(dataOf(p, B)).toMatchObject({ email: 'a@x.example', first_name: 'Old', phone: '123' });
        expect(p.summary.rows.map((r) => r.canonical_id)).toEqual([B]);
      },
    },
    {
      name: 'the record merged away is answered as a tombstone: its last fields, no external ids, deleted_at and updated_at now, merged_into the survivor',
      check() {
        const older = stored('customer', B, { email: 'a@x.example' }, { createdAt: T0, ts: T0, by: [['crm', 'c-1']] });
        const newer = stored('customer', A, { email: 'b@x.example', phone: '123' }, { createdAt: T1, ts: T1, by: [['shop', 's-1']] });
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'a@x.example' }, T2) }], { records: [older, newer] });
        expect(p.summary.tombstones).toHaveLength(1);
        expect(p.summary.tombstones[0]).toMatchObject({ canonical_id: A, external_ids: {}, deleted_at: NOW, updated_at: NOW, merged_into: B, created_at: T1 });
        expect(p.summary.tombstones[0]!.data).toMatchObject({ email: 'b@x.example', phone: '123' });
      },
    },
    {
      name: 'a batch that merges nothing has no tombstones',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ first_name: 'Ann' }) }], { records: [stored('customer', A, { email: 'a@x.example' })] });
        expect(p.summary.tombstones).toEqual([]);
      },
    },
    {
      name: 'on equal created_at the smaller canonical_id survives',
      check() {
        const one = stored('customer', A, { email: 'a@x.example' }, { by: [['crm', 'c-1']] });
        const two = stored('customer', B, { email: 'b@x.example' }, { by: [['shop', 's-1']] });
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'a@x.example' }) }], { records: [two, one] });
        expect(p.losers).toEqual([{ loser: B, survivor: A }]);
      },
    },
    {
      name: "external_ids keeps one id per system, the survivor's, when both records have one",
      check() {
        const older = stored('customer', A, { email: 'a@x.example' }, { createdAt: T0, by: [['shop', 's-old']] });
        const newer = stored('customer', B, { email: 'b@x.example' }, { createdAt: T1, by: [['shop', 's-new'], ['erp', 'e-1']] });
        const p = plan('customer', 'shop', [{ externalId: 's-new', record: customer({ email: 'a@x.example' }) }], { records: [older, newer] });
        expect(p.updates[0]!.external_ids).toEqual({ shop: 's-old', erp: 'e-1' });
      },
    },
  ],
  references: [
    {
      name: 'a reference by external id resolves to the canonical_id holding it',
      check() {
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'a@x.example', account_id: { external_id: 'acc-1' } }) }], {
          refExternal: [['account', 'shop', 'acc-1', ACCOUNT]],
        });
        expect(p.inserts[0]!.data.account_id).toBe(ACCOUNT);
      },
    },
    {
      name: 'a canonical_id merged away resolves to its survivor',
      check() {
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'a@x.example', account_id: MERGED_ACCOUNT }) }], {
          refIds: { [`account\u0000${MERGED_ACCOUNT}`]: ACCOUNT },
        });
        expect(p.inserts[0]!.data.account_id).toBe(ACCOUNT);
      },
    },
    {
      name: 'a canonical_id that does not exist rejects the record, naming the field',
      check() {
        const p = plan('customer', 'shop', [{ externalId: 's-1', record: customer({ email: 'a@x.example', account_id: ACCOUNT }) }]);
        expect(p.summary.results[0]).toEqual({ externalId: 's-1', outcome: 'rejected', errors: [`/account_id names account '${ACCOUNT}', which does not exist`] });
        expect(p.inserts).toEqual([]);
      },
    },
    {
      name: 'an optional external reference not stored yet leaves the field out and keeps the stored value',
      check() {
        const p = plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ first_name: 'Ann', account_id: { external_id: 'later' } }) }], {
          records: [stored('customer', A, { email: 'a@x.example', account_id: ACCOUNT })],
        });
        expect(dataOf(p, A)).toMatchObject({ first_name: 'Ann', account_id: ACCOUNT });
      },
    },
    {
      name: 'a new record whose required external reference is not stored yet is rejected with what to do',
      check() {
        const line = { name: 'Line', quantity: 1, unit_price_cents: 1, total_cents: 1, currency: 'EUR', order_id: { external_id: 'o-1' }, last_source_update_at: T1 };
        const p = plan('order_line_item', 'shop', [{ externalId: 'l-1', record: line }]);
        expect(p.summary.results[0]!.errors).toEqual(["/order_id: no order has external id 'o-1' in system 'shop' yet; send this record again once it is stored"]);
      },
    },
  ],
  'rejections and outcomes': [
    {
      name: 'invalid records are rejected with messages naming each field; the rest of the batch is planned',
      check() {
        const p = plan('customer', 'shop', [
          { externalId: 's-1', record: customer({ email: 'not an email', colour: 'red' }) },
          { externalId: '', record: customer({ email: 'b@x.example' }) },
          { externalId: 's-3', record: customer({ email: 'c@x.example' }) },
        ]);
        expect(p.summary.results[0]!.outcome).toBe('rejected');
        expect(p.summary.results[0]!.errors!.join('\n')).toMatch(/email/);
        expect(p.summary.results[0]!.errors!.join('\n')).toMatch(/colour/);
        expect(p.summary.results[1]!.errors).toEqual(['externalId must be a non-empty string of at most 500 characters']);
        expect(p.summary.results[2]).toMatchObject({ outcome: 'created' });
      },
    },
    {
      name: 'the tally counts each outcome; a record named twice is created once, then updated, and has one row',
      check() {
        const p = plan(
          'customer',
          'crm',
          [
            { externalId: 'n-1', record: customer({ email: 'n@x.example', first_name: 'N' }) },
            { externalId: 'n-1', record: customer({ email: 'n@x.example', first_name: 'N2' }, '2026-03-02T00:00:00Z') },
            { externalId: 'crm-01', record: customer({ first_name: 'Changed' }) },
            { externalId: 'crm-02', record: customer({ email: 'b@x.example' }, T1) },
            { externalId: 'bad', record: { email: 'x@x.example' } },
          ],
          { records: [stored('customer', A, { email: 'a@x.example' }), stored('customer', B, { email: 'b@x.example' })] },
        );
        expect(p.summary.results.map((r) => r.outcome)).toEqual(['created', 'updated', 'updated', 'unchanged', 'rejected']);
        expect(p.summary).toMatchObject({ created: 1, updated: 2, unchanged: 1, rejected: 1, updatedAt: NOW });
        expect(p.summary.rows.map((r) => r.canonical_id)).toEqual([id(101), A, B]);
        expect(dataOf(p, id(101)).first_name).toBe('N2');
      },
    },
  ],
};

/** Deletions by `system` against stored records: each record's links are its external_ids plus `extra`. */
function planDel(system: string, deletions: IncomingDeletion[], records: StoredRecord[], extra: Array<[canonicalId: string, system: string, externalId: string]> = []) {
  const links = new Map<string, Array<readonly [string, string]>>();
  for (const r of records) links.set(r.canonical_id, Object.entries(r.external_ids).map(([sys, ext]) => [sys, ext] as const));
  for (const [cid, sys, ext] of extra) links.get(cid)!.push([sys, ext]);
  const linked = new Map<string, string>();
  for (const [cid, list] of links) for (const [sys, ext] of list) if (sys === system) linked.set(ext, cid);
  const asked = new Set(deletions.map((d) => d.externalId));
  return planDeletions(system, deletions, {
    linked: new Map([...linked].filter(([ext]) => asked.has(ext))),
    records: new Map(records.map((r) => [r.canonical_id, r])),
    links,
  }, NOW);
}

const deletionCases: Case[] = [
  {
    name: "a deletion of the only source's id makes the record a tombstone at the source's deletion time, with updated_at now",
    check() {
      const p = planDel('crm', [{ externalId: 'crm-01', deletedAt: T2 }], [stored('customer', A, { email: 'a@x.example' })]);
      expect(p).toMatchObject({ unlink: ['crm-01'], updates: [], tombstones: [{ canonical_id: A, deleted_at: T2 }], applied: 1 });
      expect(p.rows).toEqual([expect.objectContaining({ canonical_id: A, external_ids: {}, deleted_at: T2, updated_at: NOW, merged_into: null })]);
      expect(p.rows[0]!.data).toMatchObject({ email: 'a@x.example' });
    },
  },
  {
    name: 'a deletion without a time makes a tombstone deleted now',
    check() {
      const p = planDel('crm', [{ externalId: 'crm-01' }], [stored('customer', A, { email: 'a@x.example' })]);
      expect(p.tombstones).toEqual([{ canonical_id: A, deleted_at: NOW }]);
    },
  },
  {
    name: "a record another system still holds stays live, showing only the other system's id",
    check() {
      const p = planDel('shop', [{ externalId: 's-1' }], [stored('customer', A, { email: 'a@x.example' }, { by: [['crm', 'c-1'], ['shop', 's-1']] })]);
      expect(p).toMatchObject({ unlink: ['s-1'], tombstones: [], updates: [{ canonical_id: A, external_ids: { crm: 'c-1' } }], applied: 1 });
      expect(p.rows).toEqual([expect.objectContaining({ canonical_id: A, external_ids: { crm: 'c-1' }, deleted_at: null, updated_at: NOW })]);
    },
  },
  {
    name: 'a record the same system still holds under another id stays live and shows that id',
    check() {
      const p = planDel('shop', [{ externalId: 's-1' }], [stored('customer', A, { email: 'a@x.example' }, { by: [['shop', 's-1']] })], [[A, 'shop', 's-7']]);
      expect(p.tombstones).toEqual([]);
      expect(p.updates).toEqual([{ canonical_id: A, external_ids: { shop: 's-7' } }]);
    },
  },
  {
    name: 'a deletion of a hidden id of the same system changes nothing visible: the record is not rewritten',
    check() {
      const p = planDel('shop', [{ externalId: 's-7' }], [stored('customer', A, { email: 'a@x.example' }, { by: [['shop', 's-1']] })], [[A, 'shop', 's-7']]);
      expect(p).toMatchObject({ unlink: ['s-7'], updates: [], tombstones: [], applied: 1, rows: [] });
    },
  },
  {
    name: 'deletions of every id of a record in one batch make one tombstone at the latest deletion time',
    check() {
      const p = planDel('shop', [{ externalId: 's-1', deletedAt: T1 }, { externalId: 's-7', deletedAt: T2 }], [stored('customer', A, { email: 'a@x.example' }, { by: [['shop', 's-1']] })], [[A, 'shop', 's-7']]);
      expect(p.tombstones).toEqual([{ canonical_id: A, deleted_at: T2 }]);
      expect(p.applied).toBe(2);
    },
  },
  {
    name: 'a deletion of an id never stored, or repeated in the batch, is not applied again',
    check() {
      const p = planDel('crm', [{ externalId: 'nope' }, { externalId: 'crm-01' }, { externalId: 'crm-01' }], [stored('customer', A, { email: 'a@x.example' })]);
      expect(p.unlink).toEqual(['crm-01']);
      expect(p.applied).toBe(1);
      expect(p.tombstones).toHaveLength(1);
    },
  },
  {
    name: "a deletion by one system never touches another system's id of the same value",
    check() {
      const p = planDel('shop', [{ externalId: 'x-1' }], [stored('customer', A, { email: 'a@x.example' }, { by: [['crm', 'x-1']] })]);
      expect(p).toMatchObject({ unlink: [], updates: [], tombstones: [], applied: 0, rows: [] });
    },
  },
];

describe('canonical upsert plan', () => {
  describe('deletions', () => {
    it.each(deletionCases)('$name', ({ check }) => check());
  });

  for (const [group, list] of Object.entries(cases)) {
    describe(group, () => {
      it.each(list)('$name', ({ check }) => check());
    });
  }

  it('asks for a match key nobody looked up when a merge of fields composes one, and plans once it is loaded', () => {
    // Invoice numbers match with their currency: the stored currency is newer than the incoming record, the
    // stored number older, so the record ends with the incoming number and the stored currency.
    const inv = stored('invoice', A, { invoice_number: 'INV-1', status: 'open', total_cents: 5, currency: 'EUR' }, {
      sources: { invoice_number: [T0, 'crm'], status: [T0, 'crm'], total_cents: [T0, 'crm'], currency: [T2, 'crm'] },
    });
    const holder = stored('invoice', B, { invoice_number: 'INV-2', status: 'open', total_cents: 5, currency: 'EUR' }, { createdAt: T0, by: [['erp', 'e-1']] });
    const batch = prepareBatch('invoice', 'crm', [{ externalId: 'crm-01', record: { invoice_number: 'INV-2', status: 'paid', total_cents: 5, currency: 'USD', last_source_update_at: T1 } }]);
    const base: LoadedState = { externalIds: new Map([['crm-01', A]]), externalIdFlows: new Map([['crm-01', null]]), records: new Map([[A, inv]]), matchKeys: new Set(lookupsOf(batch).matchKeys), refIds: new Map(), refExternal: new Map() };
    const first = planUpsert(batch, base, NOW);
    expect(first.missingKeys).toEqual([holder.match_key]);
    const second = planUpsert(batch, { ...base, records: new Map([[A, inv], [B, holder]]), matchKeys: new Set([...base.matchKeys, holder.match_key!]) }, NOW);
    expect(second.plan!.losers).toEqual([{ loser: A, survivor: B }]);
  });

  it('does not change the prepared batch it plans from, references resolved included', () => {
    const line = { name: 'Line', quantity: 1, unit_price_cents: 1, total_cents: 1, currency: 'EUR', order_id: { external_id: 'o-1' }, last_source_update_at: T1 };
    const batch = prepareBatch('order_line_item', 'shop', [{ externalId: 'l-1', record: line }]);
    const copy = structuredClone(batch);
    const state: LoadedState = { externalIds: new Map(), externalIdFlows: new Map(), records: new Map(), matchKeys: new Set(), refIds: new Map(), refExternal: new Map([[refKey({ entity: 'order', system: 'shop', externalId: 'o-1' }), A]]) };
    const first = planUpsert(batch, state, NOW, () => id(101)).plan!;
    expect(first.inserts[0]!.data.order_id).toBe(A);
    expect(batch).toEqual(copy);
    expect(planUpsert(batch, state, NOW, () => id(101)).plan!.inserts).toEqual(first.inserts);
  });

  it('does not change the loaded state it plans from', () => {
    const record = stored('customer', A, { email: 'a@x.example', first_name: 'Old' });
    const copy = structuredClone(record);
    plan('customer', 'crm', [{ externalId: 'crm-01', record: customer({ first_name: 'New' }) }], { records: [record] });
    expect(record).toEqual(copy);
  });
});
