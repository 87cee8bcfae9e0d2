// Creating runs: a manual trigger, a retry of a failed run, a resync, a reprocessing of rejected records, or a
// scheduled slot. Each checks the flow's state, inserts a queued run and hands it to the queue in one transaction,
// so a run exists exactly when its job does.
import { currentTraceparent } from '../../tracing/spans.js';
import type { Knex } from 'knex';
import { conflict, notFound, RunInProgress, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import { lockFlowForRun as lockFlowRow, noteLastRun, noteReprocessRequested, type FlowForRun } from '../flows/repository.js';
import { runsOf, type RunTrigger } from './repository.js';
import { IN_FLIGHT } from './transitions.js';

/** Hands a committed-with-the-transaction run to the worker queue. */
export type EnqueueRun = (trx: Knex.Transaction, runId: string) => Promise<void>;

/** What a run is asked to do besides its trigger: the run it retries, or the entities a resync reads again. */
export interface RunRequest {
  retryOf?: string;
  resyncEntities?: string[];
}

/** Inserts a queued run for a locked flow and enqueues it. The caller holds the flow's row lock. */
export async function queueRun(trx: Knex.Transaction, flow: FlowForRun, trigger: RunTrigger, enqueue: EnqueueRun): Promise<string> {
  return insertQueuedRun(trx, flow, { trigger, enqueue });
}

async function insertQueuedRun(trx: Knex.Transaction, flow: FlowForRun, request: RunRequest & { trigger: RunTrigger; enqueue: EnqueueRun }): Promise<string> {
  const { trigger, enqueue } = request;
  const inFlight = await trx('runs').where({ customer_id: flow.customer_id, flow_id: flow.id }).whereIn('status', IN_FLIGHT).first('id');
  if (inFlight) throw new RunInProgress(flow.id, inFlight.id);
  const id = newId('run');
  try {
    // A savepoint, so a lost race on the one-in-flight index leaves the caller's transaction usable.
    await trx.transaction(async (sp) => {
      await sp('runs').insert({ id, customer_id: flow.customer_id, flow_id: flow.id, status: 'queued', trigger, retry_of: request.retryOf ?? null, resync_entities: request.resyncEntities ?? null, trace_parent: currentTraceparent() });
    });
  } catch (err) {
    if ((err as { code?: string; constraint?: string }).code === '23505') throw new RunInProgress(flow.id, undefined);
    throw err;
  }
  await noteLastRun(trx, flow.id, trx.raw('(SELECT created_at FROM runs WHERE customer_id = ? AND id = ?)', [flow.customer_id, id]));
  await enqueue(trx, id);
  return id;
}

async function lockFlowForRun(trx: Knex.Transaction, customerId: string, flowId: string): Promise<FlowForRun> {
  const flow = await lockFlowRow(trx, customerId, flowId);
  if (!flow) throw notFound('flow', flowId);
  if (flow.status === 'paused') throw conflict(`flow '${flowId}' is paused; resume it before running it`);
  return flow;
}

export async function triggerRun(knex: Knex, customerId: string, flowId: string, enqueue: EnqueueRun): Promise<string> {
  return knex.transaction(async (trx) => queueRun(trx, await lockFlowForRun(trx, customerId, flowId), 'manual', enqueue));
}

/**
 * Queues a manual run that reprocesses the flow's rejected records (and reads on from the flow's positions, as any
 * run): the request is noted on the flow with the run, so the rejections made before it are due for that run, or
 * for the next one should that run not reach them.
 */
export async function reprocessRun(knex: Knex, customerId: string, flowId: string, enqueue: EnqueueRun): Promise<string> {
  return knex.transaction(async (trx) => {
    const runId = await queueRun(trx, await lockFlowForRun(trx, customerId, flowId), 'manual', enqueue);
    await noteReprocessRequested(trx, customerId, flowId);
    return runId;
  });
}

/**
 * Queues a retry of a failed run. The run is read under a key-share lock, as its retry's foreign key would take it:
 * the pruner's delete of a run past its retention then waits for the retry to be queued (and clears its retry_of),
 * or, had it begun first, leaves the retry a 404 rather than a foreign-key failure.
 */
export async function retryRun(knex: Knex, customerId: string, runId: string, enqueue: EnqueueRun): Promise<string> {
  return knex.transaction(async (trx) => {
    const run = await runsOf(trx, customerId).where({ id: runId }).forKeyShare().first('id', 'flow_id', 'status');
    if (!run) throw notFound('run', runId);
    if (run.status !== 'failed') throw conflict(`run '${runId}' is ${run.status}; only a failed run can be retried`);
    return insertQueuedRun(trx, await lockFlowForRun(trx, customerId, run.flow_id), { trigger: 'retry', enqueue, retryOf: runId });
  });
}

/**
 * Queues a resync: a run that reads `entities` (all the flow's when omitted) from the beginning and reconciles
 * deletions. Its checkpoints replace the flow's only when it succeeds.
 */
export async function resyncRun(knex: Knex, customerId: string, flowId: string, { entities, enqueue }: { entities?: string[]; enqueue: EnqueueRun }): Promise<string> {
  return knex.transaction(async (trx) => {
    const flow = await lockFlowForRun(trx, customerId, flowId);
    const own = flow.entities ?? [];
    let chosen: string[] | null = null;
    if (entities !== undefined) {
      const foreign = entities.filter((e) => !own.includes(e));
      if (foreign.length > 0) {
        throw validationError(`body field 'entities': flow '${flowId}' does not sync ${foreign.join(', ')} (it syncs ${own.join(', ')})`);
      }
      chosen = [...new Set(entities)];
      if (chosen.length === 0) throw validationError(`body field 'entities': name at least one entity, or leave the field out to resync all of the flow's`);
    }
    return insertQueuedRun(trx, flow, { trigger: 'resync', enqueue, resyncEntities: chosen ?? undefined });
  });
}
