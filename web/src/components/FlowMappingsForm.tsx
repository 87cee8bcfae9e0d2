// A flow's mapping overrides edited on its page: the same editor as the new flow's form, saved with
// PATCH /v1/flows/{id} (`mappings` replaces the overrides whole). Saving changes the flow's mappings_changed_at,
// so its next run reprocesses the records it rejected.
import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { MappingsEditor, type Mappings } from './MappingsEditor';
import { SaveCancel } from './SaveCancel';

export function FlowMappingsForm({ flow, onSaved, onCancel }: { flow: Schemas['FlowDetail']; onSaved: (flow: Schemas['FlowDetail']) => void; onCancel: () => void }) {
  const [mappings, setMappings] = useState<Mappings>(flow.mappings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: globalThis.Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSaved(await call(api.PATCH('/v1/flows/{id}', { params: { path: { id: flow.id } }, body: { mappings } })));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} class="stack card" aria-label="Edit mappings" noValidate>
      <MappingsEditor entities={flow.entities} value={flow.mappings} onChange={setMappings} />
      <SaveCancel label="Save mappings" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
