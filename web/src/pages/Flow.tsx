// /flows/:id: one flow with its connectors, schedule details, open rejected records and recent runs, and Pause /
// Resume / Run now / Resync (and Reprocess rejected records, when it has some), Edit settings, Edit mappings and Delete
// (asked first; it cancels a queued or running run and removes the run history) for sessions holding flows:write.
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { Confirm } from '../components/Confirm';
import { ErrorAlert } from '../components/ErrorAlert';
import { FlowMappingsForm } from '../components/FlowMappingsForm';
import { FlowSettingsForm } from '../components/FlowSettingsForm';
import { ListState } from '../components/ListState';
import { Page } from '../components/Page';
import { RunsTable } from '../components/RunsTable';
import { Time } from '../components/Time';
import { usePagedList } from '../components/usePagedList';
import { Link, navigate, pathFor } from '../router';
import { scheduleInWords } from '../schedule';
import { useCan } from '../session';
import { useAutoRefresh } from '../components/useAutoRefresh';

/** The flow's mapping overrides, `canonical ← source` per entity; "the connectors' own" when there are none. */
function MappingList({ mappings }: { mappings: Record<string, Record<string, string>> }) {
  const entries = Object.entries(mappings).flatMap(([entity, fields]) => Object.entries(fields).map(([canonical, source]) => ({ entity, canonical, source })));
  if (entries.length === 0) return <>the connectors' own</>;
  return (
    <ul class="plain">
      {entries.map((m) => (
        <li key={`${m.entity}.${m.canonical}`} class="mono">
          {m.entity}.{m.canonical} ← {m.source}
        </li>
      ))}
    </ul>
  );
}

function ConnectorLine({ role, connector }: { role: string; connector: Schemas['ConnectorSummary'] }) {
  return (
    <div class="kv-row">
      <dt>{role}</dt>
      <dd>
        <Link href={pathFor('connectors', connector.id)}>{connector.name}</Link> <span class="muted">({connector.type})</span>{' '}
        <span class={`badge status-${connector.status}`}>{connector.status}</span>
      </dd>
    </div>
  );
}

/** What the outcome line says a queued run is. */
const STARTED = { trigger: 'Run started: ', resync: 'Resync started: ', reprocess: 'Reprocessing started: ' } as const;

export function FlowPage({ id }: { id: string }) {
  const canWrite = useCan('flows:write');
  const canReadRuns = useCan('runs:read');
  const canReadData = useCan('data:read');
  const [flow, setFlow] = useState<Schemas['FlowDetail'] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<preact.ComponentChildren>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const [editing, setEditing] = useState(false);
  const [editingSettings, setEditingSettings] = useState(false);
  // How many of the flow's rejected records are open: the total of a one-item page.
  const [rejected, setRejected] = useState<number | null>(null);
  const [countTick, setCountTick] = useState(0);
  const runs = usePagedList(
    (cursor) => (canReadRuns ? call(api.GET('/v1/runs', { params: { query: { flow_id: id, cursor, limit: 10 } } })) : Promise.resolve({ data: [], meta: { total: 0, has_more: false, next_cursor: null } })),
    [id, tick],
  );
  useAutoRefresh(runs.refresh, canReadRuns);
  useAutoRefresh(() => setCountTick((n) => n + 1), canReadData);

  useEffect(() => {
    let live = true;
    if (canReadData) {
      call(api.GET('/v1/flows/{id}/rejections', { params: { path: { id }, query: { limit: 1 } } })).then(
        (page) => live && setRejected(page.meta.total),
        () => {},
      );
    }
    return () => {
      live = false;
    };
  }, [id, tick, countTick, canReadData]);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    call(api.GET('/v1/flows/{id}', { params: { path: { id } } })).then(
      (f) => live && setFlow(f),
      (err) => live && setLoadError(err),
    );
    return () => {
      live = false;
    };
  }, [id, tick]);

  const act = async (what: 'pause' | 'resume' | 'trigger' | 'resync' | 'reprocess') => {
    setBusy(true);
    setActionError(null);
    setOutcome(null);
    try {
      const params = { params: { path: { id } }, body: {} };
      if (what === 'pause') {
        await call(api.POST('/v1/flows/{id}/pause', params));
        setOutcome('Flow paused.');
      } else if (what === 'resume') {
        await call(api.POST('/v1/flows/{id}/resume', params));
        setOutcome('Flow resumed.');
      } else {
        // A resync reads every entity again from the beginning and finds what the source deleted; reprocessing puts the
        // rejected records through again.
        const path = what === 'resync' ? '/v1/flows/{id}/resync' : what === 'reprocess' ? '/v1/flows/{id}/rejections/reprocess' : '/v1/flows/{id}/trigger';
        const created = await call(api.POST(path, params));
        setOutcome(
          <>
            {STARTED[what]}
            <Link href={pathFor('runs', created.run_id)} class="mono">
              {created.run_id}
            </Link>
          </>,
        );
      }
      setTick((n) => n + 1);
    } catch (err) {
      setActionError(err);
    } finally {
      setBusy(false);
    }
  };

  if (!flow) {
    return (
      <Page title={loadError ? 'Flow' : 'Loading flow…'}>
        {loadError ? <ErrorAlert error={loadError} /> : <p role="status">Loading…</p>}
        <p>
          <Link href="/flows">Back to flows</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title={flow.name}>
      <p>
        <Link href="/flows">All flows</Link>
      </p>
      {canWrite && (
        <div class="actions">
          {flow.status === 'active' ? (
            <button type="button" disabled={busy} onClick={() => act('pause')}>
              Pause
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={() => act('resume')}>
              Resume
            </button>
          )}
          <button type="button" class="primary" disabled={busy} onClick={() => act('trigger')}>
            Run now
          </button>
          <button type="button" disabled={busy} onClick={() => act('resync')} title="Read every entity again from the beginning and find the records the source deleted">
            Resync
          </button>
          {rejected !== null && rejected > 0 && (
            <button type="button" disabled={busy} onClick={() => act('reprocess')} title="Put the flow's rejected records through the mapping, the canonical layer and the destination again">
              Reprocess rejected records
            </button>
          )}
          <button type="button" disabled={busy || editingSettings} onClick={() => setEditingSettings(true)}>
            Edit settings
          </button>
        </div>
      )}
      <p role="status" class="outcome">
        {outcome}
      </p>
      <ErrorAlert error={actionError} />
      <ErrorAlert error={loadError} />
      {editingSettings && (
        <FlowSettingsForm
          flow={flow}
          onCancel={() => setEditingSettings(false)}
          onSaved={(saved) => {
            setFlow(saved);
            setEditingSettings(false);
            setOutcome('Settings saved.');
          }}
        />
      )}
      <section aria-labelledby="flow-summary">
        <h2 id="flow-summary">Details</h2>
        <dl class="kv">
          <div class="kv-row">
            <dt>Status</dt>
            <dd>
              <span class={`badge status-${flow.status}`}>{flow.status}</span>
            </dd>
          </div>
          <ConnectorLine role="Source" connector={flow.source_connector} />
          <ConnectorLine role="Destination" connector={flow.destination_connector} />
          <div class="kv-row">
            <dt>Entities</dt>
            <dd>{flow.entities.join(', ')}</dd>
          </div>
          <div class="kv-row">
            <dt>Schedule</dt>
            <dd>
              {scheduleInWords(flow.schedule_details.label, flow.schedule_details.timezone)} <span class="muted mono">{flow.schedule_details.label}</span>
              {flow.schedule_details.interval_seconds !== null && ` (every ${flow.schedule_details.interval_seconds} s)`}
            </dd>
          </div>
          <div class="kv-row">
            <dt>Upcoming runs</dt>
            <dd>
              {flow.schedule_details.upcoming.length === 0 ? 'none' : (
                <ol class="plain">
                  {flow.schedule_details.upcoming.map((at) => (
                    <li key={at}>
                      <Time value={at} />
                    </li>
                  ))}
                </ol>
              )}
            </dd>
          </div>
          <div class="kv-row">
            <dt>Mappings</dt>
            <dd>
              {editing ? (
                <FlowMappingsForm
                  flow={flow}
                  onCancel={() => setEditing(false)}
                  onSaved={(saved) => {
                    setFlow(saved);
                    setEditing(false);
                    setOutcome('Mappings saved.');
                  }}
                />
              ) : (
                <>
                  <MappingList mappings={flow.mappings} />
                  {canWrite && (
                    <button type="button" onClick={() => setEditing(true)}>
                      Edit mappings
                    </button>
                  )}
                </>
              )}
            </dd>
          </div>
          {rejected !== null && (
            <div class="kv-row">
              <dt>Rejected records</dt>
              <dd>
                {rejected === 0 ? 'none open' : `${rejected} open`}
                {rejected > 0 && <span class="muted"> (listed on the page of the run that rejected each; the next run after a mapping or source change reprocesses them)</span>}
              </dd>
            </div>
          )}
          <div class="kv-row">
            <dt>Next run</dt>
            <dd>
              <Time value={flow.schedule_details.next_run_at} empty={flow.status === 'paused' ? 'none while paused' : 'not scheduled'} />
            </dd>
          </div>
          <div class="kv-row">
            <dt>Last run</dt>
            <dd>
              <Time value={flow.last_run_at} empty="never" />
            </dd>
          </div>
          <div class="kv-row">
            <dt>Created</dt>
            <dd>
              <Time value={flow.created_at} />
            </dd>
          </div>
          <div class="kv-row">
            <dt>ID</dt>
            <dd class="mono">{flow.id}</dd>
          </div>
        </dl>
      </section>
      {canReadRuns && (
        <section aria-labelledby="flow-runs">
          <h2 id="flow-runs">Recent runs</h2>
          <ListState list={runs} empty="No runs yet.">
            {(items) => <RunsTable runs={items} flowNames={new Map([[flow.id, flow.name]])} caption={`Recent runs of ${flow.name}`} />}
          </ListState>
        </section>
      )}
      {canWrite && (
        <section aria-labelledby="flow-delete">
          <h2 id="flow-delete">Delete</h2>
          <Confirm
            label="Delete flow"
            question={`Delete ${flow.name}? A queued or running run is cancelled and the flow's run history is deleted.`}
            confirmLabel="Delete"
            onConfirm={async () => {
              await call(api.DELETE('/v1/flows/{id}', { params: { path: { id } } }));
              navigate('/flows');
            }}
          />
        </section>
      )}
    </Page>
  );
}
