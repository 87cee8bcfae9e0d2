// The operation itself, after validation: its handler, in one of its customer's slots when it waits on the outside
// world, and under Idempotency-Key for a POST that sends one.
import type { Principal } from '../../domain/access/service.js';
import { errorResponse } from '../errorResponse.js';
import type { HandlerContext } from '../handler.js';
import { runIdempotent, type HttpResponse } from '../idempotency.js';
import type { RouteMatch } from '../openapi.js';
import { SLOW_OPERATIONS } from '../slowOperations.js';
import { slowOperationTimeoutMs } from '../slowOperationTimeout.js';
import type { RoutedRequest } from './request.js';
import { jsonResponse } from './response.js';
import { validateRequest } from './validate.js';

type Handler = (req: unknown, c: HandlerContext) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;

/** Validates the request and runs the operation for `principal` (null: a sign-in operation, before any tenant). */
export async function runOperation(req: RoutedRequest, match: RouteMatch, principal: Principal | null): Promise<HttpResponse> {
  const { ctx, deps, state } = req;
  const { contract, services } = deps;
  const valid = await validateRequest(req, match);
  const handler = deps.handlers[match.operationId] as Handler;
  const request = { params: valid.params, query: valid.query, body: valid.body };
  const base = { requestId: state.requestId, services, clientAddress: ctx.ip, publicUrl: req.publicUrl, eventTypes: contract.eventTypes };
  const run = async (db: HandlerContext['db'], who: Principal | undefined): Promise<HttpResponse> => {
    const result = await handler(request, { ...base, db, principal: who } as HandlerContext);
    return jsonResponse(result.status, result.body, { ...result.headers, 'X-Request-Id': state.requestId });
  };
  // Sign-in operations: no tenant yet, so no idempotency record and no slow-operation slot.
  if (!principal) return run(services.db, undefined);

  // An operation that waits on the outside world takes one of its customer's slots, and holds no transaction.
  const slow = SLOW_OPERATIONS.has(match.operationId);
  const work = slow
    ? (db: HandlerContext['db']) => deps.slowOperations.run(principal.customerId, slowOperationTimeoutMs(match.operationId, services), () => run(db, principal))
    : (db: HandlerContext['db']) => run(db, principal);

  const key = req.method === 'POST' ? ctx.get('idempotency-key') : '';
  if (!key) return work(services.db);
  const response = await runIdempotent(
    services.db,
    { customerId: principal.customerId, key, method: req.method, path: ctx.path, rawBody: valid.rawBody },
    { execute: work, toResponse: (err) => errorResponse(err, state.requestId, services.logger), mode: slow ? 'detached' : 'atomic' },
    services.secrets.subkey('idempotency'),
  );
  if (response.headers['Idempotent-Replayed']) state.replayed = true;
  return response;
}
