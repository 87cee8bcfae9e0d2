// /runs: runs newest first, filtered by flow, status and a time range (the browser's local time, sent as UTC).
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { FilterSelect } from '../components/FilterSelect';
import { ListState } from '../components/ListState';
import { Page } from '../components/Page';
import { RunsTable } from '../components/RunsTable';
import { usePagedList } from '../components/usePagedList';
import { useAutoRefresh } from '../components/useAutoRefresh';

const STATUSES: Schemas['RunStatus'][] = ['queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled'];

/** A datetime-local value (local time, no zone) as a UTC RFC 3339 string, or undefined when empty or invalid. */
function toUtc(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function RunsPage() {
  const [flows, setFlows] = useState<Schemas['Flow'][]>([]);
  const [flowId, setFlowId] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  useEffect(() => {
    call(api.GET('/v1/flows', { params: { query: { limit: 500 } } })).then(
      (page) => setFlows(page.data),
      () => setFlows([]),
    );
  }, []);

  const fromUtc = toUtc(from);
  const toUtcValue = toUtc(to);
  const list = usePagedList(
    (cursor) =>
      call(
        api.GET('/v1/runs', {
          params: {
            query: {
              cursor,
              limit: 50,
              flow_id: flowId || undefined,
              status: (status || undefined) as Schemas['RunStatus'] | undefined,
              from: fromUtc,
              to: toUtcValue,
            },
          },
        }),
      ),
    [flowId, status, fromUtc, toUtcValue],
  );
  useAutoRefresh(list.refresh);
  const names = new Map(flows.map((f) => [f.id, f.name]));

  return (
    <Page title="Runs">
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter runs">
        <FilterSelect id="runs-flow" label="Flow" anyLabel="All flows" value={flowId} options={flows.map((f) => ({ value: f.id, label: f.name }))} onChange={setFlowId} />
        <FilterSelect id="runs-status" label="Status" anyLabel="Any status" value={status} options={STATUSES} onChange={setStatus} />
        <div class="field">
          <label for="runs-from">From</label>
          <input id="runs-from" type="datetime-local" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        </div>
        <div class="field">
          <label for="runs-to">To</label>
          <input id="runs-to" type="datetime-local" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </div>
      </form>
      <ListState list={list} empty={flowId || status || from || to ? 'No runs match these filters.' : 'No runs yet.'}>
        {(runs) => <RunsTable runs={runs} flowNames={names} caption="Runs" />}
      </ListState>
    </Page>
  );
}
