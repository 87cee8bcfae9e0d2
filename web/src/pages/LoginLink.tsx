// /login/link#<token>: takes the one-time token from the fragment (never sent to the server in a URL), drops
// it from the address bar at once, exchanges it for a session and goes to /flows.
import { useEffect, useState } from 'preact/hooks';
import { api, call } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { Link } from '../router';
import type { Session } from '../session';

export function LoginLinkPage({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let token = location.hash.replace(/^#/, '');
    try {
      token = decodeURIComponent(token);
    } catch {
      // Not percent-encoded after all: send it as it is and let the API judge it.
    }
    history.replaceState(null, '', location.pathname);
    if (!token) {
      setError(new Error('This sign-in link has no token. Ask for a new link, or sign in with your password.'));
      return;
    }
    call(api.POST('/console/v1/session/link', { body: { token } }), { keepOn401: true }).then(onSignedIn, setError);
  }, []);
  return (
    <main id="main" class="narrow" tabIndex={-1}>
      <Page title="Signing in">
        {error ? (
          <>
            <ErrorAlert error={error} />
            <p>
              <Link href="/login">Go to the sign-in page</Link>
            </p>
          </>
        ) : (
          <p role="status">Signing you in…</p>
        )}
      </Page>
    </main>
  );
}
