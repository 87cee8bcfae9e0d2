// The frame of every signed-in page: a skip link, the header with the customer, the user's email and role,
// the navigation (Members only for owners and admins) and Sign out, then <main>.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { api, call } from '../api';
import { Link, navigate } from '../router';
import { isManager, useSession } from '../session';
import { ErrorAlert } from './ErrorAlert';

const NAV: Array<{ href: string; label: string; managersOnly?: boolean }> = [
  { href: '/overview', label: 'Overview' },
  { href: '/flows', label: 'Flows' },
  { href: '/runs', label: 'Runs' },
  { href: '/connectors', label: 'Connectors' },
  { href: '/api-keys', label: 'API keys' },
  { href: '/webhooks', label: 'Webhooks' },
  { href: '/members', label: 'Members', managersOnly: true },
  { href: '/account', label: 'Account' },
];

export function Layout({ path, children }: { path: string; children: ComponentChildren }) {
  const { session } = useSession();
  const [error, setError] = useState<unknown>(null);
  const signOut = async () => {
    setError(null);
    try {
      await call(api.DELETE('/console/v1/session'), { keepOn401: true });
    } catch (err) {
      if (!(err instanceof Error && 'status' in err && (err as { status: number }).status === 401)) {
        setError(err);
        return;
      }
    }
    navigate('/login');
  };
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <div class="brand">
          <span class="product">Sluice</span>
          <span class="customer">{session.customer.name}</span>
        </div>
        <nav aria-label="Console">
          <ul>
            {NAV.filter((item) => !item.managersOnly || isManager(session.user.role)).map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={path === item.href || path.startsWith(item.href + '/') ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a href="/docs">API reference</a>
            </li>
          </ul>
        </nav>
        <div class="who">
          <span>
            {session.user.email} <span class="role">({session.user.role})</span>
          </span>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <ErrorAlert error={error} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
