// /flows: every flow of the customer with status, source, destination, schedule in words, its last run's outcome
// and time, and its next run.
import { api, call } from '../api';
import { ListState } from '../components/ListState';
import { Page } from '../components/Page';
import { Time } from '../components/Time';
import { usePagedList } from '../components/usePagedList';
import { Link, pathFor } from '../router';
import { scheduleInWords } from '../schedule';
import { useCan } from '../session';
import { useAutoRefresh } from '../components/useAutoRefresh';

export function FlowsPage() {
  const canWrite = useCan('flows:write');
  const list = usePagedList((cursor) => call(api.GET('/v1/flows', { params: { query: { cursor, limit: 50 } } })), []);
  useAutoRefresh(list.refresh);
  return (
    <Page
      title="Flows"
      actions={
        canWrite ? (
          <Link href="/flows/new" class="button primary">
            New flow
          </Link>
        ) : undefined
      }
    >
      <ListState list={list} empty="No flows yet.">
        {(flows) => (
          <table>
            <caption class="visually-hidden">Flows</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Source</th>
                <th scope="col">Destination</th>
                <th scope="col">Schedule</th>
                <th scope="col">Last run</th>
                <th scope="col">Next run</th>
              </tr>
            </thead>
            <tbody>
              {flows.map((flow) => (
                <tr key={flow.id}>
                  <td>
                    <Link href={pathFor('flows', flow.id)}>{flow.name}</Link>
                  </td>
                  <td>
                    <span class={`badge status-${flow.status}`}>{flow.status}</span>
                  </td>
                  <td>{flow.source}</td>
                  <td>{flow.destination}</td>
                  <td title={flow.schedule}>{scheduleInWords(flow.schedule, flow.schedule_timezone)}</td>
                  <td>
                    {flow.last_run_status && <span class={`badge status-${flow.last_run_status}`}>{flow.last_run_status}</span>}{' '}
                    <Time value={flow.last_run_at} empty="never" />
                  </td>
                  <td>
                    <Time value={flow.next_run_at} empty={flow.status === 'paused' ? 'paused' : '—'} />
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
