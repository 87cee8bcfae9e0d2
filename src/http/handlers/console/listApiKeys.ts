// GET /console/v1/api-keys: the keys the signed-in user may manage, newest first.
import { listConsoleKeys } from '../../../domain/access/apiKeyList.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { keyOwnerFilter, toApiKey } from './toApiKey.js';

export const listApiKeys: Handler<'listApiKeys'> = async ({ query }, ctx) => {
  const owner = keyOwnerFilter(ctx);
  const spec = pageSpec(ctx, 'api_keys', query, { user: owner ?? undefined });
  const page = await listConsoleKeys(ctx.db, ctx.principal.customerId, owner, spec);
  return { status: 200, body: listEnvelope(ctx, spec, page, toApiKey) };
};
