// /webhooks/:id: one endpoint with Send test event (outcome in a live region), Enable / Disable, Rotate secret
// (the new secret shown once; the previous one stays valid for 24 hours) and Delete with a confirmation.
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { Confirm } from '../components/Confirm';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { SecretOnce } from '../components/SecretOnce';
import { Time } from '../components/Time';
import { Link, navigate, pathFor } from '../router';
import { useCan } from '../session';

export function describeSend(result: Schemas['WebhookSendResult']): string {
  const status = result.status_code === null ? 'no HTTP status' : `HTTP ${result.status_code}`;
  const latency = result.latency_ms === null ? '' : ` in ${result.latency_ms} ms`;
  if (result.result === 'ok') return `Delivered: ${status}${latency}. Delivery ${result.delivery_id}.`;
  const why = result.error ? ` Error: ${result.error.message} (${result.error.code}).` : '';
  return `Failed: ${status}${latency}.${why} Delivery ${result.delivery_id}.`;
}

export function WebhookPage({ id }: { id: string }) {
  const canWrite = useCan('webhooks:write');
  const [endpoint, setEndpoint] = useState<Schemas['WebhookEndpoint'] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    call(api.GET('/v1/webhooks/{id}', { params: { path: { id } } })).then(
      (ep) => live && setEndpoint(ep),
      (err) => live && setLoadError(err),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const run = async (label: string, action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setOutcome(`${label}…`);
    try {
      await action();
    } catch (err) {
      setOutcome('');
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const sendTest = () =>
    run('Sending a test event', async () => {
      const result = await call(api.POST('/v1/webhooks/{id}/test', { params: { path: { id } }, body: {} }));
      setOutcome(`Test event: ${describeSend(result)}`);
    });
  const setEnabled = (enabled: boolean) =>
    run(enabled ? 'Enabling' : 'Disabling', async () => {
      const updated = await call(api.PATCH('/v1/webhooks/{id}', { params: { path: { id } }, body: { enabled } }));
      setEndpoint(updated);
      setOutcome(updated.enabled ? 'Endpoint enabled.' : 'Endpoint disabled.');
    });
  const rotate = () =>
    run('Rotating the secret', async () => {
      const rotated = await call(api.POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id } }, body: {} }));
      const { secret: fresh, ...rest } = rotated;
      setEndpoint(rest);
      setSecret(fresh);
      setOutcome('Secret rotated.');
    });

  if (!endpoint) {
    return (
      <Page title="Webhook endpoint">
        {loadError ? <ErrorAlert error={loadError} /> : <p role="status">Loading…</p>}
        <p>
          <Link href="/webhooks">Back to webhooks</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title={`Endpoint ${endpoint.url}`}>
      <p>
        <Link href="/webhooks">All endpoints</Link> · <Link href={pathFor('webhooks', endpoint.id, 'deliveries')}>Deliveries</Link>
      </p>
      {secret && (
        <SecretOnce label="New signing secret" value={secret} warning="This secret will not be shown again." onDone={() => setSecret(null)}>
          <p>Both the new and the previous secret are valid for 24 hours, and deliveries are signed with both meanwhile: update your receiver within that time.</p>
        </SecretOnce>
      )}
      <dl class="kv">
        <div class="kv-row">
          <dt>URL</dt>
          <dd class="wrap">{endpoint.url}</dd>
        </div>
        <div class="kv-row">
          <dt>Events</dt>
          <dd>{endpoint.events.join(', ')}</dd>
        </div>
        <div class="kv-row">
          <dt>Enabled</dt>
          <dd>{endpoint.enabled ? 'yes' : 'no'}</dd>
        </div>
        <div class="kv-row">
          <dt>Description</dt>
          <dd class="wrap">{endpoint.description ?? '—'}</dd>
        </div>
        <div class="kv-row">
          <dt>Previous secret valid until</dt>
          <dd>
            <Time value={endpoint.previous_secret_expires_at} empty="no previous secret" />
          </dd>
        </div>
        <div class="kv-row">
          <dt>Created</dt>
          <dd>
            <Time value={endpoint.created_at} />
          </dd>
        </div>
        <div class="kv-row">
          <dt>ID</dt>
          <dd class="mono">{endpoint.id}</dd>
        </div>
      </dl>
      {canWrite && (
        <div class="actions">
          <button type="button" class="primary" disabled={busy} onClick={sendTest}>
            Send test event
          </button>
          {endpoint.enabled ? (
            <button type="button" disabled={busy} onClick={() => setEnabled(false)}>
              Disable
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={() => setEnabled(true)}>
              Enable
            </button>
          )}
          <button type="button" disabled={busy} onClick={rotate}>
            Rotate secret
          </button>
          <Confirm
            label="Delete"
            question={`Delete endpoint ${endpoint.url}?`}
            confirmLabel="Confirm delete"
            onConfirm={async () => {
              await call(api.DELETE('/v1/webhooks/{id}', { params: { path: { id } } }));
              navigate('/webhooks');
            }}
          />
        </div>
      )}
      <p role="status" aria-live="polite" class="outcome">
        {outcome}
      </p>
      <ErrorAlert error={error} />
    </Page>
  );
}

