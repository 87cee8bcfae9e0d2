// The connector SDK's copy of the canonical entity types and their incoming-record schemas (what a connector's own
// tests use without a Sluice) is the copy Sluice itself validates with; `node scripts/canonicalSchemas.mjs`
// rewrites it after a change to the canonical entities.
import { describe, expect, it } from 'vitest';
import { CANONICAL_ENTITIES, canonicalProblems, canonicalSchema } from '@sluice/connector-sdk/canonical';
import { ENTITY_TYPES, canonicalRecordSchema, validateCanonicalRecord } from '../src/domain/canonical/entities.js';

describe("the connector SDK's canonical schemas", () => {
  it('are the entity types and schemas Sluice defines (run scripts/canonicalSchemas.mjs when they differ)', () => {
    expect(CANONICAL_ENTITIES).toEqual(ENTITY_TYPES);
    for (const entity of ENTITY_TYPES) expect(canonicalSchema(entity), entity).toEqual(canonicalRecordSchema(entity));
  });

  it('accept and refuse the records Sluice accepts and refuses', () => {
    const good = { email: 'a@example.com', last_source_update_at: '2024-01-01T00:00:00Z' };
    const bad = { email: 'not an email', total_cents: 1, last_source_update_at: '2024-01-01 00:00' };
    expect([canonicalProblems('customer', good), validateCanonicalRecord('customer', good)]).toEqual([[], { ok: true }]);
    expect(canonicalProblems('customer', bad).length).toBeGreaterThan(0);
    expect(validateCanonicalRecord('customer', bad).ok).toBe(false);
    expect(() => canonicalSchema('widget')).toThrow("'widget' is not a canonical entity type");
  });
});
