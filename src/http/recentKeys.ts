// API keys this process authenticated within the last second, by the key's hash, with the principal each gave.
// dispatch.ts uses one to start a read operation's handler while that request's own key lookup and rate-limit count
// are still on their way (one round trip, ~0.8 ms of a canonical page): the handler works with the remembered
// principal, and its answer is sent only if the request's own lookup then finds the same principal within its rate
// limit. Every request is still authenticated and counted before anything is sent, so a revoked key, a lowered
// role or an exhausted limit takes effect on the very next request; what a remembered key can cost is one handler's
// work whose answer is dropped. A key refused (no longer valid, or over its limit) is forgotten, so it does not
// start handlers again until a request of it succeeds. The request log line says `early_start: answered` or
// `dropped` for a request whose handler started early.
import type { Principal } from '../domain/access/service.js';

/** How long a successful authentication lets a key's next requests start early. */
export const RECENT_KEY_MS = 1000;
/** At most this many keys are remembered; the least recently authenticated goes first. */
const MAX_KEYS = 10_000;

export class RecentKeys {
  private readonly entries = new Map<string, { principal: Principal; at: number }>();

  constructor(
    private readonly ttlMs = RECENT_KEY_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The principal this key gave less than ttlMs ago, if any. */
  get(hash: Buffer): Principal | undefined {
    const id = hash.toString('base64');
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.principal;
  }

  remember(hash: Buffer, principal: Principal): void {
    const id = hash.toString('base64');
    this.entries.delete(id); // re-inserted last: the map's order is the eviction order
    if (this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { principal, at: this.now() });
  }

  forget(hash: Buffer): void {
    this.entries.delete(hash.toString('base64'));
  }
}

/** Whether two principals allow exactly the same: same key, user, customer, role and scopes. */
export function samePrincipal(a: Principal, b: Principal): boolean {
  if (a.keyId !== b.keyId || a.userId !== b.userId || a.customerId !== b.customerId || a.sessionId !== b.sessionId) return false;
  if (a.role !== b.role || a.scopes.size !== b.scopes.size) return false;
  for (const s of a.scopes) if (!b.scopes.has(s)) return false;
  return true;
}
