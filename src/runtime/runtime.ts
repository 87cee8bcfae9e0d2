// The connector runtime: the installed connector types (discovered at start and again on reload(), several
// versions of a type side by side) and the three calls, each validated before any plugin code runs and executed in
// a plugin process of its own customer: a new one, or one kept from an earlier call of the same plugin and customer
// (processPool.ts).
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createSchemaCompiler, describeErrors } from '@sluice/connector-sdk/manifest';
import type { JsonValue, ReadMessage, SourceDeletion, SourceRecord, WriteRecord, WriteResult } from '@sluice/connector-sdk';
import { redactText, secretValues } from '@sluice/connector-sdk';
import { canonicalRecordSchema, type EntityType } from '../domain/canonical/entities.js';
import type { Logger } from '../log.js';
import { discoverPlugins, pluginsFingerprint, type PluginOrigin, type Refusal } from './discovery.js';
import { customerFilesRoot, type CallScope } from './customerRoot.js';
import { ConnectorFailure } from './failures.js';
import { loadPlugin, type ConnectorType, type Inspect, type Inspection, type LoadOutcome } from './loader.js';
import { builtInspection } from './builtManifests.js';
import type { ConnectorRuntimeOptions } from './options.js';
import type { ChildMessage, Operation, StartMessage, WireError } from './protocol.js';
import { inspectOnce } from './inspections.js';
import { ProcessPool, DEFAULT_POOL } from './processPool.js';
import { PluginProcess, type CallSettings, type ProcessEnd } from './sandbox.js';
import { resolvesHostSdk } from './sdkCopy.js';
import { bwrapPath, wallArgs, wallDecision } from './wall.js';
import { startWallProxy } from './wallProxy.js';
import { compareVersions } from './versions.js';

export type { CallScope } from './customerRoot.js';

export interface Registry {
  /** Every loaded type, by id ascending and newest version first. */
  types: ConnectorType[];
  refusals: Refusal[];
  /** The plugins folder as it was when this registry was discovered (discovery.ts pluginsFingerprint). */
  fingerprint: string;
}

type Settings = Record<string, unknown>;

/** A connector as configured for one call: its type, and the config and credentials it runs with. */
export interface ConfiguredConnector {
  type: ConnectorType;
  config: unknown;
  credentials: unknown;
}

/** A call checked and ready: what its log lines and errors name it, and how its secrets are kept out of them. */
interface PreparedCall {
  label: string;
  /** The connector type's id (`unknown` while a plugin's manifest is being loaded) and the operation. */
  connectorType: string;
  operation: Operation;
  timeoutMs: number;
  redact: (text: string) => string;
}

/** How a call on a plugin process ended: it succeeded (`done`), or how its process ended under it. */
export type CallEnd = ProcessEnd;

/** Told of plugin processes and calls (the metrics and traces). */
export interface ProcessWatcher {
  /** Called as a process is started; the returned function is called once it has ended. */
  started?(call: { connectorType: string; operation: Operation; label: string }): (end: ProcessEnd) => void;
  /** Called as a call starts, on a new or a kept process; the returned function is called once it has ended. */
  call?(call: { connectorType: string; operation: Operation; label: string; kept: boolean }): (end: CallEnd) => void;
}

/** A process a call runs on, and the pool key it goes back under when the call succeeds (none: not kept). */
interface Lease {
  proc: PluginProcess;
  key: string | undefined;
  /** Ends the call for the call watchers; the first end counts. */
  end(how: CallEnd): void;
}

export interface PluginWriter {
  write(records: WriteRecord[]): Promise<WriteResult[]>;
  /** Ends the session (the plugin's process exits). */
  close(): void;
}

class Slots {
  private free: number;
  private readonly queue: Array<() => void> = [];

  constructor(size: number) {
    this.free = size;
  }

  hasFree(): boolean {
    return this.free > 0;
  }

  async acquire(): Promise<() => void> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next();
      else this.free += 1;
    };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The length in bytes of the JSON text each message read() yielded came as (protocol.ts). */
const JSON_BYTES = new WeakMap<ReadMessage, number>();

/** How many bytes of JSON `message` came as from its plugin's process, if read() yielded it. */
export function jsonBytesOf(message: ReadMessage): number | undefined {
  return JSON_BYTES.get(message);
}

export class ConnectorRuntime {
  private registry: Promise<Registry> | undefined;
  /** The reload under way (reload()), which the next one waits for. */
  private reloading: Promise<unknown> = Promise.resolve();
  /** The reload resolve() started because the plugins folder changed (resolve). */
  private catchingUp: Promise<Registry> | undefined;
  private readonly slots: Slots;
  private readonly live = new Set<PluginProcess>();
  private readonly validators = new WeakMap<ConnectorType, { config: ValidateFunction; credentials: ValidateFunction }>();
  private extraEnv: NodeJS.ProcessEnv = {};
  private watchers: ProcessWatcher[] = [];
  /** Processes kept between calls; none when SLUICE_CONNECTOR_IDLE_SECONDS is 0. */
  private readonly pool: ProcessPool | undefined;
  /** Bumped when the plugins' environment changes: processes started before it are not kept for later calls. */
  private generation = 0;
  private wallDecided: Promise<boolean> | undefined;

  constructor(
    readonly options: ConnectorRuntimeOptions,
    private readonly logger: Logger,
  ) {
    this.slots = new Slots(options.maxProcesses);
    if (options.idleMs > 0) this.pool = new ProcessPool({ ...DEFAULT_POOL, idleMs: options.idleMs });
  }

  /** Discovers and loads every plugin once; later calls get the same registry. */
  load(): Promise<Registry> {
    this.registry ??= this.discover();
    return this.registry;
  }

  /**
   * Discovers the plugins again (one was installed or removed) and swaps the registry once the new one is loaded:
   * until then resolve() and types() answer from the old one, and a call in flight keeps the type it resolved.
   * Kept processes of a plugin entry no longer loaded go; one reload at a time.
   */
  reload(): Promise<Registry> {
    const next = this.reloading.then(async () => {
      const fresh = await this.discover();
      this.registry = Promise.resolve(fresh);
      const entries = new Set(fresh.types.map((t) => t.entry));
      this.pool?.dropEntries((entry) => entries.has(entry));
      return fresh;
    });
    this.reloading = next.catch(() => undefined);
    return next;
  }

  async types(): Promise<ConnectorType[]> {
    return (await this.load()).types;
  }

  /**
   * A type by id: the given version, or the newest installed one. A type not found may be one installed a moment
   * ago (a run claimed as the announcement arrives): the answer waits for a reload under way, and discovers again
   * when the plugins folder changed since the registry was read.
   */
  async resolve(id: string, version?: string | null): Promise<ConnectorType | undefined> {
    const pick = ({ types }: Registry) => {
      const ofId = types.filter((t) => t.id === id);
      return version ? ofId.find((t) => t.version === version) : ofId[0];
    };
    const found = pick(await this.load());
    if (found) return found;
    await this.reloading;
    const now = await this.load();
    if (now.fingerprint === pluginsFingerprint(this.options)) return pick(now);
    // One catch-up reload for every resolve that finds the folder changed at once.
    this.catchingUp ??= this.reload().finally(() => {
      this.catchingUp = undefined;
    });
    return pick(await this.catchingUp);
  }

  /** Loads one plugin folder outside discovery (`sluice connector test <path>`). */
  loadFolder(dir: string, origin: PluginOrigin = 'plugins_dir'): Promise<LoadOutcome> {
    return loadPlugin({ dir, origin }, (entry, label) => this.inspect(entry, label));
  }

  /** Adds a watcher of the plugin processes started from now on. */
  watch(watcher: ProcessWatcher): void {
    this.watchers.push(watcher);
  }

  /** The plugin processes alive now (`idle` of them kept for a next call) and their resident memory, summed. */
  processStats(): { processes: number; idle: number; residentBytes: number } {
    let residentBytes = 0;
    for (const proc of this.live) residentBytes += proc.residentBytes();
    return { processes: this.live.size, idle: this.pool?.size() ?? 0, residentBytes };
  }

  /** Extra environment for plugin processes from now on (the conformance kit's fixtures use it). */
  setExtraEnv(env: NodeJS.ProcessEnv): void {
    this.extraEnv = { ...env };
    this.generation += 1;
    this.pool?.clear();
  }

  /** Validates config or credentials against the type's schema; `value` is a copy with the defaults applied. */
  validateSettings(type: ConnectorType, part: 'config' | 'credentials', value: unknown): { value: Settings; errors: ErrorObject[] } {
    let v = this.validators.get(type);
    if (!v) {
      // Loading the type checked its schemas against the meta-schema (validateManifest).
      const ajv = createSchemaCompiler({ validateSchema: false });
      v = { config: ajv.compile(type.configSchema), credentials: ajv.compile(type.credentialsSchema) };
      this.validators.set(type, v);
    }
    const copy = structuredClone(value ?? {}) as Settings;
    const validate = v[part];
    return validate(copy) ? { value: copy, errors: [] } : { value: copy, errors: [...(validate.errors ?? [])] };
  }

  /** The manifest and functions of the plugin at `entry`, loaded once per process (inspections.ts). */
  inspect(entry: string, label: string): Promise<Inspection> {
    return inspectOnce(entry, this.pluginEnv(undefined), () => this.inspectNow(entry, label));
  }

  /** How a plugin of `origin` is inspected: a first-party one from its built manifest while that is current. */
  private inspectAs(origin: PluginOrigin): Inspect {
    return (entry, label) => {
      const built = origin === 'first_party' ? builtInspection(entry) : undefined;
      return built ? Promise.resolve(built) : this.inspect(entry, label);
    };
  }

  private async inspectNow(entry: string, label: string): Promise<Inspection> {
    const call: PreparedCall = { label: `${label} (loading its manifest)`, connectorType: 'unknown', operation: 'inspect', timeoutMs: this.options.checkTimeoutMs, redact: (t: string) => t };
    const reply = await this.once({ t: 'start', op: 'inspect', entry }, call);
    if (reply.t !== 'inspected') throw this.protocolError(label, `answered '${reply.t}' to inspect`);
    return { manifest: reply.manifest, functions: reply.functions };
  }

  async check(connector: ConfiguredConnector, scope?: CallScope): Promise<void> {
    const call = this.prepare(connector, 'check');
    const { type } = connector;
    const start: StartMessage = { t: 'start', op: 'check', entry: type.entry, config: call.config, credentials: call.credentials };
    const reply = await this.once(start, { ...call, timeoutMs: this.options.checkTimeoutMs }, scope);
    if (reply.t !== 'result') throw this.protocolError(call.label, `answered '${reply.t}' to check`);
  }

  async write(connector: ConfiguredConnector, request: { entity: string; records: WriteRecord[] }, scope?: CallScope): Promise<WriteResult[]> {
    const call = this.prepare(connector, 'write', request.entity);
    const { type } = connector;
    const start: StartMessage = {
      t: 'start',
      op: 'write',
      entry: type.entry,
      config: call.config,
      credentials: call.credentials,
      request: { entity: request.entity, records: request.records, schema: canonicalRecordSchema(request.entity as EntityType) },
    };
    const reply = await this.once(start, call, scope);
    if (reply.t !== 'result') throw this.protocolError(call.label, `answered '${reply.t}' to write`);
    return this.writeResults(call.label, reply.value, request.records.length, call.redact);
  }

  /**
   * A write session for one entity: one plugin process answering many writes, in order, until closed. A failed
   * write ends the session (its process is gone); open a new one to go on.
   */
  async openWriter(connector: ConfiguredConnector, entity: string, scope?: CallScope): Promise<PluginWriter> {
    const call = this.prepare(connector, 'write', entity);
    const lease = await this.lease(call, scope, connector.type.entry);
    const { proc } = lease;
    proc.post({ t: 'start', op: 'write', entry: connector.type.entry, config: call.config, credentials: call.credentials, keep: lease.key !== undefined });
    const schema = canonicalRecordSchema(entity as EntityType);
    let broken: ConnectorFailure | undefined;
    return {
      write: async (records) => {
        if (broken) throw broken;
        try {
          const reply = await proc.next({ t: 'write', json: JSON.stringify({ entity, records, schema }) });
          if (reply.t === 'error') throw this.failureOf(reply.error, call.redact);
          if (reply.t !== 'result') throw this.protocolError(call.label, `answered '${reply.t}' to write`);
          return this.writeResults(call.label, reply.value, records.length, call.redact);
        } catch (err) {
          const failure = err instanceof ConnectorFailure ? new ConnectorFailure(err.kind, err.code, call.redact(err.message), err.retryAfterSeconds) : undefined;
          broken = failure ?? ConnectorFailure.of('system', `${call.label}: ${(err as Error).message}`);
          proc.kill();
          throw failure ?? err;
        }
      },
      close: () => {
        if (broken) return;
        broken = ConnectorFailure.of('system', `${call.label}: the write session was closed`);
        // A kept process must let go of what the session held (its connection): it would stay open until the
        // process exits, one more connection on the customer's database for each session the process served.
        if (lease.key) proc.post({ t: 'done' });
        this.giveBack(lease);
      },
    };
  }

  /**
   * The records and checkpoints of one entity from `cursor` on. Stopping the iteration stops the plugin. With `raw:
   * false` the records come without the source's own fields (`raw`), which then never leave the plugin's process.
   * Aborting `signal` kills the plugin's process at once, failing the pull under way: stopping the iteration waits
   * for that pull to answer, which a plugin that has stalled does only at the time-out.
   */
  async *read(
    connector: ConfiguredConnector,
    request: { entity: string; cursor: JsonValue | null; raw?: boolean; signal?: AbortSignal | undefined },
    scope?: CallScope,
  ): AsyncGenerator<ReadMessage> {
    const call = this.prepare(connector, 'read', request.entity);
    const lease = await this.lease(call, scope, connector.type.entry);
    const { proc } = lease;
    const { signal } = request;
    const stop = () => proc.kill();
    signal?.addEventListener('abort', stop, { once: true });
    if (signal?.aborted) stop();
    let ended = false;
    try {
      proc.post({
        t: 'start',
        op: 'read',
        entry: connector.type.entry,
        config: call.config,
        credentials: call.credentials,
        request: { entity: request.entity, cursor: request.cursor, schema: canonicalRecordSchema(request.entity as EntityType) },
        ...(request.raw === false ? { dropRaw: true } : {}),
        keep: lease.key !== undefined,
      });
      for (;;) {
        const reply = await proc.next({ t: 'pull' });
        if (reply.t === 'end') {
          ended = true;
          return;
        }
        if (reply.t === 'error') throw this.failureOf(reply.error, call.redact);
        if (reply.t !== 'item' || typeof reply.json !== 'string') throw this.protocolError(call.label, `answered '${reply.t}' to read`);
        const message = this.readMessage(call.label, this.parseItem(call.label, reply.json));
        JSON_BYTES.set(message, Buffer.byteLength(reply.json));
        yield message;
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      if (ended && !signal?.aborted) this.giveBack(lease);
      else proc.cancel();
    }
  }

  /** Stops every plugin process still running. */
  async close(): Promise<void> {
    this.pool?.clear();
    const running = [...this.live];
    // A kept process no longer holds Sluice's process open (ProcessPool.give); waiting for its exit must, or a
    // command whose last wait this is ends before it (Node exits with 13, "unsettled top-level await").
    for (const proc of running) {
      proc.holdOpen(true);
      proc.kill();
    }
    await Promise.all(running.map((p) => p.exited));
  }

  private async discover(): Promise<Registry> {
    const fingerprint = pluginsFingerprint(this.options);
    const { candidates, refusals } = discoverPlugins(this.options);
    const outcomes = await Promise.all(candidates.map((c) => loadPlugin(c, this.inspectAs(c.origin))));
    const types: ConnectorType[] = [];
    for (const outcome of outcomes) {
      if (!outcome.ok) {
        refusals.push(outcome.refusal);
        continue;
      }
      const t = outcome.type;
      const twin = types.find((x) => x.id === t.id && x.version === t.version);
      if (twin) {
        refusals.push({ plugin: t.dir, origin: t.origin, reason: `connector type '${t.id}' version ${t.version} is already loaded from ${twin.dir}` });
        continue;
      }
      types.push(t);
    }
    types.sort((a, b) => a.id.localeCompare(b.id) || compareVersions(b.version, a.version));
    for (const t of types) {
      this.logger.info({ connector_type: t.id, version: t.version, origin: t.origin, dir: t.dir }, `connector plugin loaded: ${t.id} ${t.version}`);
    }
    for (const r of refusals) {
      this.logger.warn({ plugin: r.plugin, origin: r.origin, reason: r.reason }, `connector plugin refused: ${r.plugin}: ${r.reason}`);
    }
    return { types, refusals, fingerprint };
  }

  /** Everything checked before plugin code runs: the kind allows the call, the entity, config and credentials. */
  private prepare({ type, config, credentials }: ConfiguredConnector, op: Exclude<Operation, 'inspect'>, entity?: string) {
    const label = `${type.id} ${type.version} ${op}`;
    if (op === 'read' && type.kind === 'destination') throw ConnectorFailure.of('config', `connector type '${type.id}' is a destination; it cannot read`);
    if (op === 'write' && type.kind === 'source') throw ConnectorFailure.of('config', `connector type '${type.id}' is a source; it cannot write`);
    if (entity !== undefined && !(type.entities as string[]).includes(entity)) {
      throw ConnectorFailure.of('config', `connector type '${type.id}' does not handle entity '${entity}' (it handles ${type.entities.join(', ')})`);
    }
    const c = this.validateSettings(type, 'config', config);
    const k = this.validateSettings(type, 'credentials', credentials);
    const problems = [...describeErrors('config', c.errors), ...describeErrors('credentials', k.errors)];
    if (problems.length) throw ConnectorFailure.of('config', problems.join('; '));
    const secrets = secretValues(k.value);
    const redact = (text: string) => redactText(text, secrets);
    return { label, connectorType: type.id, operation: op, timeoutMs: this.options.callTimeoutMs, config: c.value, credentials: k.value, redact };
  }

  /**
   * A plugin process's environment. SLUICE_FILES_ROOT in the options is the shared root of every customer's folder:
   * the process gets only its customer's folder, and none at all for a call made for no customer (loading a
   * manifest), so no plugin can reach another customer's files. An environment set with setExtraEnv (the
   * conformance suite's fixture) is the plugin's as given.
   */
  private pluginEnv(scope: CallScope | undefined): NodeJS.ProcessEnv {
    const { SLUICE_FILES_ROOT: sharedRoot, ...env } = this.options.env;
    if (scope && sharedRoot) env.SLUICE_FILES_ROOT = customerFilesRoot(sharedRoot, scope.customerId);
    return { ...env, ...this.extraEnv };
  }

  /** What a process logs and names a call as, and how long the call may take. */
  private callSettings({ label, timeoutMs, redact }: PreparedCall, scope: CallScope | undefined): CallSettings {
    return { label, timeoutMs, redact, logger: scope ? this.logger.child({ customer_id: scope.customerId }) : this.logger };
  }

  /**
   * A process for `call`: one kept for this plugin (`entry`) and customer, or a new one, kept afterwards only when
   * `keepable` (loading a manifest is not). A call made for no customer neither gets nor leaves a kept process, unless
   * the runtime keeps those too (keepUnscoped: the conformance suite's).
   */
  private async lease(call: PreparedCall, scope: CallScope | undefined, entry: string, keepable = true): Promise<Lease> {
    const owner = scope?.customerId ?? (this.options.keepUnscoped ? '' : undefined);
    const key = this.pool && owner !== undefined && keepable ? ProcessPool.key(owner, entry, this.generation) : undefined;
    const kept = key ? this.pool!.take(key) : undefined;
    if (kept) kept.assign(this.callSettings(call, scope));
    const proc = kept ?? (await this.spawn(call, scope, entry));
    const ends = this.watchers.flatMap((w) => (w.call ? [w.call({ connectorType: call.connectorType, operation: call.operation, label: call.label, kept: kept !== undefined })] : []));
    let ended = false;
    const end = (how: CallEnd) => {
      if (ended) return;
      ended = true;
      for (const e of ends) e(how);
    };
    void proc.exited.then(() => end(proc.endReason()));
    return { proc, key, end };
  }

  /** A call that succeeded: its process is kept for the next one, or let go. */
  private giveBack({ proc, key, end }: Lease): void {
    end('done');
    if (key && this.pool) this.pool.give(key, proc);
    else proc.cancel();
  }

  /** Whether plugin processes run walled (decided once; `auto` without bubblewrap says why once). */
  private walled(): Promise<boolean> {
    this.wallDecided ??= wallDecision(this.options.wall ?? 'auto').then(({ walled, problem }) => {
      if (problem) this.logger.warn({ problem }, `plugin processes run without the operating-system wall (only the in-process egress guard): ${problem}`);
      return walled;
    });
    return this.wallDecided;
  }

  /**
   * Starts deciding whether plugin processes run walled: a worker does at its start, without waiting, so that its
   * first run does not wait for bubblewrap's trial (a process that never starts a plugin never asks). Resolves once
   * decided; never rejects (`required` without a wall: the first process started fails with why).
   */
  decideWall(): Promise<void> {
    return this.walled().then(
      () => undefined,
      () => undefined,
    );
  }

  /** The wall of a new process: its proxy, and what bubblewrap is told (runtime/wall.ts). */
  private async wallFor(env: NodeJS.ProcessEnv, entry: string) {
    if (!(await this.walled())) return undefined;
    const proxy = await startWallProxy(env, this.logger);
    const { pluginsDir, npmSearchFrom } = this.options;
    const readOnly = [...(pluginsDir ? [pluginsDir] : []), ...npmSearchFrom.map((d) => path.join(d, 'node_modules')), ...(this.options.wallReadOnly ?? [])];
    const args = wallArgs({ entry, readOnly, proxySocket: proxy.socketPath, filesRoot: env.SLUICE_FILES_ROOT });
    return { proxy, wall: { bwrap: bwrapPath(), args }, env: { ...env, SLUICE_WALLED: '1', HOME: '/tmp', TMPDIR: '/tmp' } };
  }

  private async spawn(call: PreparedCall, scope: CallScope | undefined, entry: string): Promise<PluginProcess> {
    // Every slot taken while some hold idle processes: the longest idle one goes, and its slot is this call's.
    if (!this.slots.hasFree()) this.pool?.evictOldest();
    const release = await this.slots.acquire();
    let walled: Awaited<ReturnType<ConnectorRuntime['wallFor']>> = undefined;
    let proc: PluginProcess;
    try {
      walled = await this.wallFor(this.pluginEnv(scope), entry);
      const env = walled?.env ?? this.pluginEnv(scope);
      proc = new PluginProcess({ ...this.callSettings(call, scope), memoryMb: this.options.memoryMb, env, sdkHook: !resolvesHostSdk(entry), wall: walled?.wall });
    } catch (err) {
      release();
      await walled?.proxy.close();
      throw err;
    }
    if (walled) {
      walled.proxy.attach((id, socket) => proc.giveSocket(id, socket));
      void proc.exited.then(() => walled.proxy.close());
    }
    this.live.add(proc);
    const { connectorType, operation, label } = call;
    const ended = this.watchers.flatMap((w) => (w.started ? [w.started({ connectorType, operation, label })] : []));
    void proc.exited.then(() => {
      this.live.delete(proc);
      release();
      for (const end of ended) end(proc.endReason());
    });
    return proc;
  }

  /** One request, one answer; then the process is kept for the next call, or goes. */
  private async once(start: StartMessage, call: PreparedCall, scope?: CallScope): Promise<ChildMessage> {
    const { redact } = call;
    const lease = await this.lease(call, scope, start.entry, start.op !== 'inspect');
    let ok = false;
    try {
      const reply = await lease.proc.next({ ...start, keep: lease.key !== undefined });
      if (reply.t === 'error') throw this.failureOf(reply.error, redact);
      ok = reply.t === 'result' || reply.t === 'inspected';
      return reply;
    } catch (err) {
      if (err instanceof ConnectorFailure) throw new ConnectorFailure(err.kind, err.code, redact(err.message), err.retryAfterSeconds);
      throw err;
    } finally {
      if (ok) this.giveBack(lease);
      else lease.proc.cancel();
    }
  }

  private failureOf(error: WireError, redact: (text: string) => string): ConnectorFailure {
    const kinds = ['auth', 'quota', 'config', 'transient', 'system'];
    const kind = kinds.includes(error?.kind) ? error.kind : 'system';
    const retry = typeof error?.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined;
    return ConnectorFailure.of(kind, redact(String(error?.message ?? 'the plugin failed without a message')), retry);
  }

  private protocolError(label: string, what: string): ConnectorFailure {
    return new ConnectorFailure('system', 'plugin_protocol_error', `${label}: the plugin ${what}`);
  }

  private writeResults(label: string, value: unknown, count: number, redact: (text: string) => string): WriteResult[] {
    if (!Array.isArray(value)) throw this.protocolError(label, 'returned something other than an array of results from write');
    if (value.length !== count) throw this.protocolError(label, `returned ${value.length} result(s) for ${count} record(s) from write`);
    return value.map((r: unknown, i) => {
      if (!isObject(r) || !['ok', 'rejected', 'retry'].includes(r.status as string)) {
        throw this.protocolError(label, `returned a write result without a valid status at position ${i}`);
      }
      if (r.status === 'ok') return { status: 'ok' };
      const reason = typeof r.reason === 'string' && r.reason !== '' ? redact(r.reason) : `${r.status} by the destination without a reason`;
      return { status: r.status as 'rejected' | 'retry', reason };
    });
  }

  private parseItem(label: string, json: string): unknown {
    try {
      return JSON.parse(json);
    } catch {
      throw this.protocolError(label, 'sent a read message that is not JSON');
    }
  }

  private readMessage(label: string, item: unknown): ReadMessage {
    if (isObject(item) && item.type === 'checkpoint' && 'cursor' in item) return { type: 'checkpoint', cursor: item.cursor as JsonValue };
    if (isObject(item) && item.type === 'deletions' && Array.isArray(item.deletions)) {
      item.deletions.forEach((d: unknown, i) => {
        const at = isObject(d) ? d.deleted_at : undefined;
        if (!isObject(d) || typeof d.external_id !== 'string' || d.external_id === '' || (at !== undefined && at !== null && (typeof at !== 'string' || Number.isNaN(Date.parse(at))))) {
          throw this.protocolError(label, `yielded a deletion without a string external_id (and, if given, a deleted_at timestamp) at position ${i} of a batch`);
        }
      });
      return { type: 'deletions', deletions: item.deletions as SourceDeletion[] };
    }
    if (!isObject(item) || item.type !== 'records' || !Array.isArray(item.records)) {
      throw this.protocolError(label, "yielded something that is neither {type: 'records', records}, {type: 'deletions', deletions} nor {type: 'checkpoint', cursor}");
    }
    item.records.forEach((r: unknown, i) => {
      if (!isObject(r) || typeof r.external_id !== 'string' || r.external_id === '' || !isObject(r.data) || (r.raw !== undefined && !isObject(r.raw))) {
        throw this.protocolError(label, `yielded a record without a string external_id and a data object at position ${i} of a batch`);
      }
    });
    return { type: 'records', records: item.records as SourceRecord[] };
  }
}
