// A bridged program's failure as one of the SDK's error kinds, so Sluice treats it as it treats a plugin's own:
// from the protocol's own classification where it has one (an Airbyte TRACE error's failure_type, a stream status
// saying rate limited), else from the words of its message (Singer taps only log a CRITICAL line and exit).
import { AuthError, ConfigError, QuotaError, TransientError } from '../errors.js';

const AUTH = /\b(401|403)\b|unauthori[sz]ed|forbidden|authenticat|invalid (api )?(key|token)|access denied|permission denied/i;
const QUOTA = /\b429\b|rate.?limit|quota|too many requests/i;
const TRANSIENT = /\b(502|503|504)\b|time(d)? ?out|temporar|connection (reset|aborted)|unavailable|try again/i;

/** An error of the kind `message` reads as; `fallback` when it reads as none (Airbyte's failure_type, say). */
export function classifiedError(message: string, fallback: 'config' | 'transient' | 'system'): Error {
  if (AUTH.test(message)) return new AuthError(message);
  if (QUOTA.test(message)) return new QuotaError(message);
  if (fallback === 'transient' || TRANSIENT.test(message)) return new TransientError(message);
  if (fallback === 'config') return new ConfigError(message);
  return new Error(message);
}

/** What the egress proxy refused, as the failure of a program that then failed: the cause users must see. */
export function refusalError(refused: string[]): Error {
  return new ConfigError(`the program's connection was refused by Sluice's egress policy: ${refused.slice(0, 3).join('; ')}`);
}

/** A program that exited without saying why. */
export function exitError(what: string, end: { code: number | null; signal: NodeJS.Signals | null; stderrTail: string }): Error {
  const how = end.code !== null ? `exited with code ${end.code}` : `was ended by ${end.signal}`;
  const tail = end.stderrTail.trim().split('\n').slice(-3).join(' | ');
  return classifiedError(`${what} ${how}${tail ? `: ${tail}` : ''}`, 'system');
}
