// The one implementation behind every canonical read operation (getOrder, getCustomer, …): one complete record of
// one entity type by its canonical_id. A tombstone is answered as it is (deleted_at set, merged_into naming the
// survivor of a merge), so a client that holds the id learns what became of it; once purged, a merged id is 404
// record_not_found naming its survivor.
import { findCanonical, findMergeSurvivor, recordBuilder } from '../../../domain/canonical/repository.js';
import type { EntityType } from '../../../domain/canonical/entities.js';
import { HttpError } from '../../httpError.js';
import type { HandlerContext } from '../../handler.js';

export async function getCanonicalRecord(entity: EntityType, idParam: string, ctx: HandlerContext): Promise<Record<string, unknown>> {
  // The contract's uuid format also admits the URN form; the database's uuid type does not.
  const id = idParam.toLowerCase().replace(/^urn:uuid:/, '');
  const row = await findCanonical(ctx.db, ctx.principal.customerId, entity, id);
  if (row) return recordBuilder(entity)(row);
  const survivor = await findMergeSurvivor(ctx.db, ctx.principal.customerId, entity, id);
  const message = survivor
    ? `${entity} record '${idParam}' was merged into '${survivor}'; read that record instead`
    : `${entity} record '${idParam}' does not exist`;
  throw new HttpError(404, 'record_not_found', message);
}
