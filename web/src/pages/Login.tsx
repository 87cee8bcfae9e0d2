// /login: sign in with email and password (POST /console/v1/session); wrong credentials and throttling are
// shown with the API's message.
import { useState } from 'preact/hooks';
import { api, call } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import type { Session } from '../session';

export function LoginPage({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await call(api.POST('/console/v1/session', { body: { email, password } }), { keepOn401: true });
      onSignedIn(session);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <main id="main" class="narrow" tabIndex={-1}>
      <Page title="Sign in">
        <form onSubmit={submit} class="stack">
          <div class="field">
            <label for="login-email">Email</label>
            <input id="login-email" type="email" autoComplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          </div>
          <div class="field">
            <label for="login-password">Password</label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </div>
          <ErrorAlert error={error} />
          <div>
            <button type="submit" class="primary" disabled={busy}>
              Sign in
            </button>
          </div>
        </form>
        <p class="muted">No password yet? Ask an owner or admin of your account for a sign-in link.</p>
      </Page>
    </main>
  );
}
