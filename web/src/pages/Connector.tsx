// /connectors/:id: one connector: its type, status and last check, Verify with the result inline, the flows that
// use it, an edit form generated from its type's schemas (credentials stay as they are unless replaced, and are
// never shown), and Delete, which the API refuses while a flow uses it.
import { useEffect, useState } from 'preact/hooks';
import { api, call, messageOf, type Schemas } from '../api';
import { ConfigSection, CredentialsSection, schemaOf, typeOfConnector, useConnectorTypes, type ConnectorType } from '../components/ConnectorFields';
import { Confirm } from '../components/Confirm';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { hasFields, type JsonObject } from '../components/SchemaForm';
import { Time } from '../components/Time';
import { Link, navigate, pathFor } from '../router';
import { useCan } from '../session';

type Connector = Schemas['Connector'];
type Flow = Schemas['Flow'];

/** The flows whose source or destination is `id` (every page of the customer's flows, up to 1,000). */
async function flowsUsing(id: string): Promise<Flow[]> {
  const found: Flow[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 10; page++) {
    const list = await call(api.GET('/v1/flows', { params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } } }));
    found.push(...list.data.filter((f) => f.source_connector_id === id || f.destination_connector_id === id));
    cursor = list.meta.next_cursor ?? undefined;
    if (!cursor) break;
  }
  return found;
}

function VerifyButton({ connector, onDone }: { connector: Connector; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const verify = async () => {
    setBusy(true);
    try {
      const r = await call(api.POST('/v1/connectors/{id}/verify', { params: { path: { id: connector.id } }, body: {} }));
      const why = r.error ? `${r.error.message} (${r.error.code})` : '';
      setOutcome({ ok: r.result === 'ok', text: r.result === 'ok' ? `Verified in ${r.latency_ms} ms.` : `Verification failed: ${why}` });
      onDone();
    } catch (err) {
      setOutcome({ ok: false, text: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" disabled={busy} onClick={verify}>
        {busy ? 'Verifying…' : 'Verify'}
      </button>
      <p role="status" aria-live="polite" class={outcome ? (outcome.ok ? 'ok' : 'bad') : ''}>
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}

function EditForm({ connector, type, onSaved }: { connector: Connector; type: ConnectorType; onSaved: (c: Connector) => void }) {
  const [name, setName] = useState(connector.name);
  const [config, setConfig] = useState<JsonObject>(connector.config as JsonObject);
  const [replacing, setReplacing] = useState(false);
  const [credentials, setCredentials] = useState<JsonObject>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState('');
  const submit = async (e: globalThis.Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setSaved('');
    try {
      const body = { name: name.trim(), config, ...(replacing ? { credentials } : {}) };
      const updated = await call(api.PATCH('/v1/connectors/{id}', { params: { path: { id: connector.id } }, body }));
      setReplacing(false);
      setCredentials({});
      setSaved('Saved. Verify to check the new settings.');
      onSaved(updated);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const needsCredentials = hasFields(schemaOf(type, 'credentials'));
  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="edit-connector-h" noValidate>
      <h2 id="edit-connector-h">Settings</h2>
      <div class="field">
        <label for="edit-name">Name</label>
        <input id="edit-name" type="text" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <ConfigSection type={type} value={config} idPrefix="edit" onChange={setConfig} />
      {needsCredentials && !replacing && (
        <p>
          Credentials are set and never shown.{' '}
          <button type="button" onClick={() => setReplacing(true)}>
            Replace credentials
          </button>
        </p>
      )}
      {replacing && <CredentialsSection type={type} value={credentials} idPrefix="edit" onChange={setCredentials} />}
      <ErrorAlert error={error} />
      <p role="status" aria-live="polite" class="ok">
        {saved}
      </p>
      <div>
        <button type="submit" class="primary" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}

function Details({ connector, type }: { connector: Connector; type: ConnectorType | undefined }) {
  return (
    <dl class="kv">
      <dt>Type</dt>
      <dd>
        {type?.name ?? connector.type} <span class="muted">({connector.type} {connector.type_version ?? type?.version ?? ''})</span>
      </dd>
      <dt>Status</dt>
      <dd>
        <span class={`badge status-${connector.status}`}>{connector.status}</span>
      </dd>
      <dt>Last verified</dt>
      <dd>
        <Time value={connector.last_verified_at} />
      </dd>
      <dt>Last error</dt>
      <dd class="wrap">{connector.last_error ? `${connector.last_error.message} (${connector.last_error.code})` : '—'}</dd>
    </dl>
  );
}

export function ConnectorPage({ id }: { id: string }) {
  const canWrite = useCan('connectors:write');
  const { types } = useConnectorTypes();
  const [connector, setConnector] = useState<Connector | null>(null);
  const [flows, setFlows] = useState<Flow[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = () => call(api.GET('/v1/connectors/{id}', { params: { path: { id } } })).then(setConnector, setError);
  useEffect(() => {
    void load();
    flowsUsing(id).then(setFlows, setError);
  }, [id]);
  const type = typeOfConnector(types, connector ?? undefined);
  return (
    <Page title={connector ? connector.name : 'Connector'} actions={connector && canWrite ? <VerifyButton connector={connector} onDone={load} /> : undefined}>
      <p>
        <Link href="/connectors">All connectors</Link>
      </p>
      <ErrorAlert error={error} />
      {connector && <Details connector={connector} type={type} />}
      <h2>Used by</h2>
      {flows === null ? <p>Loading…</p> : flows.length === 0 ? <p>No flow uses this connector.</p> : (
        <ul>
          {flows.map((f) => (
            <li key={f.id}>
              <Link href={pathFor('flows', f.id)}>{f.name}</Link> ({f.source_connector_id === id ? 'source' : 'destination'})
            </li>
          ))}
        </ul>
      )}
      {connector && type && canWrite && <EditForm connector={connector} type={type} onSaved={setConnector} />}
      {connector && canWrite && (
        <Confirm label="Delete connector" question={`Delete ${connector.name}? Its stored credentials are deleted too.`} confirmLabel="Delete" onConfirm={async () => {
          await call(api.DELETE('/v1/connectors/{id}', { params: { path: { id } } }));
          navigate('/connectors');
        }} />
      )}
    </Page>
  );
}
