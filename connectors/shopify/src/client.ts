// GraphQL Admin API queries through the official client (@shopify/admin-api-client), with Shopify's cost-based
// throttle honoured and every failure classified. The client's own retries are off: it would read Retry-After as
// milliseconds. Its requests go through ctx.fetch (the SDK's callVendor) with Shopify's statuses laid over the SDK's
// table: it throws the error of each failing status and waits out a 429 for its Retry-After; the client reports a
// thrown fetch error as text only, so the error itself is kept here and rethrown.
import { createAdminApiClient } from '@shopify/admin-api-client';
import { AuthError, ConfigError, QuotaError, TransientError, errorKindOf, fetchFailureMessage, sleep, type Context, type StatusTable, type VendorFailure } from '@sluice/connector-sdk';
import type { ShopifyConfig, ShopifyCredentials } from './config.js';

export type ShopifyContext = Context<ShopifyConfig, ShopifyCredentials>;

type Obj = Record<string, unknown>;

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/** How many times one query is retried after being throttled. */
const THROTTLE_RETRIES = 5;

export interface QueryResult {
  data: Obj;
  /** Shopify's clock when it answered (the Date header), for incremental windows. */
  serverTime: Date | null;
}

export class ShopifyClient {
  private readonly client: ReturnType<typeof createAdminApiClient>;
  /** The api_base_url origin that replaces https://<shop> in every request, when set. */
  private readonly origin: string | undefined;
  /** The bucket as the last answer left it, and what each operation cost last time. */
  private bucket: ThrottleStatus | null = null;
  private bucketAt = 0;
  private readonly costs = new Map<string, number>();
  private thrown: unknown;

  constructor(private readonly ctx: ShopifyContext) {
    const { config } = ctx;
    this.origin = config.api_base_url ? new URL(config.api_base_url).origin : undefined;
    this.client = createAdminApiClient({
      storeDomain: config.shop,
      apiVersion: config.api_version,
      accessToken: ctx.credentials.access_token,
      userAgentPrefix: 'Sluice shopify connector',
      retries: 0,
      // A version the client does not list as supported is still sent; Shopify answers for it.
      logger: () => {},
      customFetchApi: async (input, init) => {
        try {
          const url = new URL(String(input));
          const target = this.origin ? `${this.origin}${url.pathname}${url.search}` : url.href;
          return await ctx.fetch(target, {
            ...(init as RequestInit),
            timeoutMs: config.timeout_seconds * 1000,
            maxRetryAfterSeconds: config.max_retry_after_seconds,
            statuses: SHOPIFY_STATUSES,
            message: (failure) => shopifyMessage(failure, config),
          });
        } catch (err) {
          this.thrown = err;
          throw err;
        }
      },
    });
  }

  /** Waits until the bucket, refilling at its restore rate, holds what `operation` cost last time. */
  private async pace(operation: string): Promise<void> {
    const cost = this.costs.get(operation);
    if (!this.bucket || cost === undefined) return;
    const refilled = Math.min(this.bucket.maximumAvailable, this.bucket.currentlyAvailable + ((Date.now() - this.bucketAt) / 1000) * this.bucket.restoreRate);
    if (refilled >= cost) return;
    const seconds = (Math.min(cost, this.bucket.maximumAvailable) - refilled) / this.bucket.restoreRate;
    await sleep(Math.ceil(seconds * 1000), this.ctx.signal);
  }

  private remember(operation: string, extensions: Obj | undefined): ThrottleStatus | null {
    const cost = (extensions?.cost ?? null) as { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } | null;
    if (typeof cost?.requestedQueryCost === 'number') this.costs.set(operation, cost.requestedQueryCost);
    if (cost?.throttleStatus) {
      this.bucket = cost.throttleStatus;
      this.bucketAt = Date.now();
    }
    return cost?.throttleStatus ?? null;
  }

  /** Runs one named query; `operation` is its name, for pacing and messages. */
  async query(operation: string, text: string, variables: Obj): Promise<QueryResult> {
    for (let attempt = 0; ; attempt++) {
      await this.pace(operation);
      this.thrown = undefined;
      const result = await this.client.request(text, { variables });
      if (this.thrown !== undefined) {
        const err = this.thrown;
        if (errorKindOf(err)) throw err;
        throw new TransientError(`Shopify ${operation}: ${(err as Error).message}`, { cause: err });
      }
      const throttle = this.remember(operation, result.extensions as Obj | undefined);
      const errors = result.errors;
      const date = (result as { headers?: Headers }).headers?.get('date');
      const serverTime = date ? new Date(date) : null;
      if (!errors) return { data: result.data as Obj, serverTime };

      const status = errors.networkStatusCode;
      // Every failing status was thrown by ctx.fetch (SHOPIFY_STATUSES); what is left is an answer that is not GraphQL.
      if (status !== undefined && status !== 200) throw new ConfigError(`Shopify answered ${status} to ${operation}`);
      const list = (errors.graphQLErrors ?? []) as Array<{ message?: string; extensions?: { code?: string } }>;
      if (list.some((e) => e.extensions?.code === 'THROTTLED')) {
        const cost = this.costs.get(operation) ?? 0;
        const seconds = throttle && throttle.restoreRate > 0 ? Math.ceil((Math.min(cost, throttle.maximumAvailable) - throttle.currentlyAvailable) / throttle.restoreRate) : 1;
        const wait = Math.max(1, seconds);
        if (attempt >= THROTTLE_RETRIES || wait > this.ctx.config.max_retry_after_seconds) {
          throw new QuotaError(`Shopify throttled ${operation} (cost ${cost}, ${throttle?.currentlyAvailable ?? '?'} of ${throttle?.maximumAvailable ?? '?'} available)`, { retryAfterSeconds: wait });
        }
        this.ctx.logger.warn('Shopify throttled a query: waiting for the bucket to refill', { operation, wait_seconds: wait });
        await sleep(wait * 1000, this.ctx.signal);
        continue;
      }
      const messages = list.map((e) => e.message).filter(Boolean).join('; ') || errors.message || 'unknown error';
      if (list.some((e) => e.extensions?.code === 'ACCESS_DENIED')) throw new AuthError(`Shopify refused ${operation}: ${messages} (the app is missing an access scope)`);
      if (list.some((e) => e.extensions?.code === 'MAX_COST_EXCEEDED')) throw new ConfigError(`Shopify refused ${operation} as too costly: ${messages} (lower page_size)`);
      if (list.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) throw new TransientError(`Shopify failed ${operation}: ${messages}`);
      throw new ConfigError(`Shopify refused ${operation}: ${messages} (is api_version ${this.ctx.config.api_version} one Shopify still serves?)`);
    }
  }
}

/**
 * Shopify's statuses over the SDK's table: a frozen (402, unpaid) or locked (423) store stops everything until the
 * merchant acts, as refused credentials do; every other 4xx is a request this configuration cannot make.
 */
const SHOPIFY_STATUSES: StatusTable = { '402': 'auth', '423': 'auth', '4xx': 'config' };

function shopifyMessage(failure: VendorFailure, config: ShopifyConfig): string {
  if (failure.status === 402) return `Shopify answered 402 for ${config.shop}: the store is frozen (unpaid)`;
  if (failure.status === 423) return `Shopify answered 423 for ${config.shop}: the store is locked`;
  if (failure.status === 404) return `Shopify answered 404: no store ${config.shop} or no Admin API version ${config.api_version}`;
  return fetchFailureMessage(failure);
}
