// Argument parsing shared by the commands (node's parseArgs, strict, with usage errors as values), and where they print.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, positionals = 0) {
  try {
    const result = parseArgs({ args: argv, options: { ...options, json: { type: 'boolean' } }, strict: true, allowPositionals: positionals > 0 });
    if (result.positionals.length > positionals) throw new UsageError(`unexpected argument '${result.positionals[positionals]}'`);
    return result;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError((err as Error).message);
  }
}

export function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** Where a command writes what it prints: process.stdout, or the answer the admin socket sends back. */
export interface Output {
  write(text: string): unknown;
}

/** A command's standard input and output: the process's own, or those of a command run over the admin socket. */
export interface CommandIo {
  out: Output;
  stdin: NodeJS.ReadableStream;
}

/** The process's own; a function, so that process.stdin is opened only by a command that reads it. */
export function processIo(): CommandIo {
  return {
    out: process.stdout,
    get stdin() {
      return process.stdin;
    },
  };
}

export function print(out: Output, json: boolean | undefined, object: Record<string, unknown>, human: string): void {
  out.write(json ? `${JSON.stringify(object)}\n` : `${human}\n`);
}
