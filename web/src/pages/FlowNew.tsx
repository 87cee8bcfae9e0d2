// /flows/new: a flow made in a form: its source and destination among the customer's connectors (by name), the
// entities both can move, mapping overrides per entity, and a schedule (an interval, manual, or a cron expression
// in a time zone, described in words as it is typed). The API checks it all and the form shows its message.
import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { typeOfConnector, useConnectorTypes } from '../components/ConnectorFields';
import { ErrorAlert } from '../components/ErrorAlert';
import { ConnectorSelect, EntityChecks, movableEntities, ScheduleFields, useConnectors } from '../components/FlowFields';
import { MappingsEditor, type Mappings } from '../components/MappingsEditor';
import { Page } from '../components/Page';
import { navigate, pathFor } from '../router';

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
  const movable = movableEntities(src, dst);
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
        <EntityChecks idPrefix="flow" movable={movable} value={entities} onChange={setEntities} />
        <MappingsEditor entities={entities} value={mappings} onChange={setMappings} />
        <ScheduleFields idPrefix="flow" schedule={form.schedule} timezone={form.timezone} onChange={(schedule, timezone) => setForm({ ...form, schedule, timezone })} />
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
