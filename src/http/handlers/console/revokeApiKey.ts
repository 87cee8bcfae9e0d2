// POST /console/v1/api-keys/{id}/revoke: revoke a key the signed-in user may manage (others are not found).
import { revokeConsoleKey } from '../../../domain/access/apiKeyList.js';
import type { Handler } from '../../handler.js';
import { keyOwnerFilter, toApiKey } from './toApiKey.js';

export const revokeApiKey: Handler<'revokeApiKey'> = async ({ params }, ctx) => {
  const row = await revokeConsoleKey(ctx.db, ctx.principal.customerId, keyOwnerFilter(ctx), params.id);
  return { status: 200, body: toApiKey(row) };
};
