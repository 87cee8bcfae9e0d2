// /webhooks: the endpoints (URL, events, enabled, description, deliveries) and Add endpoint (webhooks:write):
// an https URL, the events as checkboxes with their descriptions, a description, a rate limit and custom headers;
// the signing secret is shown once.
import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { EndpointFields, bodyFields, fieldsFrom } from '../components/EndpointFields';
import { ErrorAlert } from '../components/ErrorAlert';
import { ListState } from '../components/ListState';
import { Page } from '../components/Page';
import { SecretOnce } from '../components/SecretOnce';
import { usePagedList } from '../components/usePagedList';
import { Link, pathFor } from '../router';
import { useCan } from '../session';

function AddEndpointForm({ onCreated }: { onCreated: (endpoint: Schemas['WebhookEndpointWithSecret']) => void }) {
  const [url, setUrl] = useState('');
  const [fields, setFields] = useState(fieldsFrom());
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: globalThis.Event) => {
    e.preventDefault();
    setError(null);
    if (fields.events.length === 0) {
      setError(new Error('Choose at least one event.'));
      return;
    }
    setBusy(true);
    try {
      const body: Schemas['WebhookEndpointCreate'] = { url: url.trim(), events: fields.events, ...bodyFields(fields) };
      if (description.trim()) body.description = description.trim();
      const created = await call(api.POST('/v1/webhooks', { body }));
      setUrl('');
      setFields(fieldsFrom());
      setDescription('');
      onCreated(created);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="add-endpoint-h" noValidate>
      <h2 id="add-endpoint-h">New endpoint</h2>
      <div class="field">
        <label for="wh-url">URL</label>
        <input id="wh-url" type="url" required placeholder="https://" value={url} onInput={(e) => setUrl(e.currentTarget.value)} aria-describedby="wh-url-hint" />
        <span id="wh-url-hint" class="hint">
          HTTPS only.
        </span>
      </div>
      <div class="field">
        <label for="wh-description">Description</label>
        <input id="wh-description" type="text" maxLength={500} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </div>
      <EndpointFields idPrefix="wh-new" state={fields} onChange={setFields} />
      <ErrorAlert error={error} />
      <div>
        <button type="submit" class="primary" disabled={busy}>
          Add endpoint
        </button>
      </div>
    </form>
  );
}

export function WebhooksPage() {
  const canWrite = useCan('webhooks:write');
  const [created, setCreated] = useState<Schemas['WebhookEndpointWithSecret'] | null>(null);
  const list = usePagedList((cursor) => call(api.GET('/v1/webhooks', { params: { query: { cursor, limit: 50 } } })), []);
  return (
    <Page title="Webhooks">
      {created && (
        <SecretOnce label="Signing secret" value={created.secret} warning="This secret will not be shown again." onDone={() => setCreated(null)}>
          <p>
            Endpoint <Link href={pathFor('webhooks', created.id)}>{created.url}</Link> was added. Verify the <code>X-Service-Signature</code> header of
            each delivery with this secret.
          </p>
        </SecretOnce>
      )}
      {canWrite && (
        <AddEndpointForm
          onCreated={(endpoint) => {
            setCreated(endpoint);
            list.first();
            list.reload();
          }}
        />
      )}
      <h2>Endpoints</h2>
      <ListState list={list} empty="No webhook endpoints yet.">
        {(endpoints) => (
          <table>
            <caption class="visually-hidden">Webhook endpoints</caption>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Events</th>
                <th scope="col">Enabled</th>
                <th scope="col">Description</th>
                <th scope="col">Deliveries</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((ep) => (
                <tr key={ep.id}>
                  <td class="wrap">
                    <Link href={pathFor('webhooks', ep.id)}>{ep.url}</Link>
                  </td>
                  <td>{ep.events.join(', ')}</td>
                  <td>{ep.enabled ? 'yes' : 'no'}</td>
                  <td class="wrap">{ep.description ?? '—'}</td>
                  <td>
                    <Link href={pathFor('webhooks', ep.id, 'deliveries')}>Deliveries</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
    </Page>
  );
}
