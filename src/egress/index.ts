// The egress policy (see docs/egress.md): what a connection a customer directs may reach. Parsed from
// SLUICE_EGRESS_ALLOW (and SLUICE_WEBHOOK_ALLOW_PRIVATE=true, which means `*` for webhooks).
import { parseAllowList, type AllowList } from './allowList.js';

export { refusedAddressClass, unmapped } from './addresses.js';
export { EVERYTHING_ALLOWED, NOTHING_ALLOWED, isAllowed, parseAllowList, type AllowList } from './allowList.js';
export { EGRESS_REFUSED_CODE, EgressRefusedError, isEgressRefusal, type Audience } from './errors.js';
export { OWN_DATABASE_ENV, ownDatabaseEnv, ownDatabaseFromEnv, ownDatabaseOf, type OwnDatabase } from './ownDatabase.js';
export { EgressPolicy } from './policy.js';

export const EGRESS_ALLOW_ENV = 'SLUICE_EGRESS_ALLOW';

/** SLUICE_EGRESS_ALLOW parsed; a bad entry throws an Error whose message names the variable and the entry. */
export function allowListFromEnv(env: NodeJS.ProcessEnv): AllowList {
  try {
    return parseAllowList(env[EGRESS_ALLOW_ENV]);
  } catch (err) {
    throw new Error(`${EGRESS_ALLOW_ENV}: ${(err as Error).message} (expected comma-separated CIDR ranges, host[:port] entries or *)`);
  }
}
