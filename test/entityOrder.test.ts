// The order a run moves a flow's entities in: every referenced entity before the entities that reference it, so
// an external reference (a contact's company, an invoice's subscription) finds its record already stored.
import { describe, expect, it } from 'vitest';
import { DEPENDENCY_ORDER, ENTITY_DEFS, ENTITY_TYPES } from '../src/domain/canonical/entities.js';

describe('DEPENDENCY_ORDER', () => {
  it('holds every entity type once', () => {
    expect([...DEPENDENCY_ORDER].sort()).toEqual([...ENTITY_TYPES].sort());
  });

  it('puts every referenced entity before the entity that references it', () => {
    for (const entity of ENTITY_TYPES) {
      for (const field of ENTITY_DEFS[entity].fields) {
        if (field.type.kind !== 'ref') continue;
        expect(DEPENDENCY_ORDER.indexOf(field.type.entity), `${entity}.${field.name} -> ${field.type.entity}`).toBeLessThan(DEPENDENCY_ORDER.indexOf(entity));
      }
    }
  });

  it('keeps the declared order otherwise', () => {
    expect(DEPENDENCY_ORDER).toEqual([
      'account', 'customer', 'contact', 'lead', 'opportunity', 'product', 'product_variant', 'order', 'order_line_item',
      'subscription', 'invoice', 'payment', 'refund', 'shipment', 'inventory',
    ]);
  });
});
