// The stored form of a record's per-field provenance (src/domain/canonical/upsert/provenance.ts): fields grouped by
// (source update time, system), and rows written in the earlier per-field form still read.
import { describe, expect, it } from 'vitest';
import { decodeSources, encodeSources } from '../src/domain/canonical/upsert/provenance.js';
import type { Provenance } from '../src/domain/canonical/upsert/types.js';

const T1 = '2026-01-01T00:00:00.000000Z';
const T2 = '2026-02-01T00:00:00.000000Z';

describe('encodeSources / decodeSources', () => {
  it.each<[string, Record<string, Provenance>, unknown]>([
    ['no field supplied yet', {}, []],
    ['every field from one write of one system: one group', { a: [T1, 'shop'], b: [T1, 'shop'], c: [T1, 'shop'] }, [[T1, 'shop', ['a', 'b', 'c']]]],
    ['two systems at one time: two groups', { a: [T1, 'shop'], b: [T1, 'crm'] }, [[T1, 'shop', ['a']], [T1, 'crm', ['b']]]],
    ['one system at two times: two groups', { a: [T1, 'shop'], b: [T2, 'shop'] }, [[T1, 'shop', ['a']], [T2, 'shop', ['b']]]],
    ['a group interrupted by another gathers its fields again', { a: [T1, 'shop'], b: [T2, 'crm'], c: [T1, 'shop'] }, [[T1, 'shop', ['a', 'c']], [T2, 'crm', ['b']]]],
  ])('%s', (_label, sources, stored) => {
    expect(encodeSources(sources)).toEqual(stored);
    expect(decodeSources(JSON.parse(JSON.stringify(stored)))).toEqual(sources);
  });

  it('reads the per-field map rows held before the grouped form', () => {
    const old = { a: [T1, 'shop'], b: [T2, 'crm'] } as Record<string, Provenance>;
    expect(decodeSources(JSON.parse(JSON.stringify(old)))).toEqual(old);
  });

  it('stores a single-source record in well under half the bytes of the per-field map', () => {
    const fields = ['sku', 'name', 'currency', 'order_id', 'quantity', 'total_cents', 'unit_price_cents'];
    const sources = Object.fromEntries(fields.map((f) => [f, [T1, 'postgres'] as Provenance]));
    expect(JSON.stringify(encodeSources(sources)).length).toBeLessThan(JSON.stringify(sources).length / 2);
  });
});
