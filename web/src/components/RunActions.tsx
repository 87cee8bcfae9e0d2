// What can be done with a run from its page, where the API allows it: Cancel a queued or running run (runs:write),
// Retry a failed one (runs:write), and Resync its flow (flows:write), which reads every entity again and so
// stores the records this run rejected once they are valid. A new run opens its own page; an API refusal (say,
// another run of the flow in progress) is shown as the API words it.
import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { navigate, pathFor } from '../router';
import { useCan } from '../session';
import { ErrorAlert } from './ErrorAlert';

type Run = Schemas['Run'];

export function RunActions({ run, onChanged }: { run: Run; onChanged: (run: Run) => void }) {
  const canRun = useCan('runs:write');
  const canFlow = useCan('flows:write');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const path = { params: { path: { id: run.id } } };
  const cancel = () =>
    act(async () => {
      const updated = await call(api.POST('/v1/runs/{id}/cancel', path));
      setSaid(updated.status === 'cancelled' ? 'Cancelled.' : 'Cancel requested: the run stops at its next batch.');
      onChanged(updated);
    });
  const retry = () => act(async () => navigate(pathFor('runs', (await call(api.POST('/v1/runs/{id}/retry', path))).run_id)));
  const resync = () =>
    act(async () => navigate(pathFor('runs', (await call(api.POST('/v1/flows/{id}/resync', { params: { path: { id: run.flow_id } } }))).run_id)));
  const live = run.status === 'queued' || run.status === 'running';
  return (
    <div class="actions" role="group" aria-label="Run actions">
      {canRun && live && (
        <button type="button" class="danger" disabled={busy} onClick={cancel}>
          Cancel run
        </button>
      )}
      {canRun && run.status === 'failed' && (
        <button type="button" disabled={busy} onClick={retry}>
          Retry
        </button>
      )}
      {canFlow && !live && (
        <button type="button" disabled={busy} onClick={resync} title="Read every entity of the flow again from the beginning">
          Resync flow
        </button>
      )}
      <p role="status" aria-live="polite">
        {said}
      </p>
      <ErrorAlert error={error} />
    </div>
  );
}

/** What a run that rejected records should tell: they are kept, and tried again once the flow or its source changes. */
export function RejectedHint({ run }: { run: Run }) {
  if (run.records_failed === 0 || run.status === 'queued' || run.status === 'running') return null;
  return (
    <p class="hint" role="note">
      {run.records_failed} record{run.records_failed === 1 ? ' was' : 's were'} rejected. Those the canonical layer refused are kept: once the mapping
      or the source connector's settings are fixed, the flow's next run reprocesses them; <strong>Reprocess rejected records</strong> or{' '}
      <strong>Resync flow</strong> does it now.
    </p>
  );
}
