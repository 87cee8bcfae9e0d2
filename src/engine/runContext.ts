// Everything a run needs before it reads a record: its flow, both connectors with their plugin types and decrypted
// credentials, the entities in dependency order, the flow's mapping overrides and since when its rejected records
// are due for reprocessing. A connector that is gone or whose type is not installed stops the run at the stage that
// needed it.
import type { Knex } from 'knex';
import { DEPENDENCY_ORDER, type EntityType } from '../domain/canonical/entities.js';
import { findConnector, loadCredentials, settingsChangedAt, type ConnectorRow } from '../domain/connectors/repository.js';
import type { FlowMappings } from '../domain/flows/definition.js';
import { findFlowToRun } from '../domain/flows/repository.js';
import type { ClaimedRun } from '../domain/runs/lifecycle.js';
import type { RunStage } from '../domain/runs/repository.js';
import type { Secrets } from '../secrets.js';
import type { ConnectorType } from '../runtime/loader.js';
import type { ConnectorRuntime } from '../runtime/runtime.js';
import { RunStop } from './runStop.js';

export interface RunEndpoint {
  connector: ConnectorRow;
  type: ConnectorType;
  credentials: Record<string, unknown>;
}

export interface RunContext {
  run: ClaimedRun;
  flowId: string;
  /**
   * The entities this run moves (the flow's, or those a resync names that the flow still moves), referenced
   * entities first (DEPENDENCY_ORDER), so references resolve.
   */
  entities: EntityType[];
  /** A resync: reads from the beginning, reconciles deletions, and keeps its positions apart until it completes. */
  resync: boolean;
  mappings: FlowMappings;
  source: RunEndpoint;
  destination: RunEndpoint;
  /**
   * The latest change that makes the flow's rejected records worth another try: its mappings, its source connector's
   * settings, or a request to reprocess them. Rejections by runs that started before it are reprocessed
   * (reprocess.ts); null or absent: none is due.
   */
  reprocessBefore?: string | null;
}

/** Where one end of a run reads or writes: its connector, the role it plays and the stage that needs it. */
interface EndpointRequest {
  run: ClaimedRun;
  connectorId: string;
  role: 'source' | 'destination';
  stage: RunStage;
}

async function endpoint(knex: Knex, secrets: Secrets, runtime: ConnectorRuntime, { run, connectorId, role, stage }: EndpointRequest): Promise<RunEndpoint> {
  const connector = await findConnector(knex, run.customer_id, connectorId);
  if (!connector) throw new RunStop(stage, 'connector_not_found', `${role} connector '${connectorId}' no longer exists`);
  const type = await runtime.resolve(connector.type, connector.type_version);
  if (!type) {
    const which = connector.type_version ? `'${connector.type}' version ${connector.type_version}` : `'${connector.type}'`;
    throw new RunStop(stage, 'connector_type_unavailable', `${role} connector '${connectorId}': connector type ${which} is not installed on this server`);
  }
  const credentials = await loadCredentials(knex, secrets, run.customer_id, connectorId);
  return { connector, type, credentials };
}

export async function loadRunContext(knex: Knex, secrets: Secrets, runtime: ConnectorRuntime, run: ClaimedRun): Promise<RunContext> {
  const flow = await findFlowToRun(knex, run.customer_id, run.flow_id);
  if (!flow) throw new RunStop('extract', 'flow_not_found', `flow '${run.flow_id}' no longer exists`);
  const source = await endpoint(knex, secrets, runtime, { run, connectorId: flow.source_connector_id, role: 'source', stage: 'extract' });
  const destination = await endpoint(knex, secrets, runtime, { run, connectorId: flow.destination_connector_id, role: 'destination', stage: 'load' });
  const resync = run.trigger === 'resync';
  // Timestamps of one fixed-width form (db/timestamps.ts): the greatest string is the latest time.
  const changes = [flow.mappings_changed_at, flow.reprocess_requested_at, await settingsChangedAt(knex, run.customer_id, source.connector.id)];
  const reprocessBefore = changes.filter((t): t is string => t !== null).sort().at(-1) ?? null;
  const wanted = new Set(flow.entities.filter((e) => !resync || run.resync_entities === null || run.resync_entities.includes(e)));
  return {
    run,
    flowId: flow.id,
    entities: DEPENDENCY_ORDER.filter((e) => wanted.has(e)),
    resync,
    mappings: flow.mappings ?? {},
    source,
    destination,
    reprocessBefore,
  };
}
