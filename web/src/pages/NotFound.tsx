// Any page path the console does not know.
import { Page } from '../components/Page';
import { Link } from '../router';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>
        There is no console page at this address. <Link href="/flows">Go to Flows</Link>.
      </p>
    </Page>
  );
}
