// Everything a run needs before it reads a record: its flow, both connectors with their plugin types and decrypted
// credentials, the entities in dependency order, the flow's mapping overrides and since when its rejected records
// are due for reprocessing. A connector that is gone or whose type is not installed stops the run at the stage that
// needed it. Each connector, its type and the version of the type resolved are noted as they are found, for the
// run's row to say what it ran with (domain/runs/connectors.ts), also when the run stops there.
import type { Knex } from 'knex';
import { DEPENDENCY_ORDER, type EntityType } from '../domain/canonical/entities.js';
import { findConnector, loadCredentials, settingsChangedAt, type ConnectorRow } from '../domain/connectors/repository.js';
import type { FlowMappings } from '../domain/flows/definition.js';
import { findFlowToRun } from '../domain/flows/repository.js';
import type { ClaimedRun } from '../domain/runs/lifecycle.js';
import type { RunConnectors, RunStage } from '../domain/runs/repository.js';
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

/** What loading a run's context needs. */
export interface ContextDeps {
  knex: Knex;
  secrets: Secrets;
  runtime: ConnectorRuntime;
}

/**
 * Where one end of a run reads or writes: its connector, the role it plays and the stage that needs it, and where
 * what was resolved of it is noted.
 */
interface EndpointRequest {
  run: ClaimedRun;
  connectorId: string;
  role: 'source' | 'destination';
  stage: RunStage;
  resolved: RunConnectors;
}

async function endpoint({ knex, secrets, runtime }: ContextDeps, { run, connectorId, role, stage, resolved }: EndpointRequest): Promise<RunEndpoint> {
  const connector = await findConnector(knex, run.customer_id, connectorId);
  if (!connector) throw new RunStop(stage, 'connector_not_found', `${role} connector '${connectorId}' no longer exists`);
  const type = await runtime.resolve(connector.type, connector.type_version);
  resolved[role] = { connector_id: connector.id, type: connector.type, version: type?.version ?? null };
  if (!type) {
    const which = connector.type_version ? `'${connector.type}' version ${connector.type_version}` : `'${connector.type}'`;
    throw new RunStop(stage, 'connector_type_unavailable', `${role} connector '${connectorId}': connector type ${which} is not installed on this server`);
  }
  const credentials = await loadCredentials(knex, secrets, run.customer_id, connectorId);
  return { connector, type, credentials };
}

/** The run's context; `resolved` gets each of its connectors as it is resolved (before a stop at the other one). */
export async function loadRunContext(deps: ContextDeps, run: ClaimedRun, resolved: RunConnectors): Promise<RunContext> {
  const { knex } = deps;
  const flow = await findFlowToRun(knex, run.customer_id, run.flow_id);
  if (!flow) throw new RunStop('extract', 'flow_not_found', `flow '${run.flow_id}' no longer exists`);
  const source = await endpoint(deps, { run, connectorId: flow.source_connector_id, role: 'source', stage: 'extract', resolved });
  const destination = await endpoint(deps, { run, connectorId: flow.destination_connector_id, role: 'destination', stage: 'load', resolved });
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
