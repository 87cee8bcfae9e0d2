// /webhooks/:id/deliveries: an endpoint's deliveries, newest first, filtered by status and event.
import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { FilterSelect } from '../components/FilterSelect';
import { ListState } from '../components/ListState';
import { Page } from '../components/Page';
import { Time } from '../components/Time';
import { usePagedList } from '../components/usePagedList';
import { DELIVERY_EVENTS } from '../events';
import { Link, pathFor } from '../router';
import { useAutoRefresh } from '../components/useAutoRefresh';

const STATUSES: Schemas['WebhookDeliveryStatus'][] = ['pending', 'succeeded', 'failed'];

export function DeliveriesPage({ id }: { id: string }) {
  const [status, setStatus] = useState('');
  const [event, setEvent] = useState('');
  const list = usePagedList(
    (cursor) =>
      call(
        api.GET('/v1/webhooks/{id}/deliveries', {
          params: {
            path: { id },
            query: {
              cursor,
              limit: 50,
              status: (status || undefined) as Schemas['WebhookDeliveryStatus'] | undefined,
              event: (event || undefined) as Schemas['WebhookDeliveryEvent'] | undefined,
            },
          },
        }),
      ),
    [id, status, event],
  );
  useAutoRefresh(list.refresh);
  return (
    <Page title="Deliveries">
      <p>
        <Link href={pathFor('webhooks', id)}>Back to the endpoint</Link> · <Link href="/webhooks">All endpoints</Link>
      </p>
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter deliveries">
        <FilterSelect id="dl-status" label="Status" anyLabel="Any status" value={status} options={STATUSES} onChange={setStatus} />
        <FilterSelect id="dl-event" label="Event" anyLabel="Any event" value={event} options={DELIVERY_EVENTS} onChange={setEvent} />
      </form>
      <ListState list={list} empty={status || event ? 'No deliveries match these filters.' : 'No deliveries yet.'}>
        {(deliveries) => (
          <table>
            <caption class="visually-hidden">Deliveries</caption>
            <thead>
              <tr>
                <th scope="col">Delivery</th>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Created</th>
                <th scope="col">Next attempt</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <td>
                    <Link href={pathFor('webhooks', id, 'deliveries', d.id)} class="mono">
                      {d.id}
                    </Link>
                  </td>
                  <td>{d.event}</td>
                  <td>
                    <span class={`badge status-${d.status}`}>{d.status}</span>
                  </td>
                  <td>{d.attempt_count}</td>
                  <td>
                    <Time value={d.created_at} />
                  </td>
                  <td>
                    <Time value={d.next_attempt_at} />
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
