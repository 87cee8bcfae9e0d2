// An Airbyte source as a Sluice connector. The program speaks the Airbyte protocol: `spec`, `check --config`,
// `discover --config`, `read --config --catalog [--state]`, each answering JSON messages on stdout, one per line
// (SPEC, CONNECTION_STATUS, CATALOG, RECORD, STATE, LOG, TRACE). It runs behind the wall (wall.ts) with its files in
// a private call folder. Its spec is the connector's config schema (properties marked `airbyte_secret` become
// credentials); `check` is verify; a read selects the streams mapped to the entity, passes the entity's saved state,
// and turns RECORD messages into records and each STATE message into a checkpoint, so the next run, or a resumed
// one, starts where it ended. LOG lines go to the run's log; a TRACE error fails the call with its failure_type's
// kind.
import { defineConnector } from '../define.js';
import { AuthError, ConfigError } from '../errors.js';
import { checkpoint, records } from '../records.js';
import type { Connector, Context, EntityType, JsonValue, Logger, ReadMessage, ReadRequest, SourceRecord } from '../types.js';
import { Channel } from './channel.js';
import { classifiedError, exitError, refusalError } from './failures.js';
import { parseLine, splitSecrets, toSourceRecord, type StreamShape } from './messages.js';
import { runProgram, type ProgramEnd, type ProgramSettings } from './run.js';

export interface BridgedStream {
  /** The canonical entity the stream's records become. */
  entity: EntityType;
  /** The stream's primary key (field paths), when the source defines none. */
  primary_key?: string[][];
  /** The field saying when a record changed, when the source defines no cursor. */
  cursor_field?: string[];
}

export interface AirbyteSourceOptions extends ProgramSettings {
  id: string;
  name: string;
  version: string;
  description?: string;
  /** The streams read, by name. */
  streams: Record<string, BridgedStream>;
}

type Message = Record<string, unknown>;
const BATCH = 500;
const SPEC_TIMEOUT_MS = 60_000;

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** The error a TRACE message's error names, with its failure_type deciding the kind. */
function traceError(trace: Message): Error | undefined {
  if (trace.type !== 'ERROR') return undefined;
  const e = (trace.error ?? {}) as Message;
  const message = String(e.message ?? e.internal_message ?? 'the source failed');
  const type = e.failure_type === 'config_error' ? 'config' : e.failure_type === 'transient_error' ? 'transient' : 'system';
  return classifiedError(message, type);
}

/** Follows a program's messages: logs, errors, and whatever `handle` does with the rest. */
class Session {
  error: Error | undefined;

  constructor(private readonly logger: Logger) {}

  note(m: Message): boolean {
    if (m.type === 'LOG') {
      const log = (m.log ?? {}) as Message;
      const level = String(log.level ?? 'INFO').toUpperCase();
      const text = String(log.message ?? '');
      if (level === 'ERROR' || level === 'FATAL') this.logger.error(text);
      else if (level === 'WARN') this.logger.warn(text);
      else if (level === 'DEBUG' || level === 'TRACE') this.logger.debug(text);
      else this.logger.info(text);
      return true;
    }
    if (m.type === 'TRACE') {
      const trace = (m.trace ?? {}) as Message;
      this.error ??= traceError(trace);
      const status = (trace.stream_status ?? {}) as { reasons?: Array<{ type?: string }> };
      if (trace.type === 'STREAM_STATUS' && status.reasons?.some((r) => r.type === 'RATE_LIMITED')) this.error ??= classifiedError('the source is rate limited', 'transient');
      return true;
    }
    return false;
  }

  /** The call's failure, if any: the source's own error first, then a refused connection, then the exit. */
  failure(what: string, end: ProgramEnd): Error | undefined {
    if (this.error) return end.refused.length ? new ConfigError(`${this.error.message} (${refusalError(end.refused).message})`) : this.error;
    if (end.code === 0) return undefined;
    return end.refused.length ? refusalError(end.refused) : exitError(what, end);
  }
}

async function spec(settings: ProgramSettings): Promise<Message> {
  let found: Message | undefined;
  const session = new Session(quiet);
  const end = await runProgram(settings, {
    args: ['spec'],
    files: {},
    logger: quiet,
    signal: AbortSignal.timeout(SPEC_TIMEOUT_MS),
    onLine(line) {
      const m = parseLine(line);
      if (m && !session.note(m) && m.type === 'SPEC') found = (m.spec ?? {}) as Message;
    },
  });
  const failed = session.failure('spec', end);
  if (failed) throw failed;
  if (!found) throw new ConfigError('the program answered `spec` without a SPEC message');
  return found;
}

const configFile = (ctx: Context) => ({ ...ctx.config, ...ctx.credentials });

async function discover(settings: ProgramSettings, ctx: Context): Promise<Map<string, Message>> {
  const streams = new Map<string, Message>();
  const session = new Session(ctx.logger);
  const end = await runProgram(settings, {
    args: ['discover', '--config', '{call}/config.json'],
    files: { 'config.json': configFile(ctx) },
    logger: ctx.logger,
    signal: ctx.signal,
    onLine(line) {
      const m = parseLine(line);
      if (!m || session.note(m) || m.type !== 'CATALOG') return;
      for (const s of ((m.catalog as Message | undefined)?.streams ?? []) as Message[]) streams.set(String(s.name), s);
    },
  });
  const failed = session.failure('discover', end);
  if (failed) throw failed;
  return streams;
}

/** The key a state message is kept under: its stream, the global state, or the legacy blob. */
function stateKey(state: Message): string {
  if (state.type === 'STREAM') return `stream:${String(((state.stream as Message)?.stream_descriptor as Message)?.name)}`;
  return state.type === 'GLOBAL' ? 'global' : 'legacy';
}

/** The saved position: the latest state message per key, as the program gave them. */
function statesOf(cursor: JsonValue | null): Map<string, Message> {
  const saved = (cursor as { states?: Message[] } | null)?.states;
  if (cursor !== null && !Array.isArray(saved)) throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not an Airbyte bridge checkpoint`);
  return new Map((saved ?? []).map((s) => [stateKey(s), s]));
}

/** The state file: the state messages, or a legacy source's own blob. */
function stateFile(states: Map<string, Message>): unknown {
  const legacy = states.get('legacy');
  return legacy ? (legacy.data ?? {}) : [...states.values()];
}

function configuredStream(stream: Message, bridged: BridgedStream): Message {
  const modes = (stream.supported_sync_modes ?? ['full_refresh']) as string[];
  const cursor = bridged.cursor_field ?? (stream.default_cursor_field as string[] | undefined);
  const incremental = modes.includes('incremental') && (stream.source_defined_cursor === true || (cursor?.length ?? 0) > 0);
  const primaryKey = bridged.primary_key ?? (stream.source_defined_primary_key as string[][] | undefined);
  return {
    stream,
    sync_mode: incremental ? 'incremental' : 'full_refresh',
    destination_sync_mode: 'append',
    ...(incremental && cursor ? { cursor_field: cursor } : {}),
    ...(primaryKey ? { primary_key: primaryKey } : {}),
  };
}

function shapeOf(configured: Message): StreamShape {
  return { primaryKey: (configured.primary_key ?? []) as string[][], cursorField: configured.cursor_field as string[] | undefined };
}

/** The entity's streams, configured for a read: incremental where the source can, full refresh otherwise. */
async function catalogFor(options: AirbyteSourceOptions, ctx: Context, entity: string): Promise<Message[]> {
  const wanted = Object.entries(options.streams).filter(([, s]) => s.entity === entity);
  const found = await discover(options, ctx);
  return wanted.map(([name, bridged]) => {
    const stream = found.get(name);
    if (!stream) throw new ConfigError(`the source has no stream '${name}' (it has ${[...found.keys()].join(', ') || 'none'})`);
    return configuredStream(stream, bridged);
  });
}

async function* readEntity(options: AirbyteSourceOptions, ctx: Context, request: ReadRequest): AsyncGenerator<ReadMessage> {
  const catalog = await catalogFor(options, ctx, request.entity);
  const shapes = new Map(catalog.map((c) => [String((c.stream as Message).name), shapeOf(c)]));
  const states = statesOf(request.cursor);
  const out = new Channel<ReadMessage>(4);
  const batch: SourceRecord[] = [];
  const session = new Session(ctx.logger);
  const stop = new AbortController();
  const signal = AbortSignal.any([ctx.signal, stop.signal]);
  const flush = async () => {
    if (batch.length) await out.push(records(batch.splice(0)));
  };
  const onLine = async (line: string) => {
    const m = parseLine(line);
    if (!m || session.note(m)) return;
    if (m.type === 'RECORD') {
      const r = (m.record ?? {}) as Message;
      const shape = shapes.get(String(r.stream));
      if (!shape) return;
      batch.push(toSourceRecord(String(r.stream), shape, (r.data ?? {}) as Record<string, unknown>, Number(r.emitted_at) || Date.now(), request.schema));
      if (batch.length >= BATCH) await flush();
    } else if (m.type === 'STATE' && typeof m.state === 'object' && m.state !== null) {
      await flush();
      states.set(stateKey(m.state as Message), m.state as Message);
      await out.push(checkpoint({ states: [...states.values()] as unknown as JsonValue }));
    }
  };
  const files: Record<string, unknown> = { 'config.json': configFile(ctx), 'catalog.json': { streams: catalog } };
  if (states.size) files['state.json'] = stateFile(states);
  const args = ['read', '--config', '{call}/config.json', '--catalog', '{call}/catalog.json', ...(states.size ? ['--state', '{call}/state.json'] : [])];
  const running = runProgram(options, { args, files, logger: ctx.logger, signal, onLine }).then(
    async (end) => {
      await flush();
      out.end(session.failure('read', end));
    },
    (err: unknown) => out.end(err),
  );
  try {
    yield* out;
  } finally {
    stop.abort();
    await running;
  }
}

async function checkConnection(options: AirbyteSourceOptions, ctx: Context): Promise<void> {
  let status: Message | undefined;
  const session = new Session(ctx.logger);
  const end = await runProgram(options, {
    args: ['check', '--config', '{call}/config.json'],
    files: { 'config.json': configFile(ctx) },
    logger: ctx.logger,
    signal: ctx.signal,
    onLine(line) {
      const m = parseLine(line);
      if (m && !session.note(m) && m.type === 'CONNECTION_STATUS') status = (m.connectionStatus ?? {}) as Message;
    },
  });
  const failed = session.failure('check', end);
  if (failed) throw failed;
  if (status?.status === 'SUCCEEDED') return;
  const message = String(status?.message ?? 'the source answered check without a CONNECTION_STATUS');
  const error = classifiedError(message, 'config');
  throw error instanceof AuthError ? error : new ConfigError(message);
}

/**
 * A connector running an Airbyte source behind the wall. Asks the program for its spec once, as the plugin loads:
 * `export default await airbyteSource({...})`.
 */
export async function airbyteSource(options: AirbyteSourceOptions): Promise<Connector> {
  const found = await spec(options);
  const schema = (found.connectionSpecification ?? { type: 'object' }) as Record<string, unknown>;
  const { configSchema, credentialsSchema } = splitSecrets(schema, (p) => p.airbyte_secret === true);
  const entities = [...new Set(Object.values(options.streams).map((s) => s.entity))];
  return defineConnector({
    manifest: { id: options.id, name: options.name, version: options.version, kind: 'source', entities, configSchema, credentialsSchema, ...(options.description ? { description: options.description } : {}) },
    check: (ctx) => checkConnection(options, ctx),
    read: (ctx, request) => readEntity(options, ctx, request),
  });
}
