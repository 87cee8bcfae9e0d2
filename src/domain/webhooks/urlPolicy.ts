// Where a webhook may point: an https URL whose host resolves only to addresses the egress policy lets webhooks
// reach (public ones, plus what SLUICE_EGRESS_ALLOW opens; SLUICE_WEBHOOK_ALLOW_PRIVATE=true opens everything).
// Checked when an endpoint is created or its URL changed, and again on every connect (guardedLookup), on the
// addresses actually dialled, so a DNS answer that changes after creation cannot aim a delivery at our own network.
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { EVERYTHING_ALLOWED, EgressPolicy, EgressRefusedError, NOTHING_ALLOWED, isEgressRefusal, type AllowList } from '../../egress/index.js';

export const MAX_URL_LENGTH = 2048;

/** A refused address: the egress policy's error (code ERR_SLUICE_ADDRESS_REFUSED). */
export { EgressRefusedError as AddressRefusedError };

/** `true`: everything (SLUICE_WEBHOOK_ALLOW_PRIVATE); `false`: public addresses only; or an allow-list. */
export type WebhookAllow = boolean | AllowList;

function policyFor(allow: WebhookAllow): EgressPolicy {
  const list = allow === true ? EVERYTHING_ALLOWED : allow === false ? NOTHING_ALLOWED : allow;
  return new EgressPolicy(list, 'webhooks');
}

/** What webhooks may reach under these settings: everything with SLUICE_WEBHOOK_ALLOW_PRIVATE, else the allow-list. */
export function webhookAllow(settings: { allowPrivate: boolean; egressAllow?: AllowList }): WebhookAllow {
  return settings.allowPrivate ? true : (settings.egressAllow ?? false);
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** dns.lookup, refusing any answer that contains an address the policy refuses. */
export function guardedLookup(allow: WebhookAllow, base: LookupFunction = dns.lookup as LookupFunction, port?: number): LookupFunction {
  return policyFor(allow).lookup(port, base);
}

/** The refusal for an IP-literal host (connects to those skip the lookup), or null. */
export function refuseLiteral(host: string, allow: WebhookAllow, port?: number): EgressRefusedError | null {
  return policyFor(allow).refuseLiteral(host, port);
}

/**
 * Endpoint creation and updates check the URL inside the request's transaction (under Idempotency-Key), so a name
 * server that never answers must not hold a database connection for the resolver's own time-out.
 */
export const LOOKUP_TIMEOUT_MS = 5_000;

function resolve(lookup: LookupFunction, host: string): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(Object.assign(new Error(`no DNS answer within ${LOOKUP_TIMEOUT_MS} ms`), { code: 'ETIMEOUT' })), LOOKUP_TIMEOUT_MS);
    lookup(host, { all: true }, (err) => {
      clearTimeout(timer);
      if (err) fail(err);
      else done();
    });
  });
}

/**
 * Checks an endpoint URL before it is stored. Returns what is wrong with it (for a 422 naming `url`), or null.
 */
export async function urlProblem(raw: string, allow: WebhookAllow, lookup?: LookupFunction): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute https URL';
  }
  if (url.protocol !== 'https:') return `must use https (got ${url.protocol.replace(/:$/, '')})`;
  if (url.username || url.password) return 'must not contain credentials; authenticate deliveries with the signature';
  const host = hostOf(url);
  const port = Number(url.port || 443);
  const literal = refuseLiteral(host, allow, port);
  if (literal) return `is refused: ${literal.message}`;
  if (net.isIP(host) !== 0) return null;
  try {
    await resolve(guardedLookup(allow, lookup, port), host);
  } catch (err) {
    if (isEgressRefusal(err)) return `is refused: ${err.message}`;
    return `host '${host}' does not resolve (${(err as NodeJS.ErrnoException).code ?? 'lookup failed'})`;
  }
  return null;
}
