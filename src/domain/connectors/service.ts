// Connector operations that change state. A credential check's outcome goes through the transition table and
// writes its event in the same transaction as the status change; deletion is refused while a flow uses the connector.
import type { Knex } from 'knex';
import { conflict, notFound } from '../../errors.js';
import { ConnectorFailure, type ConnectorRuntime } from '../../runtime/index.js';
import type { Secrets } from '../../secrets.js';
import { recordEvent } from '../events/outbox.js';
import { flowsUsingConnector } from '../flows/repository.js';
import { connectorsOf, findConnector, loadCredentials, sealCredentials, type ConnectorRow, type ConnectorStatus } from './repository.js';
import { nextConnectorStatus, transitionEvent, type CheckOutcome } from './transitions.js';

export interface ConnectorPatch {
  name?: string;
  typeVersion?: string | null;
  config?: Record<string, unknown>;
  credentials?: Record<string, unknown>;
}

/**
 * Changes a connector. New credentials, another type version or a config that differs note `settings_changed_at`:
 * the next run of a flow reading from it reprocesses the records rejected before (domain/rejections/reprocess.ts).
 */
export async function updateConnector(knex: Knex, customerId: string, id: string, { patch, secrets }: { patch: ConnectorPatch; secrets: Secrets }): Promise<ConnectorRow> {
  const changes: Record<string, unknown> = { updated_at: knex.raw('clock_timestamp()') };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.typeVersion !== undefined) changes.type_version = patch.typeVersion;
  if (patch.config !== undefined) changes.config = JSON.stringify(patch.config);
  if (patch.credentials !== undefined) changes.credentials_ciphertext = sealCredentials(secrets, patch.credentials);
  if (patch.credentials !== undefined || patch.typeVersion !== undefined) {
    changes.settings_changed_at = knex.raw('clock_timestamp()');
  } else if (patch.config !== undefined) {
    changes.settings_changed_at = knex.raw('CASE WHEN config IS DISTINCT FROM ?::jsonb THEN clock_timestamp() ELSE settings_changed_at END', [JSON.stringify(patch.config)]);
  }
  const updated = await connectorsOf(knex, customerId).where({ id }).update(changes);
  if (!updated) throw notFound('connector', id);
  return (await findConnector(knex, customerId, id))!;
}

export async function deleteConnector(knex: Knex, customerId: string, id: string): Promise<void> {
  await knex.transaction(async (trx) => {
    const row = await connectorsOf(trx, customerId).where({ id }).forUpdate().first('id');
    if (!row) throw notFound('connector', id);
    const flows = await flowsUsingConnector(trx, customerId, id);
    const advice = 'delete those flows or point them at another connector first';
    if (flows.length) {
      throw conflict(`connector '${id}' is used by ${flows.length === 1 ? 'flow' : 'flows'} ${flows.map((f) => `'${f}'`).join(', ')}; ${advice}`);
    }
    try {
      await trx('connectors').where({ id }).delete();
    } catch (err) {
      // A flow created since the check above still references it.
      if ((err as { code?: string }).code === '23503') throw conflict(`connector '${id}' is used by a flow created meanwhile; ${advice}`);
      throw err;
    }
  });
}

export interface CheckFailure {
  kind: string;
  code: string;
  message: string;
}

function outcomeOf(failure: CheckFailure | null): CheckOutcome {
  if (!failure) return 'ok';
  return failure.kind === 'auth' || failure.kind === 'quota' ? 'degrading' : 'other';
}

/** Records a check's outcome (from verify): status, last_verified_at, last_error, and the event it caused. */
async function recordCheckOutcome(
  knex: Knex,
  customerId: string,
  id: string,
  failure: CheckFailure | null,
): Promise<{ row: ConnectorRow; event: ReturnType<typeof transitionEvent> }> {
  const event = await knex.transaction((trx) => recordCheckOutcomeIn(trx, customerId, id, failure));
  if (event === false) throw notFound('connector', id);
  return { row: (await findConnector(knex, customerId, id))!, event };
}

/**
 * Records the check outcomes a run's end implies, in the transaction that finishes the run (engine/execute.ts), so
 * that a reader who sees the run ended also sees its connectors' status, and a crash loses neither event. Rows are
 * locked in id order: two runs whose flows use the same connectors in swapped roles cannot deadlock. A connector
 * that is gone is skipped. Returns the connectors these outcomes degraded, for the caller to log once the
 * transaction has committed (a rolled-back degrade never happened).
 */
export async function recordCheckOutcomes(
  trx: Knex.Transaction,
  customerId: string,
  outcomes: Array<{ connectorId: string; failure: CheckFailure | null }>,
): Promise<DegradedConnector[]> {
  const sorted = [...outcomes].sort((a, b) => (a.connectorId < b.connectorId ? -1 : a.connectorId > b.connectorId ? 1 : 0));
  const degraded: DegradedConnector[] = [];
  for (const { connectorId, failure } of sorted) {
    const event = await recordCheckOutcomeIn(trx, customerId, connectorId, failure);
    if (event === 'connector.degraded' && failure) degraded.push({ connectorId, kind: failure.kind, code: failure.code });
  }
  return degraded;
}

export interface DegradedConnector {
  connectorId: string;
  kind: string;
  code: string;
}

/** One outcome inside the caller's transaction: the event it caused (null: none), or false when there is no such connector. */
async function recordCheckOutcomeIn(
  trx: Knex.Transaction,
  customerId: string,
  id: string,
  failure: CheckFailure | null,
): Promise<ReturnType<typeof transitionEvent> | false> {
  const row = (await connectorsOf(trx, customerId)
    .where({ id })
    .forUpdate()
    .first('status', trx.raw('extract(epoch from clock_timestamp() - degraded_since) AS degraded_seconds'), trx.raw('clock_timestamp() AS now'))) as
    | { status: ConnectorStatus; degraded_seconds: string | number | null; now: string }
    | undefined;
  if (!row) return false;
  const next = nextConnectorStatus(row.status, outcomeOf(failure));
  const error = failure ? { code: failure.code, message: failure.message } : null;
  // One instant for every timestamp of this outcome: a check that degrades the connector is also its degraded_since.
  const now = trx.raw('?::timestamptz', [row.now]);
  const changes: Record<string, unknown> = {
    status: next,
    last_verified_at: now,
    last_error: error ? JSON.stringify(error) : null,
    updated_at: now,
  };
  if (next !== 'degraded') changes.degraded_since = null;
  else if (row.status !== 'degraded') changes.degraded_since = now;
  await trx('connectors').where({ id }).update(changes);
  const event = transitionEvent(row.status, next);
  if (event === 'connector.degraded') await recordEvent(trx, customerId, event, { connector_id: id, error });
  if (event === 'connector.recovered') {
    await recordEvent(trx, customerId, event, { connector_id: id, downtime_seconds: Math.max(0, Math.round(Number(row.degraded_seconds ?? 0))) });
  }
  return event;
}

export interface VerifyOutcome {
  result: 'ok' | 'error';
  connector_id: string;
  status: ConnectorStatus;
  checked_at: string;
  latency_ms: number;
  error: { code: string; message: string } | null;
}

/** What a check runs on: the database, the secrets that open the credentials, and the plugin host. */
export interface CheckDeps {
  knex: Knex;
  secrets: Secrets;
  runtime: ConnectorRuntime;
}

/**
 * Runs the connector type's check with the stored config and credentials and records the outcome; `degraded` says
 * the check degraded the connector, for the caller's log.
 */
export async function verifyConnector(
  { knex, secrets, runtime }: CheckDeps,
  customerId: string,
  id: string,
): Promise<{ outcome: VerifyOutcome; degraded: DegradedConnector | undefined }> {
  const connector = await findConnector(knex, customerId, id);
  if (!connector) throw notFound('connector', id);
  const credentials = await loadCredentials(knex, secrets, customerId, id);
  const started = performance.now();
  let failure: CheckFailure | null = null;
  const type = await runtime.resolve(connector.type, connector.type_version);
  if (!type) {
    const which = connector.type_version ? `'${connector.type}' version ${connector.type_version}` : `'${connector.type}'`;
    failure = { kind: 'config', code: 'connector_type_unavailable', message: `connector type ${which} is not installed on this server` };
  } else {
    try {
      await runtime.check({ type, config: connector.config, credentials }, { customerId });
    } catch (err) {
      if (!(err instanceof ConnectorFailure)) throw err;
      failure = { kind: err.kind, code: err.code, message: err.message };
    }
  }
  const latency = Math.round(performance.now() - started);
  const { row: updated, event } = await recordCheckOutcome(knex, customerId, id, failure);
  const outcome: VerifyOutcome = {
    result: failure ? 'error' : 'ok',
    connector_id: id,
    status: updated.status,
    checked_at: updated.last_verified_at!,
    latency_ms: latency,
    error: failure ? { code: failure.code, message: failure.message } : null,
  };
  const degraded = event === 'connector.degraded' && failure ? { connectorId: id, kind: failure.kind, code: failure.code } : undefined;
  return { outcome, degraded };
}
