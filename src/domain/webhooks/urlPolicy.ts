// Where a webhook may point: an https URL whose host resolves only to public addresses. Checked when an endpoint is
// created or its URL changed, and again on every connect (guardedLookup), on the addresses actually dialled, so a
// DNS answer that changes after creation cannot aim a delivery at our own network.
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { refusedAddressClass } from './addressPolicy.js';

export const MAX_URL_LENGTH = 2048;

export class AddressRefusedError extends Error {
  override name = 'AddressRefusedError';
  readonly code = 'ERR_SLUICE_ADDRESS_REFUSED';
  constructor(host: string, address: string, addressClass: string) {
    super(
      host === address
        ? `${address} is a ${addressClass} address; webhooks are delivered to public addresses only`
        : `${host} resolves to ${address}, a ${addressClass} address; webhooks are delivered to public addresses only`,
    );
  }
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** dns.lookup, refusing any answer that contains a non-public address unless private addresses are allowed. */
export function guardedLookup(allowPrivate: boolean, base: LookupFunction = dns.lookup as LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses, family: net.isIP(addresses) }]) as dns.LookupAddress[];
      if (list.length === 0) return callback(Object.assign(new Error(`${hostname} has no addresses`), { code: 'ENOTFOUND' }), '', 0);
      if (!allowPrivate) {
        for (const { address } of list) {
          const refused = refusedAddressClass(address);
          if (refused) return callback(new AddressRefusedError(hostname, address, refused) as NodeJS.ErrnoException, '', 0);
        }
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** The refusal for an IP-literal host (connects to those skip the lookup), or null. */
export function refuseLiteral(host: string, allowPrivate: boolean): AddressRefusedError | null {
  if (allowPrivate || net.isIP(host) === 0) return null;
  const refused = refusedAddressClass(host);
  return refused ? new AddressRefusedError(host, host, refused) : null;
}

function resolve(lookup: LookupFunction, host: string): Promise<void> {
  return new Promise((done, fail) => lookup(host, { all: true }, (err) => (err ? fail(err) : done())));
}

/**
 * Checks an endpoint URL before it is stored. Returns what is wrong with it (for a 422 naming `url`), or null.
 */
export async function urlProblem(raw: string, allowPrivate: boolean, lookup?: LookupFunction): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute https URL';
  }
  if (url.protocol !== 'https:') return `must use https (got ${url.protocol.replace(/:$/, '')})`;
  if (url.username || url.password) return 'must not contain credentials; authenticate deliveries with the signature';
  const host = hostOf(url);
  const literal = refuseLiteral(host, allowPrivate);
  if (literal) return `is refused: ${literal.message}`;
  if (net.isIP(host) !== 0) return null;
  try {
    await resolve(guardedLookup(allowPrivate, lookup), host);
  } catch (err) {
    if (err instanceof AddressRefusedError) return `is refused: ${err.message}`;
    return `host '${host}' does not resolve (${(err as NodeJS.ErrnoException).code ?? 'lookup failed'})`;
  }
  return null;
}
