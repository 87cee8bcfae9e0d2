// /runs/:id: one run of a named flow with the connector types and versions it ran, its counts (in all and per
// entity), duration, stage and every error it kept, Cancel, Retry and Resync where the API allows them, and the
// records it rejected that are still open, with how to reprocess them.
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { Page } from '../components/Page';
import { formatDuration, Time } from '../components/Time';
import { RejectedHint, RunActions } from '../components/RunActions';
import { RunConnectorRows, RunEntities } from '../components/RunDetails';
import { RunRejections } from '../components/RunRejections';
import { useAutoRefresh } from '../components/useAutoRefresh';
import { Link, pathFor } from '../router';

export function RunPage({ id }: { id: string }) {
  const [run, setRun] = useState<Schemas['Run'] | null>(null);
  const [flowName, setFlowName] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  // A queued or running run is read again every few seconds, so its page follows it to its end.
  useAutoRefresh(() => setTick((n) => n + 1), run?.status === 'queued' || run?.status === 'running');
  useEffect(() => {
    let live = true;
    call(api.GET('/v1/runs/{id}', { params: { path: { id } } })).then(
      (r) => live && setRun(r),
      (err) => live && (tick === 0 ? setError(err) : undefined),
    );
    return () => {
      live = false;
    };
  }, [id, tick]);
  const flowId = run?.flow_id;
  useEffect(() => {
    // The flow's name; a deleted flow leaves the run without one.
    let live = true;
    setFlowName(null);
    if (flowId) call(api.GET('/v1/flows/{id}', { params: { path: { id: flowId } } })).then((f) => live && setFlowName(f.name), () => {});
    return () => {
      live = false;
    };
  }, [flowId]);
  if (!run) {
    return (
      <Page title={`Run ${id}`}>
        {error ? <ErrorAlert error={error} /> : <p role="status">Loading…</p>}
        <p>
          <Link href="/runs">Back to runs</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={flowName ? `Run of ${flowName}` : `Run ${run.id}`}>
      <p>
        <Link href="/runs">All runs</Link> · Flow <Link href={pathFor('flows', run.flow_id)}>{flowName ?? run.flow_id}</Link> · <span class="mono">{run.id}</span>
      </p>
      <RunActions run={run} onChanged={setRun} />
      <RejectedHint run={run} />
      <dl class="kv">
        <div class="kv-row">
          <dt>Status</dt>
          <dd>
            <span class={`badge status-${run.status}`}>{run.status}</span>
          </dd>
        </div>
        <div class="kv-row">
          <dt>Trigger</dt>
          <dd>
            {run.trigger}
            {run.retry_of && (
              <>
                {' '}
                (retry of <Link href={pathFor('runs', run.retry_of)}>{run.retry_of}</Link>)
              </>
            )}
          </dd>
        </div>
        <div class="kv-row">
          <dt>Stage</dt>
          <dd>{run.stage ?? '—'}</dd>
        </div>
        <RunConnectorRows run={run} />
        <div class="kv-row">
          <dt>Records processed</dt>
          <dd>{run.records_processed}</dd>
        </div>
        <div class="kv-row">
          <dt>Records succeeded</dt>
          <dd>{run.records_succeeded}</dd>
        </div>
        <div class="kv-row">
          <dt>Records failed</dt>
          <dd>{run.records_failed}</dd>
        </div>
        <div class="kv-row">
          <dt>Records deleted</dt>
          <dd>{run.records_deleted}</dd>
        </div>
        <div class="kv-row">
          <dt>Duration</dt>
          <dd>{formatDuration(run.duration_ms)}</dd>
        </div>
        <div class="kv-row">
          <dt>Created</dt>
          <dd>
            <Time value={run.created_at} />
          </dd>
        </div>
        <div class="kv-row">
          <dt>Started</dt>
          <dd>
            <Time value={run.started_at} empty="not started" />
          </dd>
        </div>
        <div class="kv-row">
          <dt>Finished</dt>
          <dd>
            <Time value={run.finished_at} empty="not finished" />
          </dd>
        </div>
      </dl>
      <RunEntities run={run} />
      <section aria-labelledby="run-errors">
        <h2 id="run-errors">Errors ({run.errors.length})</h2>
        {run.errors.length === 0 ? (
          <p>No errors.</p>
        ) : (
          <table>
            <caption class="visually-hidden">Errors of this run</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Message</th>
                <th scope="col">Stage</th>
                <th scope="col">Record</th>
              </tr>
            </thead>
            <tbody>
              {run.errors.map((e, i) => (
                <tr key={i}>
                  <td class="mono">{e.code}</td>
                  <td class="wrap">{e.message}</td>
                  <td>{e.stage ?? '—'}</td>
                  <td class="mono">{e.record_ref ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <RunRejections run={run} />
    </Page>
  );
}
