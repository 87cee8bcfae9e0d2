// Handler types, derived from the generated contract: a handler receives the operation's validated path, query
// and body, and returns one of the operation's success responses. Errors are thrown: domain errors (src/errors.ts)
// or HttpError (httpError.ts).
import type { Knex } from 'knex';
import type { operations } from '../../generated/openapi.js';
import type { Principal } from '../domain/access/service.js';
import type { Services } from '../container.js';
import type { EventTypeEntry } from './eventCatalog.js';
import type { OperationId } from './openapi.js';

type Op<K extends OperationId> = operations[K];
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : [T] extends [undefined] ? Record<string, never> : NonNullable<T>;
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type BodyOf<K extends OperationId> = Op<K> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> | undefined : undefined;
type SuccessCode<K extends OperationId> = Extract<keyof Op<K>['responses'], 200 | 201 | 202 | 204>;

export interface HandlerRequest<K extends OperationId> {
  params: OrEmpty<Op<K>['parameters']['path']>;
  query: OrEmpty<Op<K>['parameters']['query']>;
  body: BodyOf<K>;
}

export type HandlerResult<K extends OperationId> = {
  [S in SuccessCode<K>]: { status: S; body: JsonOf<Op<K>['responses'][S]>; headers?: Record<string, string> };
}[SuccessCode<K>];

export interface HandlerContext {
  /**
   * The database, or the transaction of an idempotent request: use it for every query. Operations that call out
   * (slowOperations.ts) always get the database itself, and must keep their transactions short and off the wait.
   */
  db: Knex;
  principal: Principal;
  requestId: string;
  services: Services;
  /** The client's address (as Koa sees it), for the sign-in throttle. */
  clientAddress: string;
  /** Sluice's public base URL (SLUICE_PUBLIC_URL, or the server's own address): the base of sign-in links. */
  publicUrl: string;
  /** The webhook event catalog, read from the contract when the server started. */
  eventTypes: readonly EventTypeEntry[];
}

/** Operations that need no principal and are not public probes: signing in. */
export type SessionlessOperationId = 'signIn' | 'signInWithLink';

export type SessionlessContext = Omit<HandlerContext, 'principal'>;

export type PublicOperationId = 'getHealth' | 'getReadiness';

export interface PublicContext {
  requestId: string;
  services: Services;
}

export type Handler<K extends OperationId> = (req: HandlerRequest<K>, ctx: HandlerContext) => Promise<HandlerResult<K>>;
export type SessionlessHandler<K extends OperationId> = (req: HandlerRequest<K>, ctx: SessionlessContext) => Promise<HandlerResult<K>>;
export type PublicHandler<K extends OperationId> = (req: HandlerRequest<K>, ctx: PublicContext) => Promise<HandlerResult<K> | { status: number; body: unknown }>;

/** One handler per operationId of openapi.yaml: an operation without a handler fails to compile. */
export type HandlerMap = {
  [K in OperationId]: K extends PublicOperationId ? PublicHandler<K> : K extends SessionlessOperationId ? SessionlessHandler<K> : Handler<K>;
};
