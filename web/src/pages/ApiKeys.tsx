// /api-keys: the keys the session may see (owners and admins: every key of the customer, with its owner), Create
// key with a name, the scopes the role holds and an expiry, the new key shown once, and Revoke with a confirmation.
import { useState } from 'preact/hooks';
import { api, call, type Schemas, type Scope } from '../api';
import { Confirm } from '../components/Confirm';
import { ErrorAlert } from '../components/ErrorAlert';
import { ListState } from '../components/ListState';
import { Page } from '../components/Page';
import { SecretOnce } from '../components/SecretOnce';
import { Time } from '../components/Time';
import { usePagedList } from '../components/usePagedList';
import { isManager, useSession } from '../session';

const EXPIRIES: Array<{ label: string; days: 30 | 90 | 365 | null }> = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '365 days', days: 365 },
  { label: 'Never', days: null },
];

function CreateKeyForm({ scopes, onCreated }: { scopes: Scope[]; onCreated: (key: Schemas['ApiKeyWithSecret']) => void }) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Scope[]>([]);
  const [expiry, setExpiry] = useState('90 days');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const toggle = (scope: Scope, on: boolean) => setChosen((all) => (on ? [...all.filter((s) => s !== scope), scope] : all.filter((s) => s !== scope)));
  const submit = async (event: Event) => {
    event.preventDefault();
    setError(null);
    if (chosen.length === 0) {
      setError(new Error('Choose at least one scope for the key.'));
      return;
    }
    const days = EXPIRIES.find((e) => e.label === expiry)?.days ?? null;
    setBusy(true);
    try {
      const body: Schemas['ApiKeyCreate'] = { scopes: scopes.filter((s) => chosen.includes(s)) };
      if (name.trim()) body.name = name.trim();
      if (days !== null) body.expires_in_days = days;
      const created = await call(api.POST('/console/v1/api-keys', { body }));
      setName('');
      setChosen([]);
      onCreated(created);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="create-key-h">
      <h2 id="create-key-h">New API key</h2>
      <div class="field">
        <label for="key-name">Name</label>
        <input id="key-name" type="text" maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <fieldset>
        <legend>Scopes</legend>
        <div class="checks">
          {scopes.map((scope) => (
            <label key={scope} class="check">
              <input type="checkbox" checked={chosen.includes(scope)} onChange={(e) => toggle(scope, e.currentTarget.checked)} />
              {scope}
            </label>
          ))}
        </div>
      </fieldset>
      <div class="field">
        <label for="key-expires">Expires</label>
        <select id="key-expires" value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)}>
          {EXPIRIES.map((e) => (
            <option key={e.label} value={e.label}>
              {e.label}
            </option>
          ))}
        </select>
      </div>
      <ErrorAlert error={error} />
      <div>
        <button type="submit" class="primary" disabled={busy}>
          Create key
        </button>
      </div>
    </form>
  );
}

export function ApiKeysPage() {
  const { session } = useSession();
  const manager = isManager(session.user.role);
  const [created, setCreated] = useState<Schemas['ApiKeyWithSecret'] | null>(null);
  const list = usePagedList((cursor) => call(api.GET('/console/v1/api-keys', { params: { query: { cursor, limit: 50 } } })), []);

  return (
    <Page title="API keys">
      <p class="muted">
        A key acts with its scopes, limited at every request to what your role allows. {manager ? 'You see every key of your account.' : 'You see your own keys.'}
      </p>
      {created && (
        <SecretOnce label="Your new API key" value={created.key} warning="This key will not be shown again." onDone={() => setCreated(null)}>
          <p>
            Key <strong>{created.name ?? created.prefix}</strong> with scopes {created.scopes.join(', ')}. Send it as{' '}
            <code>Authorization: Bearer &lt;key&gt;</code>.
          </p>
        </SecretOnce>
      )}
      <CreateKeyForm
        // The session lists scopes as open strings; the server checks whatever is sent back.
        scopes={session.scopes as Scope[]}
        onCreated={(key) => {
          setCreated(key);
          list.first();
          list.reload();
        }}
      />
      <h2>Keys</h2>
      <ListState list={list} empty="No API keys yet.">
        {(keys) => (
          <table>
            <caption class="visually-hidden">API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Scopes</th>
                {manager && <th scope="col">Owner</th>}
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">Revoked</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name ?? <span class="muted">unnamed</span>}</td>
                  <td class="mono">{key.prefix}…</td>
                  <td>{key.scopes.join(', ')}</td>
                  {manager && <td>{key.user_email}</td>}
                  <td>
                    <Time value={key.created_at} />
                  </td>
                  <td>
                    <Time value={key.expires_at} empty="never" />
                  </td>
                  <td>
                    <Time value={key.last_used_at} empty="never" />
                  </td>
                  <td>
                    <Time value={key.revoked_at} empty="no" />
                  </td>
                  <td>
                    {!key.revoked_at && (
                      <Confirm
                        label="Revoke"
                        question={`Revoke key ${key.name ?? key.prefix}?`}
                        confirmLabel="Confirm revoke"
                        onConfirm={async () => {
                          const revoked = await call(api.POST('/console/v1/api-keys/{id}/revoke', { params: { path: { id: key.id } }, body: {} }));
                          list.replace((k) => k.id === key.id, revoked);
                        }}
                      />
                    )}
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
