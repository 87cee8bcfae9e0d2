// /webhooks/:id/deliveries/:deliveryId: one delivery with every attempt (time, status code, latency, request and
// response headers and bodies, error; bodies pretty-printed when JSON, each attempt's request and response folded
// but the last one's) and Replay (webhooks:write) with its outcome in a live region.
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { Time } from '../components/Time';
import { Link, pathFor } from '../router';
import { useCan } from '../session';
import { describeSend } from './Webhook';

function Headers({ headers }: { headers: Record<string, string> }) {
  const text = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return <pre class="code">{text || '(none)'}</pre>;
}

/** A body as sent or received: JSON pretty-printed, anything else as it is. */
function Body({ text, empty }: { text: string | null | undefined; empty: string }) {
  if (!text) return <pre class="code">{empty}</pre>;
  try {
    return <pre class="code">{JSON.stringify(JSON.parse(text), null, 2)}</pre>;
  } catch {
    return <pre class="code">{text}</pre>;
  }
}

function Attempt({ attempt, open }: { attempt: Schemas['WebhookAttempt']; open: boolean }) {
  const headingId = `attempt-${attempt.number}`;
  return (
    <section class="attempt card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Attempt {attempt.number} <span class={`badge status-${attempt.result === 'ok' ? 'succeeded' : 'failed'}`}>{attempt.result}</span>
      </h3>
      <dl class="kv">
        <div class="kv-row">
          <dt>Time</dt>
          <dd>
            <Time value={attempt.started_at} />
          </dd>
        </div>
        <div class="kv-row">
          <dt>Trigger</dt>
          <dd>{attempt.trigger}</dd>
        </div>
        <div class="kv-row">
          <dt>Status code</dt>
          <dd>{attempt.status_code ?? 'none'}</dd>
        </div>
        <div class="kv-row">
          <dt>Latency</dt>
          <dd>{attempt.latency_ms === null ? '—' : `${attempt.latency_ms} ms`}</dd>
        </div>
        <div class="kv-row">
          <dt>Error</dt>
          <dd class="wrap">{attempt.error ? `${attempt.error.message} (${attempt.error.code})` : 'none'}</dd>
        </div>
      </dl>
      {attempt.request && (
        <details open={open}>
          <summary>Request: POST {attempt.request.url}</summary>
          <h4>Request headers</h4>
          <Headers headers={attempt.request.headers} />
          <h4>Request body</h4>
          <Body text={attempt.request.body} empty="(empty)" />
        </details>
      )}
      {attempt.response ? (
        <details open={open}>
          <summary>Response: {attempt.status_code ?? 'no status'}{attempt.response.body_truncated ? ', body truncated' : ''}</summary>
          <h4>Response headers</h4>
          <Headers headers={attempt.response.headers} />
          <h4>Response body{attempt.response.body_truncated ? ' (truncated)' : ''}</h4>
          <Body text={attempt.response.body} empty="(empty)" />
        </details>
      ) : (
        <p class="muted">No response was received.</p>
      )}
    </section>
  );
}

export function DeliveryPage({ id, deliveryId }: { id: string; deliveryId: string }) {
  const canWrite = useCan('webhooks:write');
  const [delivery, setDelivery] = useState<Schemas['WebhookDeliveryDetail'] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState('');
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    call(api.GET('/v1/webhooks/{id}/deliveries/{delivery_id}', { params: { path: { id, delivery_id: deliveryId } } })).then(
      (d) => live && setDelivery(d),
      (err) => live && setLoadError(err),
    );
    return () => {
      live = false;
    };
  }, [id, deliveryId, tick]);

  const replay = async () => {
    setBusy(true);
    setError(null);
    setOutcome('Replaying…');
    try {
      const result = await call(api.POST('/v1/webhooks/{id}/deliveries/{delivery_id}/replay', { params: { path: { id, delivery_id: deliveryId } }, body: {} }));
      setOutcome(`Replay: ${describeSend(result)}`);
      setTick((n) => n + 1);
    } catch (err) {
      setOutcome('');
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={`Delivery ${deliveryId}`}>
      <p>
        <Link href={pathFor('webhooks', id, 'deliveries')}>All deliveries of this endpoint</Link>
      </p>
      {!delivery ? (
        loadError ? (
          <ErrorAlert error={loadError} />
        ) : (
          <p role="status">Loading…</p>
        )
      ) : (
        <>
          <dl class="kv">
            <div class="kv-row">
              <dt>Event</dt>
              <dd>{delivery.event}</dd>
            </div>
            <div class="kv-row">
              <dt>Status</dt>
              <dd>
                <span class={`badge status-${delivery.status}`}>{delivery.status}</span>
              </dd>
            </div>
            <div class="kv-row">
              <dt>Attempts</dt>
              <dd>{delivery.attempt_count}</dd>
            </div>
            <div class="kv-row">
              <dt>Created</dt>
              <dd>
                <Time value={delivery.created_at} />
              </dd>
            </div>
            <div class="kv-row">
              <dt>Next attempt</dt>
              <dd>
                <Time value={delivery.next_attempt_at} empty="none scheduled" />
              </dd>
            </div>
          </dl>
          {canWrite && (
            <div class="actions">
              <button type="button" class="primary" disabled={busy} onClick={replay}>
                Replay
              </button>
            </div>
          )}
          <p role="status" aria-live="polite" class="outcome">
            {outcome}
          </p>
          <ErrorAlert error={error} />
          <h2>Attempts ({delivery.attempts.length})</h2>
          {delivery.attempts.length === 0 ? <p>No attempts yet.</p> : delivery.attempts.map((a, i) => <Attempt key={a.number} attempt={a} open={i === delivery.attempts.length - 1} />)}
          <h2>Payload</h2>
          <pre class="code">{JSON.stringify(delivery.payload, null, 2)}</pre>
        </>
      )}
    </Page>
  );
}
