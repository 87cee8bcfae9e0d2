// Reprocessing a flow's rejected records: once an entity's read has run to its end, the kept copies of its due
// rejections (domain/rejections/reprocess.ts: rejected before the flow's mappings or its source's settings changed,
// or before reprocessing was asked for) go through the path freshly read records take, in batches: transformed with
// the flow's mappings and prepared (read.ts), stored in the canonical layer (store.ts: a record stored now leaves the
// rejections, one rejected again stays with its new reason), written to the destination and counted (write.ts).
//
// After the read rather than before it: a record the read met again has already been stored or rejected anew under
// the current definition, so it is no longer due, and the destination gets each record once per run, the source's
// latest copy of it. A resync reprocesses nothing: it reads every record again, and what it does not meet again the
// source no longer has (store.ts drops those rejections). Reprocessed records are not read from the source, so they
// do not count against the run's read budget; they count in the run's records as read ones do.
import type { SourceRecord } from '@sluice/connector-sdk';
import { dueRejections } from '../domain/rejections/reprocess.js';
import { prepareRecords } from './read.js';
import { stopIfInterrupted, type StageScope } from './stage.js';
import { storeBatch } from './store.js';
import type { RunTally } from './tally.js';
import { writeBatch, type EntityWriter } from './write.js';

/** Reprocesses the due rejections of the scope's entity; answers how many records it put through again. */
export async function reprocessRejections(scope: StageScope, writer: EntityWriter, tally: RunTally): Promise<number> {
  const { ctx, options, entity } = scope;
  if (ctx.resync || !ctx.reprocessBefore) return 0;
  const due = { customerId: ctx.run.customer_id, flowId: ctx.flowId, entity, runId: ctx.run.id, before: ctx.reprocessBefore };
  let done = 0;
  for (let after: string | null = null; ; ) {
    const kept = await dueRejections(options.knex, due, after, options.batchSize);
    if (kept.length === 0) return done;
    after = kept[kept.length - 1]!.external_id;
    const records: SourceRecord[] = kept.map((r) => ({ external_id: r.external_id, data: r.data, ...(r.raw ? { raw: r.raw } : {}) }));
    await writeBatch(scope, writer, tally, await storeBatch(scope, prepareRecords(ctx, entity, records)));
    done += kept.length;
    options.progress?.();
    stopIfInterrupted(options, 'load');
  }
}
