// The console's entry: loads the session (401 → /login), then renders the page for the current path inside the
// layout. Sign-in pages render without a session.
import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, call, setSignedOutHandler } from './api';
import { ErrorAlert } from './components/ErrorAlert';
import { Layout } from './components/Layout';
import { Page } from './components/Page';
import { AccountPage } from './pages/Account';
import { ApiKeysPage } from './pages/ApiKeys';
import { ConnectorPage } from './pages/Connector';
import { ConnectorNewPage } from './pages/ConnectorNew';
import { ConnectorsPage } from './pages/Connectors';
import { DeliveriesPage } from './pages/Deliveries';
import { DeliveryPage } from './pages/Delivery';
import { FlowPage } from './pages/Flow';
import { FlowNewPage } from './pages/FlowNew';
import { FlowsPage } from './pages/Flows';
import { LoginPage } from './pages/Login';
import { LoginLinkPage } from './pages/LoginLink';
import { MembersPage } from './pages/Members';
import { NotFoundPage } from './pages/NotFound';
import { OverviewPage } from './pages/Overview';
import { RunPage } from './pages/Run';
import { RunsPage } from './pages/Runs';
import { WebhookPage } from './pages/Webhook';
import { WebhooksPage } from './pages/Webhooks';
import { match, navigate, useLocation } from './router';
import { type Session, SessionContext } from './session';
import './styles.css';

type Route = [pattern: string, render: (params: Record<string, string>) => preact.JSX.Element];

const ROUTES: Route[] = [
  ['/overview', () => <OverviewPage />],
  ['/flows', () => <FlowsPage />],
  ['/flows/new', () => <FlowNewPage />],
  ['/flows/:id', (p) => <FlowPage id={p.id!} />],
  ['/runs', () => <RunsPage />],
  ['/runs/:id', (p) => <RunPage id={p.id!} />],
  ['/connectors', () => <ConnectorsPage />],
  ['/connectors/new', () => <ConnectorNewPage />],
  ['/connectors/:id', (p) => <ConnectorPage id={p.id!} />],
  ['/api-keys', () => <ApiKeysPage />],
  ['/webhooks', () => <WebhooksPage />],
  ['/webhooks/:id', (p) => <WebhookPage id={p.id!} />],
  ['/webhooks/:id/deliveries', (p) => <DeliveriesPage id={p.id!} />],
  ['/webhooks/:id/deliveries/:deliveryId', (p) => <DeliveryPage id={p.id!} deliveryId={p.deliveryId!} />],
  ['/members', () => <MembersPage />],
  ['/account', () => <AccountPage />],
];

function routeFor(path: string): preact.JSX.Element {
  for (const [pattern, view] of ROUTES) {
    const params = match(pattern, path);
    if (params) return view(params);
  }
  return <NotFoundPage />;
}

function App() {
  const { path } = useLocation();
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  const publicPage = path === '/login' || path === '/login/link';
  const previousPath = useRef(path);

  useEffect(() => {
    setSignedOutHandler(() => {
      setSession(null);
      if (location.pathname !== '/login') navigate('/login');
    });
  }, []);

  useEffect(() => {
    if (publicPage) {
      setSession(null);
      return;
    }
    if (path === '/' || path === '') {
      navigate('/overview', { replace: true });
      return;
    }
    if (session) return;
    let live = true;
    setError(null);
    call(api.GET('/console/v1/session'), { keepOn401: true }).then(
      (s) => live && setSession(s),
      (err) => {
        if (!live) return;
        if (err?.status === 401) navigate('/login', { replace: true });
        else setError(err);
      },
    );
    return () => {
      live = false;
    };
  }, [publicPage, path === '/', session === null, tick]);

  // Move focus to the new page's content after an in-app navigation, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (previousPath.current === path) return;
    previousPath.current = path;
    document.getElementById('main')?.focus();
  }, [path]);

  const signedIn = (s: Session) => {
    setSession(s);
    navigate('/overview');
  };

  if (path === '/login') return <LoginPage onSignedIn={signedIn} />;
  if (path === '/login/link') return <LoginLinkPage onSignedIn={signedIn} />;
  if (!session) {
    return (
      <main id="main" tabIndex={-1}>
        {error ? (
          <Page title="Console unavailable">
            <ErrorAlert error={error} />
            <button type="button" onClick={() => setTick((n) => n + 1)}>
              Try again
            </button>
          </Page>
        ) : (
          <p role="status">Loading…</p>
        )}
      </main>
    );
  }
  return (
    <SessionContext.Provider value={{ session, refresh: () => setSession(null) }}>
      <Layout path={path}>{routeFor(path)}</Layout>
    </SessionContext.Provider>
  );
}

render(<App />, document.getElementById('app')!);
