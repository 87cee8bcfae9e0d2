// A flow's settings edited on its page: name, source and destination, entities and schedule, saved with
// PATCH /v1/flows/{id} (only what changed is sent). Dropping an entity drops its mapping overrides with it, as the
// form says, since the API keeps overrides only for the flow's entities.
import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { typeOfConnector, useConnectorTypes } from './ConnectorFields';
import { SaveCancel } from './SaveCancel';
import { ConnectorSelect, EntityChecks, movableEntities, ScheduleFields, useConnectors } from './FlowFields';

type Flow = Schemas['FlowDetail'];
type Settings = { name: string; source: string; destination: string; entities: string[]; schedule: string; timezone: string };

function settingsOf(flow: Flow): Settings {
  return { name: flow.name, source: flow.source_connector_id, destination: flow.destination_connector_id, entities: flow.entities, schedule: flow.schedule, timezone: flow.schedule_timezone };
}

/** The PATCH body: the settings that differ from the flow's, and its mappings less those of entities dropped. */
function changes(flow: Flow, s: Settings): Schemas['FlowUpdate'] {
  const body: Record<string, unknown> = {};
  if (s.name.trim() !== flow.name) body.name = s.name.trim();
  if (s.source !== flow.source_connector_id) body.source_connector_id = s.source;
  if (s.destination !== flow.destination_connector_id) body.destination_connector_id = s.destination;
  if (s.entities.join() !== flow.entities.join()) body.entities = s.entities;
  if (s.schedule !== flow.schedule) body.schedule = s.schedule;
  if (s.timezone !== flow.schedule_timezone) body.schedule_timezone = s.timezone;
  const dropped = Object.keys(flow.mappings).filter((e) => !s.entities.includes(e));
  if (dropped.length > 0) body.mappings = Object.fromEntries(Object.entries(flow.mappings).filter(([e]) => s.entities.includes(e)));
  return body as Schemas['FlowUpdate'];
}

export function FlowSettingsForm({ flow, onSaved, onCancel }: { flow: Flow; onSaved: (flow: Flow) => void; onCancel: () => void }) {
  const connectors = useConnectors();
  const { types } = useConnectorTypes();
  const [s, setS] = useState<Settings>(() => settingsOf(flow));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const typeOf = (id: string) => typeOfConnector(types, connectors.find((x) => x.id === id));
  const movable = movableEntities(typeOf(s.source), typeOf(s.destination));
  const droppedMappings = Object.keys(flow.mappings).filter((e) => !s.entities.includes(e));
  const submit = async (e: globalThis.Event) => {
    e.preventDefault();
    const body = changes(flow, s);
    if (Object.keys(body).length === 0) return onCancel();
    setBusy(true);
    setError(null);
    try {
      onSaved(await call(api.PATCH('/v1/flows/{id}', { params: { path: { id: flow.id } }, body })));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="flow-settings-h" noValidate>
      <h2 id="flow-settings-h">Settings</h2>
      <div class="field">
        <label for="edit-flow-name">Name</label>
        <input id="edit-flow-name" type="text" required maxLength={200} value={s.name} onInput={(e) => setS({ ...s, name: e.currentTarget.value })} />
      </div>
      <ConnectorSelect id="edit-flow-source" label="Source" connectors={connectors.filter((c) => typeOf(c.id)?.kind !== 'destination')} value={s.source} onChange={(v) => setS({ ...s, source: v })} />
      <ConnectorSelect id="edit-flow-destination" label="Destination" connectors={connectors.filter((c) => typeOf(c.id)?.kind !== 'source')} value={s.destination} onChange={(v) => setS({ ...s, destination: v })} />
      <EntityChecks idPrefix="edit-flow" movable={movable} value={s.entities} onChange={(entities) => setS({ ...s, entities })} />
      {droppedMappings.length > 0 && <p class="hint">Saving removes the mapping overrides of {droppedMappings.join(', ')}.</p>}
      <ScheduleFields idPrefix="edit-flow" schedule={s.schedule} timezone={s.timezone} onChange={(schedule, timezone) => setS({ ...s, schedule, timezone })} />
      <SaveCancel label="Save settings" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
