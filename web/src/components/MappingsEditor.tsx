// A flow's mapping overrides, per entity: rows of canonical field ← source field. The canonical fields offered are
// those of the entity's schema in the contract the server publishes (/openapi.json, `Canonical<Entity>`), so the
// list follows the API; the API checks every name on save and answers an unknown one with the nearest known.
import { useEffect, useState } from 'preact/hooks';

export type Mappings = Record<string, Record<string, string>>;

let contract: Promise<Record<string, string[]>> | undefined;

/** Canonical field names by entity type, from the published contract (fetched once). */
function canonicalFields(): Promise<Record<string, string[]>> {
  contract ??= fetch('/openapi.json')
    .then((r) => r.json() as Promise<{ components: { schemas: Record<string, { properties?: Record<string, unknown> }> } }>)
    .then((doc) => {
      const out: Record<string, string[]> = {};
      for (const [name, schema] of Object.entries(doc.components.schemas)) {
        const m = /^Canonical([A-Z][a-zA-Z]*)$/.exec(name);
        if (!m || !schema.properties || name.endsWith('Page')) continue;
        const entity = m[1]!.replace(/[A-Z]/g, (c, i: number) => (i ? '_' : '') + c.toLowerCase());
        out[entity] = Object.keys(schema.properties).filter((f) => !['canonical_id', 'external_ids', 'updated_at', 'created_at', 'deleted_at', 'sources'].includes(f));
      }
      return out;
    });
  return contract;
}

interface Row {
  canonical: string;
  source: string;
}

function rowsOf(mapping: Record<string, string> | undefined): Row[] {
  return Object.entries(mapping ?? {}).map(([canonical, source]) => ({ canonical, source }));
}

function EntityMappings({ entity, fields, value, onChange }: { entity: string; fields: string[]; value: Row[]; onChange: (rows: Row[]) => void }) {
  const listId = `fields-${entity}`;
  const set = (i: number, patch: Partial<Row>) => onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset>
      <legend>{entity}</legend>
      <datalist id={listId}>
        {fields.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
      {value.length === 0 && <p class="hint">The connector's own mapping; add a row to override a field.</p>}
      {value.map((row, i) => (
        <div class="mapping-row" key={i}>
          <label>
            Canonical field
            <input type="text" list={listId} value={row.canonical} onInput={(e) => set(i, { canonical: e.currentTarget.value })} />
          </label>
          <label>
            from source field
            <input type="text" value={row.source} onInput={(e) => set(i, { source: e.currentTarget.value })} />
          </label>
          <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={`Remove the mapping of ${row.canonical || 'this field'}`}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...value, { canonical: '', source: '' }])}>
        Add a mapping for {entity}
      </button>
    </fieldset>
  );
}

/** The editor for the flow's `entities`; `onChange` gets the mappings with empty rows left out. */
export function MappingsEditor({ entities, value, onChange }: { entities: string[]; value: Mappings; onChange: (m: Mappings) => void }) {
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [rows, setRows] = useState<Record<string, Row[]>>(() => Object.fromEntries(Object.keys(value).map((e) => [e, rowsOf(value[e])])));
  useEffect(() => void canonicalFields().then(setFields, () => {}), []);
  const update = (entity: string, next: Row[]) => {
    const all = { ...rows, [entity]: next };
    setRows(all);
    const mappings: Mappings = {};
    for (const e of entities) {
      const kept = (all[e] ?? []).filter((r) => r.canonical.trim() && r.source.trim());
      if (kept.length) mappings[e] = Object.fromEntries(kept.map((r) => [r.canonical.trim(), r.source.trim()]));
    }
    onChange(mappings);
  };
  if (entities.length === 0) return null;
  return (
    <fieldset>
      <legend>Mappings</legend>
      {entities.map((e) => (
        <EntityMappings key={e} entity={e} fields={fields[e] ?? []} value={rows[e] ?? []} onChange={(r) => update(e, r)} />
      ))}
    </fieldset>
  );
}
