import type { components } from '../../../../generated/openapi.js';
import { listCanonical, recordBuilder } from '../../../domain/canonical/repository.js';
import { bindingOf, decodeCursor, encodeCursor } from '../../cursor.js';
import type { Handler } from '../../handler.js';
import { DEFAULT_LIMIT } from '../../pagination.js';
import { entityParam, fieldsParam, updatedSinceParam } from './entityParam.js';

export const listCanonicalRecords: Handler<'listCanonicalRecords'> = async ({ params, query }, ctx) => {
  const entity = entityParam(params.entity);
  const fields = fieldsParam(entity, query.fields);
  const updatedSince = updatedSinceParam(query.updated_since);
  // A cursor continues the query it came from: same customer, entity and updated_since. `fields` only shapes the
  // records, so a client may change it between pages.
  const binding = bindingOf(`canonical:${entity}`, { updated_since: updatedSince });
  const key = ctx.services.secrets.subkey('cursor');
  const customerId = ctx.principal.customerId;
  const after = query.cursor === undefined ? undefined : decodeCursor(key, customerId, binding, query.cursor);
  const page = await listCanonical(ctx.db, customerId, entity, { limit: query.limit ?? DEFAULT_LIMIT, updatedSince, after });
  const envelope = {
    entity,
    count: page.rows.length,
    next_cursor: page.next ? encodeCursor(key, customerId, binding, page.next) : null,
  };
  // The builder emits exactly the fields of the entity's schema (or the requested subset), in schema order.
  const data = page.rows.map(recordBuilder(entity, fields));
  if (!fields) return { status: 200, body: { ...envelope, fields: null, data: data as Schemas['CanonicalRecord'][] } };
  return { status: 200, body: { ...envelope, fields: [...fields], data: data as Schemas['CanonicalProjectedRecord'][] } };
};

type Schemas = components['schemas'];
