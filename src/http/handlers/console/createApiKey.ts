// POST /console/v1/api-keys: a key for the signed-in user, with scopes their role holds; its secret is answered once.
import { getConsoleKey } from '../../../domain/access/apiKeyList.js';
import { ROLE_SCOPES } from '../../../domain/access/scopes.js';
import { createApiKey as insertKey } from '../../../domain/access/service.js';
import { HttpError } from '../../httpError.js';
import type { Handler } from '../../handler.js';
import { toApiKey } from './toApiKey.js';

export const createApiKey: Handler<'createApiKey'> = async ({ body }, ctx) => {
  const { name, scopes, expires_in_days: days } = body!;
  const { role } = ctx.principal;
  const beyond = scopes.filter((s) => !ROLE_SCOPES[role].has(s));
  if (beyond.length) {
    throw new HttpError(403, 'forbidden', `your role (${role}) does not hold the scope${beyond.length > 1 ? 's' : ''} ${beyond.join(', ')}, so a key of yours cannot either`);
  }
  const { record, key } = await insertKey(ctx.db, {
    customerId: ctx.principal.customerId,
    userId: ctx.principal.userId,
    scopes,
    expiresInDays: days,
    name: name === undefined || name.trim() === '' ? undefined : name.trim(),
    maxPerCustomer: ctx.services.customerLimits.apiKeys,
  });
  const row = (await getConsoleKey(ctx.db, ctx.principal.customerId, record.id))!;
  return { status: 201, body: { ...toApiKey(row), key }, headers: { 'Cache-Control': 'no-store' } };
};
