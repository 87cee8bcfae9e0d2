// A run's rejected records, per entity: what each stored batch leaves in the flow's rejections (domain/rejections/
// keep.ts), in the batch's own transaction. The rows of stored records are looked for only when the flow may have one
// open for the entity: it had one when the entity's move began, or this run has rejected one since (a flow has one
// run at a time, so nothing else adds any meanwhile).
import type { Knex } from 'knex';
import { secretValues, type SourceRecord } from '@sluice/connector-sdk';
import type { UpsertSummary } from '../domain/canonical/upsert/index.js';
import { noteRejections, type RecordOutcome } from '../domain/rejections/keep.js';
import { hasRejections } from '../domain/rejections/repository.js';
import type { RunContext } from './runContext.js';

/** The code of a record the canonical layer rejected, in the run's errors and in the flow's rejections. */
export const REJECTED_CODE = 'invalid_record';

/** The reason a rejected upsert result gives. */
export function rejectionReason(errors: readonly string[] | undefined): string {
  return (errors ?? ['rejected']).join('; ');
}

export class EntityRejections {
  private readonly secrets: readonly string[];

  private constructor(
    private readonly ctx: RunContext,
    private readonly entity: string,
    private open: boolean,
  ) {
    this.secrets = secretValues(ctx.source.credentials);
  }

  /** The tracker of `entity` for the run, knowing whether the flow has rejections of it open. */
  static async of(knex: Knex, ctx: RunContext, entity: string): Promise<EntityRejections> {
    return new EntityRejections(ctx, entity, await hasRejections(knex, ctx.run.customer_id, ctx.flowId, entity));
  }

  /** In a stored batch's transaction: `records` (in the batch's order) and how the upsert ended for each. */
  async note(trx: Knex.Transaction, records: readonly SourceRecord[], summary: UpsertSummary): Promise<void> {
    const { ctx, entity } = this;
    const outcomes: RecordOutcome[] = records.map((record, i) => {
      const result = summary.results[i];
      if (result && result.outcome !== 'rejected' && result.canonicalId) return { record };
      return { record, rejected: { stage: 'transform', code: REJECTED_CODE, reason: rejectionReason(result?.errors) } };
    });
    const scope = { customerId: ctx.run.customer_id, flowId: ctx.flowId, entity, runId: ctx.run.id, runStartedAt: ctx.run.started_at, secrets: this.secrets };
    if ((await noteRejections(trx, scope, outcomes, this.open)) > 0) this.open = true;
  }
}
