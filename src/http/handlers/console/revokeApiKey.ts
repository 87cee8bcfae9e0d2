// POST /console/v1/api-keys/{id}/revoke: revoke a key the signed-in user may manage (a member's or viewer's
// others' keys are not found; an admin is refused an owner's key).
import { revokeConsoleKey } from '../../../domain/access/apiKeyList.js';
import type { Handler } from '../../handler.js';
import { toApiKey } from './toApiKey.js';

export const revokeApiKey: Handler<'revokeApiKey'> = async ({ params }, ctx) => {
  const { customerId, userId, role } = ctx.principal;
  const row = await revokeConsoleKey(ctx.db, { customerId, userId, role }, params.id);
  return { status: 200, body: toApiKey(row) };
};
