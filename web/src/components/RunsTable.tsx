// A table of runs (used by /runs and a flow's recent runs): Run (link), Flow, Status, Trigger, Started,
// Duration, Records.
import type { Schemas } from '../api';
import { Link, pathFor } from '../router';
import { formatDuration, Time } from './Time';

export function RunsTable({ runs, flowNames, caption }: { runs: Schemas['Run'][]; flowNames?: Map<string, string>; caption: string }) {
  return (
    <table>
      <caption class="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Run</th>
          <th scope="col">Flow</th>
          <th scope="col">Status</th>
          <th scope="col">Trigger</th>
          <th scope="col">Started</th>
          <th scope="col">Duration</th>
          <th scope="col">Records</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <td>
              <Link href={pathFor('runs', run.id)} class="mono">
                {run.id}
              </Link>
            </td>
            <td>
              <Link href={pathFor('flows', run.flow_id)}>{flowNames?.get(run.flow_id) ?? run.flow_id}</Link>
            </td>
            <td>
              <span class={`badge status-${run.status}`}>{run.status}</span>
            </td>
            <td>{run.trigger}</td>
            <td>
              <Time value={run.started_at} empty="not started" />
            </td>
            <td>{formatDuration(run.duration_ms)}</td>
            <td>
              {run.records_processed} processed, {run.records_succeeded} succeeded, {run.records_failed} failed
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
