// What every step of the request pipeline (dispatch.ts) is handed: the Koa context, the server's dependencies, the
// request's state for the log line, and what routing found.
import type Koa from 'koa';
import type { Principal } from '../../domain/access/service.js';
import type { Services } from '../../container.js';
import type { HandlerMap } from '../handler.js';
import type { Contract, RouteMatch } from '../openapi.js';
import type { RateLimits, RateLimitStore } from '../rateLimit/slidingWindow.js';
import type { RecentKeys } from '../recentKeys.js';
import type { SlowOperationSlots } from '../slowOperations.js';

export interface DispatchDeps {
  contract: Contract;
  handlers: HandlerMap;
  services: Services;
  rateLimitStore: RateLimitStore;
  rateLimits: RateLimits;
  /** Per-customer slots of the operations that wait on the outside world. */
  slowOperations: SlowOperationSlots;
  /** API keys authenticated within the last second, whose data API reads start before their lookup answers. */
  recentKeys: RecentKeys;
  /**
   * Sluice's public base URL (SLUICE_PUBLIC_URL): Origin checks, sign-in links and the cookie's Secure flag. When
   * absent, `http://127.0.0.1:<bound port>`, filled in by startHttpServer once it listens.
   */
  publicUrl?: string;
  /** /metrics on this port, and the token it asks for; absent: not served here (SLUICE_METRICS_PORT). */
  metricsRoute?: { token: string | undefined };
}

/** What the request log line and the response writer need to know about a request. */
export interface RequestState {
  requestId: string;
  match?: RouteMatch;
  principal?: Principal;
  rateHeaders?: Record<string, string>;
  replayed?: boolean;
  /** Whether a handler started before authentication answered (RecentKeys), and whether its answer was the response. */
  earlyStart?: 'answered' | 'dropped';
}

/** One routed request, as the steps after routing see it. */
export interface RoutedRequest {
  ctx: Koa.Context;
  deps: DispatchDeps;
  state: RequestState;
  method: string;
  /** Sluice's public base URL for this request (the configured one, or the bound port's). */
  publicUrl: string;
}
