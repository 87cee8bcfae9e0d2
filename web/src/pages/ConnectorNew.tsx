// /connectors/new: a connector made in a form: pick an installed type (newest versions), name it, fill in the
// configuration and credentials its schemas ask for; the API checks them and the form shows its message. Created,
// the connector's page opens, where it can be verified.
import { useState } from 'preact/hooks';
import { api, call } from '../api';
import { ConfigSection, CredentialsSection, useConnectorTypes } from '../components/ConnectorFields';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import type { JsonObject } from '../components/SchemaForm';
import { navigate, pathFor } from '../router';

export function ConnectorNewPage() {
  const { types, error: loadError } = useConnectorTypes();
  const [typeId, setTypeId] = useState('');
  const [name, setName] = useState('');
  const [config, setConfig] = useState<JsonObject>({});
  const [credentials, setCredentials] = useState<JsonObject>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latest = (types ?? []).filter((t) => t.latest);
  const type = latest.find((t) => t.id === typeId);

  const submit = async (e: globalThis.Event) => {
    e.preventDefault();
    if (!type) return setError(new Error('Choose a connector type.'));
    setBusy(true);
    setError(null);
    try {
      const created = await call(api.POST('/v1/connectors', { body: { name: name.trim(), type: type.id, config, credentials } }));
      navigate(pathFor('connectors', created.id));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <Page title="New connector">
      <ErrorAlert error={loadError} />
      <form onSubmit={submit} class="stack card" aria-label="New connector" noValidate>
        <div class="field">
          <label for="connector-type">Type</label>
          <select id="connector-type" required value={typeId} onChange={(e) => (setTypeId(e.currentTarget.value), setConfig({}), setCredentials({}))}>
            <option value="">Choose a type…</option>
            {latest.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.id} {t.version}, {t.kind})
              </option>
            ))}
          </select>
          {type?.description && <span class="hint">{type.description}</span>}
        </div>
        <div class="field">
          <label for="connector-name">Name</label>
          <input id="connector-name" type="text" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </div>
        {type && <ConfigSection type={type} value={config} idPrefix="new" onChange={setConfig} />}
        {type && <CredentialsSection type={type} value={credentials} idPrefix="new" onChange={setCredentials} />}
        <ErrorAlert error={error} />
        <div>
          <button type="submit" class="primary" disabled={busy || !type}>
            Create connector
          </button>
        </div>
      </form>
    </Page>
  );
}
