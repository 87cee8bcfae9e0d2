// Calling a connector in the test's process as Sluice calls it in a plugin process of its own.
import { canonicalSchema } from '../canonical/index.js';
import { createContext, type LogSink } from '../context.js';
import { ConfigError } from '../errors.js';
import { createSchemaCompiler, describeErrors, type SchemaValidator } from '../manifest.js';
import type { Connector, Context, JsonValue, WriteRecord, WriteResult } from '../types.js';
import { readAll, type ReadAll } from './results.js';

/** The settings of one call, as a customer would give them (defaults are applied). */
export interface CallSettings {
  config: Record<string, unknown>;
  credentials: Record<string, unknown>;
}

export interface ConnectorTester {
  check(settings: CallSettings): Promise<void>;
  /** Reads `entity` from `cursor` (default: the beginning) to its end. */
  read(entity: string, settings: CallSettings & { cursor?: JsonValue | null }): Promise<ReadAll>;
  write(entity: string, records: WriteRecord[], settings: CallSettings): Promise<WriteResult[]>;
}

type Validators = { config: SchemaValidator; credentials: SchemaValidator };

/** A copy of the settings with their defaults, or ConfigError naming what the schema refuses (as Sluice does). */
function validated(validators: Validators, settings: CallSettings): CallSettings {
  const out = structuredClone({ config: settings.config, credentials: settings.credentials });
  for (const part of ['config', 'credentials'] as const) {
    const validate = validators[part];
    if (!validate(out[part])) throw new ConfigError(describeErrors(part, validate.errors).join('; '));
  }
  return out;
}

/** Runs `fn` with a fresh context, whose signal aborts when the call is over (ending a write session's connections). */
async function withContext<C, K, T>(settings: CallSettings, log: LogSink, fn: (ctx: Context<C, K>) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const ctx = createContext<C, K>({ config: settings.config as C, credentials: settings.credentials as K, signal: controller.signal, log });
  try {
    return await fn(ctx);
  } finally {
    controller.abort(new Error('the call is over'));
  }
}

/** A tester of `connector`; `log` receives its log lines (default: dropped). */
export function connectorTester<C, K>(connector: Connector<C, K>, log: LogSink = () => {}): ConnectorTester {
  const ajv = createSchemaCompiler();
  const validators = { config: ajv.compile(connector.manifest.configSchema), credentials: ajv.compile(connector.manifest.credentialsSchema) };
  const call = async <T>(settings: CallSettings, fn: (ctx: Context<C, K>) => Promise<T>) => withContext(validated(validators, settings), log, fn);
  return {
    check: (settings) => call(settings, (ctx) => connector.check(ctx)),
    read: (entity, settings) =>
      call(settings, (ctx) => readAll(connector.read!(ctx, { entity, cursor: settings.cursor ?? null, schema: canonicalSchema(entity) }))),
    write: (entity, records, settings) => call(settings, (ctx) => connector.write!(ctx, { entity, records, schema: canonicalSchema(entity) })),
  };
}
