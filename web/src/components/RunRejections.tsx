// A run's rejected records that are still open (GET /v1/runs/{id}/rejections), with the reason each was refused,
// and how they get another try: the flow's next run after its mapping or its source connector's settings change,
// Reprocess rejected records (flows:write) or a resync. Shown to sessions that may read data (the list holds copies
// of source records).
import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { navigate, pathFor } from '../router';
import { useCan } from '../session';
import { ErrorAlert } from './ErrorAlert';
import { ListState } from './ListState';
import { RejectionsTable } from './RejectionsTable';
import { usePagedList } from './usePagedList';

/** Queues the flow's run that reprocesses its rejected records, and opens its page. */
export function ReprocessButton({ flowId, onQueued }: { flowId: string; onQueued?: (runId: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const reprocess = async () => {
    setBusy(true);
    setError(null);
    try {
      const { run_id: runId } = await call(api.POST('/v1/flows/{id}/rejections/reprocess', { params: { path: { id: flowId } }, body: {} }));
      if (onQueued) onQueued(runId);
      else navigate(pathFor('runs', runId));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" disabled={busy} onClick={reprocess} title="Put the flow's rejected records through the mapping, the canonical layer and the destination again">
        Reprocess rejected records
      </button>
      <ErrorAlert error={error} />
    </>
  );
}

export function RunRejections({ run }: { run: Schemas['Run'] }) {
  const canRead = useCan('data:read');
  const canFlow = useCan('flows:write');
  const live = run.status === 'queued' || run.status === 'running';
  const list = usePagedList((cursor) => call(api.GET('/v1/runs/{id}/rejections', { params: { path: { id: run.id }, query: { cursor, limit: 20 } } })), [
    run.id,
    run.status,
    run.records_failed,
  ]);
  if (!canRead || run.records_failed === 0) return null;
  const open = list.items !== null && list.items.length > 0;
  return (
    <section aria-labelledby="run-rejections">
      <h2 id="run-rejections">Rejected records</h2>
      <p class="hint">
        Records this run could not store, with the reason, kept until they are stored. The flow's next run after a change to its mapping or to its
        source connector's settings tries them again, as do <strong>Reprocess rejected records</strong> and a resync.
      </p>
      {canFlow && !live && open && (
        <div class="actions">
          <ReprocessButton flowId={run.flow_id} />
        </div>
      )}
      <ListState list={list} empty="None left: every record this run rejected has been stored since, or rejected again by a later run.">
        {(items) => <RejectionsTable rejections={items} caption="Records this run rejected" />}
      </ListState>
    </section>
  );
}
