import type { components } from '../../../../generated/openapi.js';
import { findCanonical, findMergeSurvivor, recordBuilder } from '../../../domain/canonical/repository.js';
import { AppError } from '../../../errors.js';
import type { Handler } from '../../handler.js';
import { entityParam } from './entityParam.js';

export const getCanonicalRecord: Handler<'getCanonicalRecord'> = async ({ params }, ctx) => {
  const entity = entityParam(params.entity);
  // The contract's uuid format also admits the URN form; the database's uuid type does not.
  const id = params.id.toLowerCase().replace(/^urn:uuid:/, '');
  const row = await findCanonical(ctx.db, ctx.principal.customerId, entity, id);
  if (row) return { status: 200, body: recordBuilder(entity)(row) as components['schemas']['CanonicalRecord'] };
  const survivor = await findMergeSurvivor(ctx.db, ctx.principal.customerId, entity, id);
  const message = survivor
    ? `${entity} record '${params.id}' was merged into '${survivor}'; read that record instead`
    : `${entity} record '${params.id}' does not exist`;
  throw new AppError(404, 'record_not_found', message);
};
