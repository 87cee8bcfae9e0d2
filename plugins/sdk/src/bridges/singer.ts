// A Singer tap as a Sluice connector. The program is a tap: `--config c --discover` prints its catalog (one JSON
// document), and `--config c --catalog cat [--state s]` prints SCHEMA, RECORD and STATE messages, one per line.
// It runs behind the wall (wall.ts). Taps carry no spec, so the operator gives the config schema (fields marked
// `secret: true` become credentials). Verify is a discovery that names every bridged stream. A read selects the
// entity's streams in the catalog's metadata and passes the entity's saved state; each STATE message's value is a
// checkpoint. Taps report failure by exiting with a CRITICAL line on stderr, whose words give the kind.
import { defineConnector } from '../define.js';
import { ConfigError } from '../errors.js';
import { checkpoint, records } from '../records.js';
import type { Connector, Context, JsonSchema, JsonValue, ReadMessage, ReadRequest, SourceRecord } from '../types.js';
import type { BridgedStream } from './airbyte.js';
import { Channel } from './channel.js';
import { exitError, refusalError } from './failures.js';
import { parseLine, splitSecrets, toSourceRecord, type StreamShape } from './messages.js';
import { runProgram, type ProgramEnd, type ProgramSettings } from './run.js';

export interface SingerTapOptions extends ProgramSettings {
  id: string;
  name: string;
  version: string;
  description?: string;
  /** The tap's config, as a JSON Schema; top-level properties with `secret: true` are credentials. */
  configSchema: JsonSchema;
  streams: Record<string, BridgedStream>;
}

type Message = Record<string, unknown>;
const BATCH = 500;

const configFile = (ctx: Context) => ({ ...ctx.config, ...ctx.credentials });

function failure(what: string, end: ProgramEnd): Error | undefined {
  if (end.code === 0) return undefined;
  if (end.refused.length) return refusalError(end.refused);
  const critical = end.stderrTail.split('\n').filter((l) => /CRITICAL|ERROR/.test(l)).pop();
  return exitError(what, critical ? { ...end, stderrTail: critical } : end);
}

async function discover(options: SingerTapOptions, ctx: Context): Promise<Message[]> {
  const out: string[] = [];
  const end = await runProgram(options, {
    args: ['--config', '{call}/config.json', '--discover'],
    files: { 'config.json': configFile(ctx) },
    logger: ctx.logger,
    signal: ctx.signal,
    onLine: (line) => void out.push(line),
  });
  const failed = failure('discovery', end);
  if (failed) throw failed;
  try {
    return ((JSON.parse(out.join('\n')) as Message).streams ?? []) as Message[];
  } catch (err) {
    throw new ConfigError(`the tap's discovery did not print a JSON catalog: ${(err as Error).message}`);
  }
}

const nameOf = (s: Message) => String(s.tap_stream_id ?? s.stream);

/** The catalog with the entity's streams selected (and every other stream not). */
function selected(catalog: Message[], names: Set<string>): Message[] {
  return catalog.map((s) => {
    const chosen = names.has(nameOf(s));
    const metadata = ((s.metadata ?? []) as Message[]).filter((m) => ((m.breadcrumb ?? []) as unknown[]).length > 0);
    const top = ((s.metadata ?? []) as Message[]).find((m) => ((m.breadcrumb ?? []) as unknown[]).length === 0);
    return { ...s, metadata: [{ breadcrumb: [], metadata: { ...((top?.metadata ?? {}) as Message), selected: chosen } }, ...metadata] };
  });
}

async function* readEntity(options: SingerTapOptions, ctx: Context, request: ReadRequest): AsyncGenerator<ReadMessage> {
  const wanted = new Map(Object.entries(options.streams).filter(([, s]) => s.entity === request.entity));
  const catalog = await discover(options, ctx);
  for (const name of wanted.keys()) if (!catalog.some((s) => nameOf(s) === name)) throw new ConfigError(`the tap has no stream '${name}'`);
  if (request.cursor !== null && (typeof request.cursor !== 'object' || Array.isArray(request.cursor) || !('value' in request.cursor))) {
    throw new ConfigError(`the saved position ${JSON.stringify(request.cursor)} is not a Singer bridge checkpoint`);
  }
  const state = (request.cursor as { value?: JsonValue } | null)?.value;
  const shapes = new Map<string, StreamShape>();
  const out = new Channel<ReadMessage>(4);
  const batch: SourceRecord[] = [];
  const stop = new AbortController();
  const flush = async () => {
    if (batch.length) await out.push(records(batch.splice(0)));
  };
  const onLine = async (line: string) => {
    const m = parseLine(line);
    const stream = String(m?.stream);
    if (m?.type === 'SCHEMA' && wanted.has(stream)) {
      const bridged = wanted.get(stream)!;
      const key = (bridged.primary_key ?? ((m.key_properties ?? []) as string[]).map((k) => [k])) as string[][];
      const bookmark = bridged.cursor_field ?? ((m.bookmark_properties ?? []) as string[]).slice(0, 1);
      shapes.set(stream, { primaryKey: key, cursorField: bookmark.length ? bookmark : undefined });
    } else if (m?.type === 'RECORD' && shapes.has(stream)) {
      const at = typeof m.time_extracted === 'string' ? Date.parse(m.time_extracted) : Date.now();
      batch.push(toSourceRecord(stream, shapes.get(stream)!, (m.record ?? {}) as Record<string, unknown>, at, request.schema));
      if (batch.length >= BATCH) await flush();
    } else if (m?.type === 'STATE') {
      await flush();
      await out.push(checkpoint({ value: (m.value ?? null) as JsonValue }));
    }
  };
  const files: Record<string, unknown> = { 'config.json': configFile(ctx), 'catalog.json': { streams: selected(catalog, new Set(wanted.keys())) } };
  if (state !== undefined && state !== null) files['state.json'] = state;
  const args = ['--config', '{call}/config.json', '--catalog', '{call}/catalog.json', ...(files['state.json'] ? ['--state', '{call}/state.json'] : [])];
  const running = runProgram(options, { args, files, logger: ctx.logger, signal: AbortSignal.any([ctx.signal, stop.signal]), onLine }).then(
    async (end) => {
      await flush();
      out.end(failure('the tap', end));
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

/** A connector running a Singer tap behind the wall: `export default singerTap({...})`. */
export function singerTap(options: SingerTapOptions): Connector {
  const { configSchema, credentialsSchema } = splitSecrets(options.configSchema, (p) => p.secret === true);
  const entities = [...new Set(Object.values(options.streams).map((s) => s.entity))];
  return defineConnector({
    manifest: { id: options.id, name: options.name, version: options.version, kind: 'source', entities, configSchema, credentialsSchema, ...(options.description ? { description: options.description } : {}) },
    async check(ctx) {
      const names = new Set((await discover(options, ctx)).map(nameOf));
      const missing = Object.keys(options.streams).filter((s) => !names.has(s));
      if (missing.length) throw new ConfigError(`the tap's catalog has no stream ${missing.map((s) => `'${s}'`).join(', ')}`);
    },
    read: (ctx, request) => readEntity(options, ctx, request),
  });
}
