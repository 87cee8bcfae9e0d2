// A table of rejected records (a run's on its page): Record (entity and source id), Reason, Stage, Rejected, and the
// source record as it was read, shown on demand, or why it was not kept.
import type { Schemas } from '../api';
import { Time } from './Time';

type Rejection = Schemas['RecordRejection'];

function KeptRecord({ rejection }: { rejection: Rejection }) {
  if (!rejection.record) return <span class="muted">not kept (over 64 KiB): a resync reads it again</span>;
  return (
    <details>
      <summary>Show</summary>
      <pre class="code" tabIndex={0} aria-label={`Source record ${rejection.entity} ${rejection.external_id}`}>
        {JSON.stringify(rejection.record, null, 2)}
      </pre>
    </details>
  );
}

export function RejectionsTable({ rejections, caption }: { rejections: Rejection[]; caption: string }) {
  return (
    <table>
      <caption class="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Record</th>
          <th scope="col">Reason</th>
          <th scope="col">Stage</th>
          <th scope="col">Rejected</th>
          <th scope="col">Source record</th>
        </tr>
      </thead>
      <tbody>
        {rejections.map((r) => (
          <tr key={r.id}>
            <td class="mono">
              {r.entity}:{r.external_id}
            </td>
            <td class="wrap">{r.reason}</td>
            <td>{r.stage}</td>
            <td>
              <Time value={r.rejected_at} />
            </td>
            <td>
              <KeptRecord rejection={r} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
