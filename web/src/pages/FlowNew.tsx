// /flows/new: a flow made in a form: its source and destination among the customer's connectors (by name), the
// entities both can move, mapping overrides per entity, and a schedule (an interval, manual, or a cron expression
// in a time zone, described in words as it is typed). The API checks it all and the form shows its message.
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { typeOfConnector, useConnectorTypes } from '../components/ConnectorFields';
import { ErrorAlert } from '../components/ErrorAlert';
import { MappingsEditor, type Mappings } from '../components/MappingsEditor';
import { Page } from '../components/Page';
import { navigate, pathFor } from '../router';
import { scheduleInWords } from '../schedule';

const INTERVALS = ['every_5m', 'every_15m', 'every_30m', 'hourly', 'every_6h', 'daily', 'manual'];
const ZONES: string[] = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? ['UTC'];

function useConnectors(): Schemas['Connector'][] {
  const [connectors, setConnectors] = useState<Schemas['Connector'][]>([]);
  useEffect(() => void call(api.GET('/v1/connectors', { params: { query: { limit: 500 } } })).then((l) => setConnectors(l.data), () => {}), []);
  return connectors;
}

function ConnectorSelect({ id, label, connectors, value, onChange }: { id: string; label: string; connectors: Schemas['Connector'][]; value: string; onChange: (v: string) => void }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} required value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">Choose a connector…</option>
        {connectors.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.type})
          </option>
        ))}
      </select>
    </div>
  );
}

function ScheduleFields({ schedule, timezone, onChange }: { schedule: string; timezone: string; onChange: (s: string, tz: string) => void }) {
  const cron = schedule.startsWith('cron:');
  return (
    <fieldset>
      <legend>Schedule</legend>
      <div class="field">
        <label for="flow-schedule-kind">Runs</label>
        <select id="flow-schedule-kind" value={cron ? 'cron' : schedule} onChange={(e) => onChange(e.currentTarget.value === 'cron' ? 'cron:0 6 * * 1-5' : e.currentTarget.value, timezone)}>
          {INTERVALS.map((s) => (
            <option key={s} value={s}>
              {scheduleInWords(s)}
            </option>
          ))}
          <option value="cron">On a cron schedule…</option>
        </select>
      </div>
      {cron && (
        <>
          <div class="field">
            <label for="flow-cron">Cron expression</label>
            <input id="flow-cron" type="text" class="mono" value={schedule.slice(5)} aria-describedby="flow-cron-words" onInput={(e) => onChange(`cron:${e.currentTarget.value}`, timezone)} />
            <span id="flow-cron-words" class="hint" aria-live="polite">
              {scheduleInWords(schedule, timezone)}
            </span>
          </div>
          <div class="field">
            <label for="flow-timezone">Time zone</label>
            <input id="flow-timezone" type="text" list="flow-zones" value={timezone} onInput={(e) => onChange(schedule, e.currentTarget.value)} />
            <datalist id="flow-zones">
              {ZONES.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
          </div>
        </>
      )}
    </fieldset>
  );
}

export function FlowNewPage() {
  const connectors = useConnectors();
  const { types } = useConnectorTypes();
  const [form, setForm] = useState({ name: '', source: '', destination: '', schedule: 'every_15m', timezone: 'UTC' });
  const [entities, setEntities] = useState<string[]>([]);
  const [mappings, setMappings] = useState<Mappings>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const typeOf = (id: string) => typeOfConnector(types, connectors.find((x) => x.id === id));
  const [src, dst] = [typeOf(form.source), typeOf(form.destination)];
  const movable = src && dst ? src.entities.filter((e) => dst.entities.includes(e)) : [];
  const submit = async (e: globalThis.Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { name: form.name.trim(), source_connector_id: form.source, destination_connector_id: form.destination, entities, schedule: form.schedule, schedule_timezone: form.timezone, mappings };
      const flow = await call(api.POST('/v1/flows', { body: body as Schemas['FlowCreate'] }));
      navigate(pathFor('flows', flow.id));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <Page title="New flow">
      <form onSubmit={submit} class="stack card" aria-label="New flow" noValidate>
        <div class="field">
          <label for="flow-name">Name</label>
          <input id="flow-name" type="text" required maxLength={200} value={form.name} onInput={(e) => setForm({ ...form, name: e.currentTarget.value })} />
        </div>
        <ConnectorSelect id="flow-source" label="Source" connectors={connectors.filter((c) => typeOf(c.id)?.kind !== 'destination')} value={form.source} onChange={(v) => setForm({ ...form, source: v })} />
        <ConnectorSelect id="flow-destination" label="Destination" connectors={connectors.filter((c) => typeOf(c.id)?.kind !== 'source')} value={form.destination} onChange={(v) => setForm({ ...form, destination: v })} />
        {movable.length > 0 && (
          <fieldset>
            <legend>Entities</legend>
            <div class="checks">
              {movable.map((entity) => (
                <span class="check" key={entity}>
                  <input id={`flow-entity-${entity}`} type="checkbox" checked={entities.includes(entity)} onChange={(e) => setEntities(e.currentTarget.checked ? [...entities, entity] : entities.filter((x) => x !== entity))} />
                  <label for={`flow-entity-${entity}`}>{entity}</label>
                </span>
              ))}
            </div>
          </fieldset>
        )}
        <MappingsEditor entities={entities} value={mappings} onChange={setMappings} />
        <ScheduleFields schedule={form.schedule} timezone={form.timezone} onChange={(schedule, timezone) => setForm({ ...form, schedule, timezone })} />
        <ErrorAlert error={error} />
        <div>
          <button type="submit" class="primary" disabled={busy}>
            Create flow
          </button>
        </div>
      </form>
    </Page>
  );
}
