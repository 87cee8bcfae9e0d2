// Argument parsing shared by the commands: node's parseArgs, strict, with usage errors as values.
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

export function print(json: boolean | undefined, object: Record<string, unknown>, human: string): void {
  process.stdout.write(json ? `${JSON.stringify(object)}\n` : `${human}\n`);
}
