// /webhooks/:id: one endpoint with Send test event (outcome in a live region), Enable / Disable, Rotate secret
// (the new secret shown once; the previous one stays valid for 24 hours) and Delete with a confirmation. A disabled
// endpoint shows why in a banner with Re-enable; the delivery stats for 24 hours and 7 days; Recover failed
// deliveries since a time (24 hours ago by default); Edit (events, description, rate limit, custom headers).
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { Confirm } from '../components/Confirm';
import { EndpointFields, bodyFields, fieldsFrom } from '../components/EndpointFields';
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

/** Why an endpoint is disabled, in words: "disabled because it answered 410 Gone" … */
export function disabledBecause(endpoint: Schemas['WebhookEndpoint']): string {
  if (endpoint.disabled_reason === 'gone') return 'This endpoint was disabled because it answered 410 Gone';
  if (endpoint.disabled_reason === 'failing') return 'This endpoint was disabled after failing since';
  if (endpoint.disabled_reason) return `This endpoint was disabled (${endpoint.disabled_reason})`;
  return 'This endpoint was disabled by hand';
}

/** A datetime-local value (the browser's zone) for `ms`. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`);
const millis = (ms: number | null) => (ms === null ? '—' : `${ms} ms`);

function StatsTable({ stats }: { stats: Schemas['WebhookStats'] }) {
  const windows = [stats.last_24h, stats.last_7d];
  const row = (label: string, cell: (w: Schemas['WebhookStatsWindow']) => string | number) => (
    <tr>
      <th scope="row">{label}</th>
      {windows.map((w, i) => (
        <td key={i}>{cell(w)}</td>
      ))}
    </tr>
  );
  return (
    <>
      <table class="stats">
        <caption>Delivery statistics</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Last 24 hours</th>
            <th scope="col">Last 7 days</th>
          </tr>
        </thead>
        <tbody>
          {row('Success rate', (w) => percent(w.success_rate))}
          {row('Attempts', (w) => w.attempts.total)}
          {row('Succeeded attempts', (w) => w.attempts.succeeded)}
          {row('Failed attempts', (w) => `${w.attempts.failed} (HTTP ${w.attempts.http_status}, time-out ${w.attempts.timeout}, connection ${w.attempts.connection}, not sent ${w.attempts.not_sent})`)}
          {row('Latency p50', (w) => millis(w.p50_ms))}
          {row('Latency p95', (w) => millis(w.p95_ms))}
          {row('Deliveries pending', (w) => w.deliveries.pending)}
          {row('Deliveries succeeded', (w) => w.deliveries.succeeded)}
          {row('Deliveries failed', (w) => w.deliveries.failed)}
        </tbody>
      </table>
      <dl class="kv">
        <div class="kv-row">
          <dt>Last success</dt>
          <dd>
            <Time value={stats.last_success_at} empty="none" />
          </dd>
        </div>
        <div class="kv-row">
          <dt>Last failure</dt>
          <dd>
            <Time value={stats.last_failure_at} empty="none" />
          </dd>
        </div>
      </dl>
    </>
  );
}

export function WebhookPage({ id }: { id: string }) {
  const canWrite = useCan('webhooks:write');
  const [endpoint, setEndpoint] = useState<Schemas['WebhookEndpoint'] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [stats, setStats] = useState<Schemas['WebhookStats'] | null>(null);
  const [since, setSince] = useState(() => localInput(Date.now() - 24 * 3_600_000));
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState(fieldsFrom());
  const [description, setDescription] = useState('');

  const loadStats = () =>
    call(api.GET('/v1/webhooks/{id}/stats', { params: { path: { id } } })).then(
      (s) => setStats(s),
      () => setStats(null),
    );

  useEffect(() => {
    let live = true;
    call(api.GET('/v1/webhooks/{id}', { params: { path: { id } } })).then(
      (ep) => live && setEndpoint(ep),
      (err) => live && setLoadError(err),
    );
    call(api.GET('/v1/webhooks/{id}/stats', { params: { path: { id } } })).then(
      (s) => live && setStats(s),
      () => {},
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
  const recover = (e: globalThis.Event) => {
    e.preventDefault();
    return run('Recovering failed deliveries', async () => {
      const at = new Date(since);
      if (Number.isNaN(at.getTime())) throw new Error('Choose the time to recover failed deliveries from.');
      const result = await call(api.POST('/v1/webhooks/{id}/recover', { params: { path: { id } }, body: { since: at.toISOString() } }));
      setOutcome(`${result.recovered} failed ${result.recovered === 1 ? 'delivery' : 'deliveries'} queued again.`);
      await loadStats();
    });
  };
  const startEditing = () => {
    if (!endpoint) return;
    setFields(fieldsFrom(endpoint));
    setDescription(endpoint.description ?? '');
    setEditing(true);
  };
  const save = (e: globalThis.Event) => {
    e.preventDefault();
    return run('Saving', async () => {
      if (fields.events.length === 0) throw new Error('Choose at least one event.');
      const body: Schemas['WebhookEndpointUpdate'] = { events: fields.events, description: description.trim() || null, ...bodyFields(fields) };
      const updated = await call(api.PATCH('/v1/webhooks/{id}', { params: { path: { id } }, body }));
      setEndpoint(updated);
      setEditing(false);
      setOutcome('Endpoint saved.');
    });
  };
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
      {!endpoint.enabled && (
        <div class="banner" role="region" aria-label="Endpoint disabled">
          <p>
            <strong>{disabledBecause(endpoint)}</strong>
            {endpoint.disabled_reason === 'failing' && endpoint.failing_since && (
              <>
                {' '}
                <Time value={endpoint.failing_since} />
              </>
            )}
            {endpoint.disabled_at && (
              <>
                {' '}
                (disabled <Time value={endpoint.disabled_at} />)
              </>
            )}
            . It gets no deliveries until it is enabled again.
          </p>
          {canWrite && (
            <button type="button" class="primary" disabled={busy} onClick={() => setEnabled(true)}>
              Re-enable
            </button>
          )}
        </div>
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
          <dt>Rate limit</dt>
          <dd>{endpoint.rate_limit === null ? 'none' : `${endpoint.rate_limit} deliveries per second`}</dd>
        </div>
        <div class="kv-row">
          <dt>Custom headers</dt>
          <dd>
            {endpoint.headers.length === 0 ? (
              'none'
            ) : (
              <ul class="plain">
                {endpoint.headers.map((h) => (
                  <li key={h.name} class="mono">
                    {h.name}: {h.secret ? <em>secret (set)</em> : h.value}
                  </li>
                ))}
              </ul>
            )}
          </dd>
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
          ) : null}
          <button type="button" disabled={busy} onClick={rotate}>
            Rotate secret
          </button>
          {!editing && (
            <button type="button" disabled={busy} onClick={startEditing}>
              Edit
            </button>
          )}
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
      {canWrite && editing && (
        <form onSubmit={save} class="stack card" aria-labelledby="edit-endpoint-h" noValidate>
          <h2 id="edit-endpoint-h">Edit endpoint</h2>
          <div class="field">
            <label for="wh-edit-description">Description</label>
            <input id="wh-edit-description" type="text" maxLength={500} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
          </div>
          <EndpointFields idPrefix="wh-edit" state={fields} onChange={setFields} />
          <div class="actions">
            <button type="submit" class="primary" disabled={busy}>
              Save
            </button>
            <button type="button" disabled={busy} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <h2>Statistics</h2>
      {stats ? <StatsTable stats={stats} /> : <p role="status">Loading statistics…</p>}
      {canWrite && (
        <form onSubmit={recover} class="stack card" aria-labelledby="recover-h">
          <h2 id="recover-h">Recover failed deliveries</h2>
          <p class="hint" id="recover-hint">
            Queues again every failed delivery created since this time (at most 14 days ago), each with a fresh retry schedule.
          </p>
          <div class="field">
            <label for="recover-since">Failed since</label>
            <input id="recover-since" type="datetime-local" required value={since} onInput={(e) => setSince(e.currentTarget.value)} aria-describedby="recover-hint" />
          </div>
          <div>
            <button type="submit" disabled={busy || !endpoint.enabled}>
              Recover failed deliveries
            </button>
          </div>
        </form>
      )}
    </Page>
  );
}

