// The run pipeline, per entity of the flow: extract from the source plugin from the flow's saved checkpoint,
// transform and load each batch (load.ts), and save each checkpoint the source emits once the records before it
// are committed in both the canonical layer and the destination. The source is pulled one message at a time, and
// a message is fully loaded before the next is asked for: memory holds one source batch whatever the volume.
import type { ReadMessage, SourceRecord } from '@sluice/connector-sdk';
import type { EntityType } from '../domain/canonical/entities.js';
import type { RunStage } from '../domain/runs/repository.js';
import { loadCheckpoint, saveCheckpoint } from './checkpoints.js';
import { EntityWriter, loadBatch, type LoadOptions } from './load.js';
import type { RunContext } from './runContext.js';
import { RunInterrupted, RunStop, isConnectorFailure } from './runStop.js';
import type { RunTally } from './tally.js';

export interface PipelineOptions extends LoadOptions {
  /** Most records stored and written in one step; a larger source batch is split. */
  batchSize: number;
  /**
   * Asked between steps, with the stage just done or next (`load` after a batch, `extract` before the next read):
   * true when the run must stop (the worker is shutting down, lost the run, or the run was cancelled or timed out).
   */
  interrupted(stage: RunStage): boolean;
  /** Called after each step with the run's progress. */
  progress?(): void;
}

function* chunks(records: SourceRecord[], size: number): Generator<SourceRecord[]> {
  for (let start = 0; start < records.length; start += size) yield records.slice(start, start + size);
}

async function moveEntity(ctx: RunContext, options: PipelineOptions, tally: RunTally, entity: EntityType): Promise<void> {
  const { source } = ctx;
  const cursor = await loadCheckpoint(options.knex, ctx.flowId, entity);
  const scope = { customerId: ctx.run.customer_id };
  const reader = options.runtime.read(source.type, source.connector.config, source.credentials, { entity, cursor }, scope);
  const writer = new EntityWriter(options.runtime, ctx.destination, entity, scope);
  try {
    for (;;) {
      let next: IteratorResult<ReadMessage>;
      try {
        next = await reader.next();
      } catch (err) {
        if (isConnectorFailure(err)) throw RunStop.fromPlugin('extract', source.connector.id, 'source', err);
        throw err;
      }
      if (next.done) return;
      const message = next.value;
      if (message.type === 'checkpoint') {
        const flow = { id: ctx.flowId, sourceConnectorId: source.connector.id, destinationConnectorId: ctx.destination.connector.id };
        // The flow was redefined while this run read: what it reads now belongs to the old definition; stop.
        const run = { id: ctx.run.id, attempts: ctx.run.attempts, progress: tally.snapshot() };
        if (!(await saveCheckpoint(options.knex, flow, entity, message.cursor, run))) return;
      } else {
        for (const batch of chunks(message.records, options.batchSize)) {
          await loadBatch(ctx, options, writer, tally, entity, batch);
          options.progress?.();
          if (options.interrupted('load')) throw new RunInterrupted('the run was interrupted');
        }
      }
      if (options.interrupted('extract')) throw new RunInterrupted('the run was interrupted');
    }
  } finally {
    writer.close();
    // Stops the plugin's process when the read did not run to its end.
    await reader.return(undefined);
  }
}

/** Moves every entity of the flow; throws RunStop (the run failed) or RunInterrupted (to be resumed). */
export async function runPipeline(ctx: RunContext, options: PipelineOptions, tally: RunTally): Promise<void> {
  for (const entity of ctx.entities) await moveEntity(ctx, options, tally, entity);
}
