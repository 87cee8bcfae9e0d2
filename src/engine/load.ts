// One bounded batch of source records: transformed (mapping overrides) and stored in the canonical layer, which
// validates and dedupes; then the canonical records they ended in are written to the destination. A record the
// canonical layer rejects is a `transform` record error; one the destination rejects is a `load` record error.
// Neither fails the run. Write results asking for a retry are retried a few times with a pause.
import { mapRecord, type SourceRecord, type WriteRecord, type WriteResult } from '@sluice/connector-sdk';
import type { Knex } from 'knex';
import { canonicalRecordSchema, type EntityType } from '../domain/canonical/entities.js';
import { findCanonicalMany, recordBuilder } from '../domain/canonical/repository.js';
import { upsertCanonical, type IncomingRecord } from '../domain/canonical/upsert.js';
import type { CallScope, ConnectorRuntime, PluginWriter } from '../runtime/runtime.js';
import type { RunContext, RunEndpoint } from './runContext.js';
import { RunStop, isConnectorFailure } from './runStop.js';
import type { RunTally } from './tally.js';

/** Tries of one write (the first and the retries), for `retry` results and transient failures. */
export const WRITE_ATTEMPTS = 3;

export interface LoadOptions {
  knex: Knex;
  runtime: ConnectorRuntime;
  /** Pause before retry number n (1-based), in ms. */
  retryDelayMs(n: number): number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordRef(entity: string, externalId: string): string {
  return `${entity}:${externalId}`;
}

function transform(ctx: RunContext, entity: EntityType, records: readonly SourceRecord[]): IncomingRecord[] {
  const mapping = ctx.mappings[entity];
  if (!mapping || Object.keys(mapping).length === 0) return records.map((r) => ({ externalId: r.external_id, record: r.data }));
  const schema = canonicalRecordSchema(entity);
  return records.map((r) => ({ externalId: r.external_id, record: { ...r.data, ...mapRecord(schema, r.raw ?? {}, mapping) } }));
}

/**
 * The destination's write session for one entity of a run: one plugin process for all its batches, opened on the
 * first write and opened again after a failure ended it.
 */
export class EntityWriter {
  private session: PluginWriter | undefined;

  constructor(
    private readonly runtime: ConnectorRuntime,
    private readonly destination: RunEndpoint,
    private readonly entity: EntityType,
    private readonly scope: CallScope,
  ) {}

  async write(records: WriteRecord[]): Promise<WriteResult[]> {
    const { type, connector, credentials } = this.destination;
    this.session ??= await this.runtime.openWriter(type, connector.config, credentials, this.entity, this.scope);
    try {
      return await this.session.write(records);
    } catch (err) {
      this.session = undefined;
      throw err;
    }
  }

  close(): void {
    this.session?.close();
    this.session = undefined;
  }
}

/** Writes `records`, retrying what the destination asks to retry; the final result per canonical_id. */
async function write(ctx: RunContext, options: LoadOptions, writer: EntityWriter, records: WriteRecord[]): Promise<Map<string, WriteResult>> {
  const { destination } = ctx;
  const final = new Map<string, WriteResult>();
  let pending = records;
  for (let attempt = 1; pending.length > 0; attempt++) {
    let results: WriteResult[];
    try {
      results = await writer.write(pending);
    } catch (err) {
      if (!isConnectorFailure(err)) throw err;
      if (err.kind === 'transient' && attempt < WRITE_ATTEMPTS) {
        await sleep(options.retryDelayMs(attempt));
        continue;
      }
      throw RunStop.fromPlugin('load', destination.connector.id, 'destination', err);
    }
    const again: WriteRecord[] = [];
    results.forEach((result, i) => {
      const record = pending[i]!;
      if (result.status === 'retry' && attempt < WRITE_ATTEMPTS) again.push(record);
      else if (result.status === 'retry') final.set(record.canonical_id, { status: 'rejected', reason: `still asked to retry after ${WRITE_ATTEMPTS} attempts: ${result.reason}` });
      else final.set(record.canonical_id, result);
    });
    pending = again;
    if (pending.length > 0) await sleep(options.retryDelayMs(attempt));
  }
  return final;
}

export async function loadBatch(
  ctx: RunContext,
  options: LoadOptions,
  writer: EntityWriter,
  tally: RunTally,
  entity: EntityType,
  records: readonly SourceRecord[],
): Promise<void> {
  const { knex } = options;
  const customerId = ctx.run.customer_id;
  const system = ctx.source.connector.type;
  let summary;
  try {
    summary = await upsertCanonical(knex, customerId, entity, system, transform(ctx, entity, records));
  } catch (err) {
    throw new RunStop('load', 'canonical_write_failed', `storing ${entity} records in the canonical layer failed: ${(err as Error).message}`);
  }
  const stored: Array<{ externalId: string; canonicalId: string }> = [];
  for (const result of summary.results) {
    if (result.outcome === 'rejected' || !result.canonicalId) {
      tally.recordFailed({ code: 'invalid_record', message: (result.errors ?? ['rejected']).join('; '), stage: 'transform', record_ref: recordRef(entity, result.externalId) });
    } else {
      stored.push({ externalId: result.externalId, canonicalId: result.canonicalId });
    }
  }
  if (stored.length === 0) return;
  // A record merged into another within this batch answers with the survivor's id: write each record once.
  const ids = [...new Set(stored.map((s) => s.canonicalId))];
  const build = recordBuilder(entity);
  const rows = await findCanonicalMany(knex, customerId, entity, ids);
  const outcomes = rows.length ? await write(ctx, options, writer, rows.map((row) => build(row) as WriteRecord)) : new Map<string, WriteResult>();
  for (const { externalId, canonicalId } of stored) {
    const outcome = outcomes.get(canonicalId);
    if (outcome && outcome.status !== 'ok') {
      tally.recordFailed({
        code: 'destination_rejected',
        message: `canonical record ${canonicalId}: ${outcome.reason}`,
        stage: 'load',
        record_ref: recordRef(entity, externalId),
      });
    } else {
      // Written, or merged away by a concurrent writer since (its survivor is written by that writer's run).
      tally.ok();
    }
  }
}
