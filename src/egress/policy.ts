// The egress policy: one decision for every connection a customer can direct, taken on the address actually
// dialled (after DNS, so a name resolving to a private address is refused). Public unicast addresses pass; every
// other class needs SLUICE_EGRESS_ALLOW. Sluice's own database is judged apart, at the socket (install.ts).
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { refusedAddressClass } from './addresses.js';
import { isAllowed, type AllowList } from './allowList.js';
import { EgressRefusedError, type Audience } from './errors.js';

export class EgressPolicy {
  constructor(
    readonly allow: AllowList,
    readonly audience: Audience = 'connectors',
  ) {}

  /** The refusal for dialling `address` (reached through `host`) on `port`, or null when it may be dialled. */
  refusal(host: string, address: string, port: number | undefined): EgressRefusedError | null {
    const addressClass = refusedAddressClass(address);
    if (!addressClass || isAllowed(this.allow, host, address, port)) return null;
    return EgressRefusedError.forAddress(this.audience, host, address, addressClass);
  }

  /** The refusal for an IP-literal host (connects to those skip the lookup), or null. */
  refuseLiteral(host: string, port: number | undefined): EgressRefusedError | null {
    const plain = host.startsWith('[') ? host.slice(1, -1) : host;
    return net.isIP(plain) === 0 ? null : this.refusal(plain, plain, port);
  }

  /** A lookup that fails when any address `base` answers is refused (so no fallback address is tried either). */
  lookup(port?: number, base: LookupFunction = dns.lookup as LookupFunction): LookupFunction {
    return (hostname, options, callback) => {
      base(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, '', 0);
        const list = (Array.isArray(addresses) ? addresses : [{ address: addresses, family: net.isIP(addresses) }]) as dns.LookupAddress[];
        if (list.length === 0) return callback(Object.assign(new Error(`${hostname} has no addresses`), { code: 'ENOTFOUND' }), '', 0);
        for (const { address } of list) {
          const refused = this.refusal(hostname, address, port);
          if (refused) return callback(refused as NodeJS.ErrnoException, '', 0);
        }
        if (options.all) return callback(null, list);
        return callback(null, list[0]!.address, list[0]!.family);
      });
    };
  }
}
