// /connectors: connectors (names link to their page; New connector opens the form) with status, degraded since and last error, and Verify per row (connectors:write)
// whose result (ok or failure, latency, message) is announced in a live region.
import { useState } from 'preact/hooks';
import { api, call, messageOf, type Schemas } from '../api';
import { ListState } from '../components/ListState';
import { Page } from '../components/Page';
import { Time } from '../components/Time';
import { usePagedList } from '../components/usePagedList';
import { Link, pathFor } from '../router';
import { useCan } from '../session';
import { useAutoRefresh } from '../components/useAutoRefresh';

function describe(name: string, result: Schemas['VerifyResult']): string {
  if (result.result === 'ok') return `${name}: verified OK in ${result.latency_ms} ms (status ${result.status}).`;
  const why = result.error ? `${result.error.message} (${result.error.code})` : 'unknown error';
  return `${name}: verification failed after ${result.latency_ms} ms: ${why}. Status ${result.status}.`;
}

export function ConnectorsPage() {
  const canWrite = useCan('connectors:write');
  const [outcomes, setOutcomes] = useState<Record<string, { ok: boolean; text: string }>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = usePagedList((cursor) => call(api.GET('/v1/connectors', { params: { query: { cursor, limit: 50 } } })), []);
  useAutoRefresh(list.refresh);

  const verify = async (connector: Schemas['Connector']) => {
    setBusy(connector.id);
    setAnnouncement(`Verifying ${connector.name}…`);
    let outcome: { ok: boolean; text: string };
    try {
      const result = await call(api.POST('/v1/connectors/{id}/verify', { params: { path: { id: connector.id } }, body: {} }));
      outcome = { ok: result.result === 'ok', text: describe(connector.name, result) };
      list.reload();
    } catch (err) {
      outcome = { ok: false, text: `${connector.name}: ${messageOf(err)}` };
    }
    setOutcomes((all) => ({ ...all, [connector.id]: outcome }));
    setAnnouncement(outcome.text);
    setBusy(null);
  };

  return (
    <Page
      title="Connectors"
      actions={
        canWrite ? (
          <Link href="/connectors/new" class="button primary">
            New connector
          </Link>
        ) : undefined
      }
    >
      <p role="status" aria-live="polite" class="outcome">
        {announcement}
      </p>
      <ListState list={list} empty="No connectors yet.">
        {(connectors) => (
          <table>
            <caption class="visually-hidden">Connectors</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Degraded since</th>
                <th scope="col">Last error</th>
                {canWrite && <th scope="col">Verify</th>}
              </tr>
            </thead>
            <tbody>
              {connectors.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link href={pathFor('connectors', c.id)}>{c.name}</Link>
                  </td>
                  <td>
                    {c.type}
                    {c.type_version && <span class="muted"> {c.type_version}</span>}
                  </td>
                  <td>
                    <span class={`badge status-${c.status}`}>{c.status}</span>
                  </td>
                  <td>
                    <Time value={c.degraded_since} />
                  </td>
                  <td class="wrap">{c.last_error ? `${c.last_error.message} (${c.last_error.code})` : '—'}</td>
                  {canWrite && (
                    <td>
                      <button type="button" disabled={busy === c.id} onClick={() => verify(c)}>
                        Verify
                      </button>
                      {outcomes[c.id] && <p class={outcomes[c.id]!.ok ? 'ok' : 'bad'}>{outcomes[c.id]!.ok ? 'OK' : 'Failed'}</p>}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
    </Page>
  );
}
