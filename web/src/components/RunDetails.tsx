// What a run's page shows of what the run ran with and did per entity: its source and destination connectors with
// the connector type and version each ran (`connectors`), and its record counts per entity of the flow (`entities`),
// in the order the run moved them.
import type { Schemas } from '../api';
import { Link, pathFor } from '../router';

type Run = Schemas['Run'];
type RunConnector = Run['connectors']['source'];

const live = (run: Run) => run.status === 'queued' || run.status === 'running';

/** One end of the run: its type and version, linked to the connector; why it is missing when it is. */
function ConnectorUsed({ run, connector }: { run: Run; connector: RunConnector }) {
  if (!connector) return <>{run.status === 'queued' ? 'not started' : 'not recorded'}</>;
  const version = connector.version ?? '(no installed version)';
  return (
    <Link href={pathFor('connectors', connector.connector_id)}>
      <span class="mono">{connector.type}</span> {version}
    </Link>
  );
}

/** The Source and Destination rows of the run's details (inside its `dl`). */
export function RunConnectorRows({ run }: { run: Run }) {
  return (
    <>
      <div class="kv-row">
        <dt>Source</dt>
        <dd>
          <ConnectorUsed run={run} connector={run.connectors.source} />
        </dd>
      </div>
      <div class="kv-row">
        <dt>Destination</dt>
        <dd>
          <ConnectorUsed run={run} connector={run.connectors.destination} />
        </dd>
      </div>
    </>
  );
}

export function RunEntities({ run }: { run: Run }) {
  const { entities } = run;
  return (
    <section aria-labelledby="run-entities">
      <h2 id="run-entities">Records per entity</h2>
      {entities.length === 0 ? (
        <p>{live(run) ? 'None saved yet: the counts per entity are saved with each checkpoint.' : 'None recorded.'}</p>
      ) : (
        <table>
          <caption>
            Records of each entity this run moved, in the order it moved them{live(run) ? ', as of its last checkpoint' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Entity</th>
              <th scope="col">Processed</th>
              <th scope="col">Succeeded</th>
              <th scope="col">Failed</th>
              <th scope="col">Deleted</th>
            </tr>
          </thead>
          <tbody>
            {entities.map((e) => (
              <tr key={e.entity}>
                <th scope="row">{e.entity}</th>
                <td>{e.records_processed}</td>
                <td>{e.records_succeeded}</td>
                <td>{e.records_failed}</td>
                <td>{e.records_deleted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
