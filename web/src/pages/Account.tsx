// /account: the signed-in user's details and Save password (PUT /console/v1/session/password); the current
// password is needed only when one is already set.
import { useState } from 'preact/hooks';
import { api, call } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { Time } from '../components/Time';
import { useSession } from '../session';
import { browserZone, setTimeZoneChoice, useTimeZoneChoice } from '../timeZone';

function TimeZoneChoice() {
  const choice = useTimeZoneChoice();
  return (
    <fieldset class="card">
      <legend>Show times in</legend>
      <label>
        <input type="radio" name="time-zone" checked={choice === 'utc'} onChange={() => setTimeZoneChoice('utc')} /> UTC
      </label>
      <label>
        <input type="radio" name="time-zone" checked={choice === 'browser'} onChange={() => setTimeZoneChoice('browser')} /> This browser's zone ({browserZone()})
      </label>
    </fieldset>
  );
}

export function AccountPage() {
  const { session } = useSession();
  const [current, setCurrent] = useState('');
  const [fresh, setFresh] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState('');
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setOutcome('');
    try {
      const body: { new_password: string; current_password?: string } = { new_password: fresh };
      if (current) body.current_password = current;
      await call(api.PUT('/console/v1/session/password', { body }));
      setCurrent('');
      setFresh('');
      setOutcome('Password saved. Your other sessions were signed out.');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="Account">
      <dl class="kv">
        <div class="kv-row">
          <dt>Email</dt>
          <dd>{session.user.email}</dd>
        </div>
        <div class="kv-row">
          <dt>Role</dt>
          <dd>{session.user.role}</dd>
        </div>
        <div class="kv-row">
          <dt>Account</dt>
          <dd>{session.customer.name}</dd>
        </div>
        <div class="kv-row">
          <dt>Session ends</dt>
          <dd>
            <Time value={session.expires_at} />
          </dd>
        </div>
      </dl>
      <TimeZoneChoice />
      <form onSubmit={submit} class="stack card" aria-labelledby="password-h">
        <h2 id="password-h">Password</h2>
        <div class="field">
          <label for="pw-current">Current password</label>
          <input
            id="pw-current"
            type="password"
            autoComplete="current-password"
            value={current}
            onInput={(e) => setCurrent(e.currentTarget.value)}
            aria-describedby="pw-current-hint"
          />
          <span id="pw-current-hint" class="hint">
            Leave empty if you signed in with a link and have no password yet.
          </span>
        </div>
        <div class="field">
          <label for="pw-new">New password</label>
          <input
            id="pw-new"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={1024}
            value={fresh}
            onInput={(e) => setFresh(e.currentTarget.value)}
            aria-describedby="pw-new-hint"
          />
          <span id="pw-new-hint" class="hint">
            At least 12 characters.
          </span>
        </div>
        <ErrorAlert error={error} />
        <p role="status" class="outcome">
          {outcome}
        </p>
        <div>
          <button type="submit" class="primary" disabled={busy}>
            Save password
          </button>
        </div>
      </form>
    </Page>
  );
}
