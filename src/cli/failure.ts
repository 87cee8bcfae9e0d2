// What a failed command prints and its exit code: the same whether the command ran in the `sluice` process or, sent
// over the admin socket, in the running server.
import { ConfigError } from '../configError.js';
import { AccessInputError } from '../domain/access/errors.js';
import { LimitReached } from '../domain/customerLimits.js';
import { DatabaseUnreachable } from '../db/connectFailure.js';
import { UsageError } from './args.js';
import { StartFailure } from './listenFailure.js';

/** A command that refused for a reason of the data, not of its arguments (a plugin in use, one failing its suite). */
export class Refused extends Error {}

export interface Failure {
  exitCode: number;
  /** For stderr: `sluice: …` and a newline. */
  stderr: string;
}

export function failureOf(err: unknown): Failure {
  if (err instanceof UsageError || err instanceof ConfigError || err instanceof AccessInputError || err instanceof LimitReached) {
    return { exitCode: 2, stderr: `sluice: ${err.message}\n` };
  }
  // The machine's or the database's fault, not the command's: one line saying what to check.
  if (err instanceof DatabaseUnreachable || err instanceof StartFailure || err instanceof Refused) return { exitCode: 1, stderr: `sluice: ${err.message}\n` };
  return { exitCode: 1, stderr: `sluice: ${(err as Error).stack ?? String(err)}\n` };
}
