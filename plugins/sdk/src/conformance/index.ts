// The conformance kit: the standard suite every connector plugin must pass, whoever wrote it. `npx sluice connector
// test <path>` runs it against the plugin as Sluice loads it (isolated, with its time-outs); the suite itself only
// needs a driver that can inspect the plugin and call check, read and write.
import { schemaProblems, validateDeclaration, validateManifest, createSchemaCompiler } from '../manifest.js';
import type { JsonValue, Manifest, ReadMessage, SourceDeletion, SourceRecord, WriteRecord, WriteResult } from '../types.js';
import { revivedOf, tombstoneOf } from './tombstones.js';

/** What a plugin's conformance module sets up for the suite: working settings, and data for read and write. */
export interface ConformanceFixture {
  config: Record<string, unknown>;
  credentials: Record<string, unknown>;
  /** Credentials the system refuses: `check` must then fail as an auth failure. */
  badCredentials?: Record<string, unknown>;
  /** Extra environment for the plugin's processes during the suite (e.g. SLUICE_FILES_ROOT). */
  env?: Record<string, string>;
  /**
   * Sources: the entities to read; each must yield at least one record with this config. A source whose manifest
   * sets `reportsDeletions` must also yield at least one deletion from one of them.
   */
  read?: { entities: string[] };
  /**
   * Destinations: a batch to write, and optionally the status each record must get. The suite then writes the
   * first records written ok again as deletions (tombstones) and back alive.
   */
  write?: { entity: string; records: WriteRecord[]; expect?: Array<WriteResult['status']> };
  teardown?(): Promise<void> | void;
}

export interface ConformanceSuite {
  setup(): Promise<ConformanceFixture> | ConformanceFixture;
}

export function defineConformance(suite: ConformanceSuite): ConformanceSuite {
  if (!suite || typeof suite.setup !== 'function') throw new TypeError('defineConformance: `setup` must be a function');
  return suite;
}

/** How the suite reaches the plugin. Failures are thrown as errors carrying `kind` and `code`. */
export interface ConformanceDriver {
  packageJson: Record<string, unknown>;
  inspect(): Promise<{ manifest: unknown; functions: string[] }>;
  loadFixture(): Promise<ConformanceSuite>;
  /** Called once the fixture is set up, with its extra environment. */
  useEnv?(env: Record<string, string>): void;
  check(config: unknown, credentials: unknown): Promise<void>;
  read(request: { entity: string; cursor: JsonValue | null }, config: unknown, credentials: unknown): AsyncIterable<ReadMessage>;
  write(request: { entity: string; records: WriteRecord[] }, config: unknown, credentials: unknown): Promise<WriteResult[]>;
}

export interface ConformanceOptions {
  /** The host's canonical entity types. */
  entityTypes: readonly string[];
  /** Problems with one incoming record of `entity`, or [] when it is valid. */
  validateRecord(entity: string, data: unknown): string[];
  /** Stop reading an entity after this many records (default 10 000). */
  maxRecords?: number;
  onResult?(result: TestResult): void;
}

export interface TestResult {
  name: string;
  status: 'pass' | 'fail' | 'skip';
  message?: string;
  durationMs: number;
}

export interface ConformanceReport {
  plugin: { id?: string; version?: string; kind?: string };
  results: TestResult[];
  passed: number;
  failed: number;
  skipped: number;
}

class Failure extends Error {}
class Skip extends Error {}

function fail(message: string): never {
  throw new Failure(message);
}

function describeThrown(err: unknown): string {
  const e = err as { kind?: string; code?: string; message?: string };
  const label = e?.code ?? e?.kind;
  return label ? `${label}: ${e.message}` : String((err as Error)?.message ?? err);
}

interface ReadEvent {
  id: string;
  deletion: boolean;
}

/** How a difference names an event: `'c1'` for a record, `the deletion of 'c1'` for a deletion. */
function describeEvent(e: ReadEvent | undefined): string {
  if (!e) return 'the end';
  return e.deletion ? `the deletion of '${e.id}'` : `'${e.id}'`;
}

interface ReadLog {
  /** What the read yielded, in order: records and deletions by external_id. */
  events: ReadEvent[];
  /** Each checkpoint, with the number of events before it. */
  checkpoints: Array<{ cursor: JsonValue; after: number }>;
  records: SourceRecord[];
  deletions: SourceDeletion[];
  truncated: boolean;
  endsWithCheckpoint: boolean;
}

async function readAll(driver: ConformanceDriver, fx: ConformanceFixture, entity: string, cursor: JsonValue | null, max: number): Promise<ReadLog> {
  const log: ReadLog = { events: [], checkpoints: [], records: [], deletions: [], truncated: false, endsWithCheckpoint: false };
  for await (const message of driver.read({ entity, cursor }, fx.config, fx.credentials)) {
    if (message.type === 'checkpoint') {
      log.checkpoints.push({ cursor: message.cursor, after: log.events.length });
      log.endsWithCheckpoint = true;
      continue;
    }
    if (message.type === 'records') {
      for (const r of message.records) {
        log.records.push(r);
        log.events.push({ id: r?.external_id, deletion: false });
      }
      if (message.records.length > 0) log.endsWithCheckpoint = false;
    } else {
      for (const d of message.deletions) {
        log.deletions.push(d);
        log.events.push({ id: d?.external_id, deletion: true });
      }
      if (message.deletions.length > 0) log.endsWithCheckpoint = false;
    }
    if (log.events.length >= max) {
      log.truncated = true;
      break;
    }
  }
  return log;
}

/** An ISO 8601 date-time with a zone, as `deleted_at` must be. */
const ZONED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Problems with the deletions a read yielded, or [] when each has an external_id and, if given, a zoned deleted_at. */
function deletionProblems(deletions: SourceDeletion[]): string[] {
  const problems: string[] = [];
  deletions.forEach((d, i) => {
    if (!d || typeof d.external_id !== 'string' || d.external_id === '') {
      problems.push(`deletion ${i}: external_id must be a non-empty string`);
      return;
    }
    const at = d.deleted_at;
    if (at !== undefined && at !== null && (typeof at !== 'string' || !ZONED_TIMESTAMP.test(at) || Number.isNaN(Date.parse(at)))) {
      problems.push(`deletion ${i} (${d.external_id}): deleted_at ${JSON.stringify(at)} is not an ISO 8601 date-time with a zone`);
    }
  });
  return problems;
}

/**
 * How many records repeat an external_id within one read. A record read again after its deletion is alive again,
 * so it is not a repeat.
 */
function repeatedRecords(log: ReadLog): number {
  const alive = new Set<string>();
  let repeats = 0;
  for (const event of log.events) {
    if (event.deletion) alive.delete(event.id);
    else if (alive.has(event.id)) repeats += 1;
    else alive.add(event.id);
  }
  return repeats;
}

function sameEvent(a: ReadEvent | undefined, b: ReadEvent | undefined): boolean {
  return a?.id === b?.id && a?.deletion === b?.deletion;
}

function firstDifference(expected: ReadEvent[], actual: ReadEvent[]): string | undefined {
  const n = Math.max(expected.length, actual.length);
  for (let i = 0; i < n; i++) {
    if (!sameEvent(expected[i], actual[i])) {
      return `at position ${i} expected ${describeEvent(expected[i])} but got ${describeEvent(actual[i])} (${expected.length} expected, ${actual.length} read)`;
    }
  }
  return undefined;
}

export async function runConformance(driver: ConformanceDriver, options: ConformanceOptions): Promise<ConformanceReport> {
  const results: TestResult[] = [];
  const report: ConformanceReport = { plugin: {}, results, passed: 0, failed: 0, skipped: 0 };
  let blocked: string | undefined;
  const test = async (name: string, body: () => Promise<void> | void, required = false): Promise<boolean> => {
    const started = performance.now();
    let result: TestResult;
    if (blocked) {
      result = { name, status: 'skip', message: blocked, durationMs: 0 };
    } else {
      try {
        await body();
        result = { name, status: 'pass', durationMs: 0 };
      } catch (err) {
        if (err instanceof Skip) result = { name, status: 'skip', message: err.message, durationMs: 0 };
        else result = { name, status: 'fail', message: err instanceof Failure ? err.message : describeThrown(err), durationMs: 0 };
      }
    }
    result.durationMs = Math.round(performance.now() - started);
    results.push(result);
    report[result.status === 'pass' ? 'passed' : result.status === 'fail' ? 'failed' : 'skipped'] += 1;
    options.onResult?.(result);
    if (result.status === 'fail' && required) blocked = `skipped: '${name}' failed`;
    return result.status === 'pass';
  };

  const declaration = driver.packageJson.sluice;
  await test('package.json declares the plugin ("sluice": {"sdk", "entry"})', () => {
    if (declaration === undefined) fail('package.json has no "sluice" field; add "sluice": {"sdk": 1, "entry": "<module>"}');
    const problems = validateDeclaration(declaration);
    if (problems.length) fail(problems.join('; '));
  }, true);

  let manifest: Manifest | undefined;
  let functions: string[] = [];
  await test('the entry module loads and exports a connector', async () => {
    const inspected = await driver.inspect();
    manifest = inspected.manifest as Manifest;
    functions = inspected.functions;
    report.plugin = { id: manifest?.id, version: manifest?.version, kind: manifest?.kind };
  }, true);

  await test('the manifest is valid', () => {
    const problems = validateManifest(manifest, {
      entityTypes: options.entityTypes,
      packageVersion: typeof driver.packageJson.version === 'string' ? driver.packageJson.version : undefined,
      functions,
    }).filter((p) => !/^manifest\.(config|credentials)Schema /.test(p));
    if (problems.length) fail(problems.join('; '));
  }, true);

  await test('config and credential schemas are valid JSON Schema', () => {
    const problems = [...schemaProblems('manifest.configSchema', manifest!.configSchema), ...schemaProblems('manifest.credentialsSchema', manifest!.credentialsSchema)];
    if (problems.length) fail(problems.join('; '));
  }, true);

  let fx: ConformanceFixture | undefined;
  await test('the conformance fixture sets up', async () => {
    if (typeof declaration !== 'object' || !(declaration as Record<string, unknown>).conformance) {
      fail('package.json "sluice" has no "conformance" module; declare one that default-exports defineConformance({setup})');
    }
    const suite = await driver.loadFixture();
    if (!suite || typeof suite.setup !== 'function') fail('the conformance module must default-export defineConformance({setup})');
    fx = await suite.setup();
    if (!fx || typeof fx !== 'object') fail('setup() must return a fixture object');
    if (fx.env) driver.useEnv?.(fx.env);
  }, true);

  try {
    await test("the fixture's config and credentials satisfy the schemas", () => {
      const ajv = createSchemaCompiler();
      const problems: string[] = [];
      for (const [label, schema, value] of [
        ['config', manifest!.configSchema, fx!.config],
        ['credentials', manifest!.credentialsSchema, fx!.credentials],
      ] as const) {
        const validate = ajv.compile(schema);
        if (!validate(structuredClone(value))) {
          problems.push(...(validate.errors ?? []).map((e) => `${label}${e.instancePath.replace(/\//g, '.')} ${e.message}`));
        }
      }
      if (problems.length) fail(problems.join('; '));
    }, true);

    await test('check answers within its time-out', async () => {
      await driver.check(fx!.config, fx!.credentials);
    });

    await test('check reports refused credentials as an auth failure', async () => {
      if (!fx!.badCredentials) throw new Skip('skipped: the fixture gives no badCredentials');
      try {
        await driver.check(fx!.config, fx!.badCredentials);
      } catch (err) {
        const kind = (err as { kind?: string }).kind;
        if (kind !== 'auth') fail(`check failed as '${kind ?? 'unclassified'}', not 'auth': ${describeThrown(err)}`);
        return;
      }
      fail('check accepted the bad credentials');
    });

    // After a required test failed the rest are reported as skipped; what follows must not assume it passed.
    const reads = manifest?.kind === 'source' || manifest?.kind === 'both';
    const writes = manifest?.kind === 'destination' || manifest?.kind === 'both';
    const max = options.maxRecords ?? 10_000;

    if (reads) {
      const entities = fx?.read?.entities ?? [];
      if (entities.length === 0) {
        await test('read is exercised', () => fail('a source fixture must name entities to read (fixture.read.entities)'));
      }
      const logs: ReadLog[] = [];
      for (const entity of entities) {
        let log: ReadLog | undefined;
        await test(`read(${entity}) yields records valid against the canonical schema`, async () => {
          if (!(manifest!.entities as readonly string[]).includes(entity)) fail(`'${entity}' is not among the manifest's entities (${manifest!.entities.join(', ')})`);
          log = await readAll(driver, fx!, entity, null, max);
          logs.push(log);
          if (log.records.length === 0) fail('read yielded no records');
          const problems: string[] = [];
          log.records.forEach((r, i) => {
            if (typeof r.external_id !== 'string' || r.external_id === '') problems.push(`record ${i}: external_id must be a non-empty string`);
            for (const p of options.validateRecord(entity, r.data)) problems.push(`record ${i} (${r.external_id}): ${p}`);
          });
          const repeats = repeatedRecords(log);
          if (repeats > 0) problems.push(`external_ids repeat within one read without a deletion between (${repeats} duplicates)`);
          if (log.deletions.length > 0 && !manifest!.reportsDeletions) {
            problems.push(`read yielded ${log.deletions.length} deletion(s) but the manifest does not set reportsDeletions: true`);
          }
          problems.push(...deletionProblems(log.deletions));
          if (problems.length) fail(`${problems.length} problem(s): ${problems.slice(0, 5).join('; ')}`);
        });
        await test(`read(${entity}) ends with a checkpoint`, () => {
          if (!log) throw new Skip('skipped: the read failed');
          if (log.checkpoints.length === 0) fail('read emitted no checkpoint: every run would start again from the beginning');
          if (!log.endsWithCheckpoint && !log.truncated) fail('records or deletions follow the last checkpoint: the next run would read them again');
        });
        await test(`read(${entity}) resumes from a checkpoint exactly where it stopped`, async () => {
          if (!log || log.checkpoints.length === 0) throw new Skip('skipped: no checkpoints to resume from');
          const cps = log.checkpoints;
          const picks = [...new Set([0, Math.floor(cps.length / 2), cps.length - 1])].map((i) => cps[i]!);
          for (const cp of picks) {
            const resumed = await readAll(driver, fx!, entity, cp.cursor, max);
            // Records and deletions alike: resuming must neither lose a deletion nor reorder it among the records.
            const expected = log.events.slice(cp.after);
            const actual = resumed.events.slice(0, log.truncated ? expected.length : undefined);
            const difference = firstDifference(expected, actual);
            if (difference) fail(`from the checkpoint after ${cp.after} record(s) and deletion(s) (${JSON.stringify(cp.cursor)}): ${difference}`);
          }
        });
      }
      if (manifest?.reportsDeletions) {
        await test('read reports deletions (manifest.reportsDeletions)', () => {
          if (logs.length === 0) throw new Skip('skipped: no read succeeded');
          const found = logs.reduce((n, l) => n + l.deletions.length, 0);
          if (found === 0) {
            fail(`the manifest sets reportsDeletions, but no read of ${entities.join(', ')} yielded a deletion: make the fixture's data hold a deleted record`);
          }
        });
      }
    }

    if (writes) {
      const batch = fx?.write;
      /** The fixture's records the destination wrote ok: the suite deletes and revives them below. */
      let written: WriteRecord[] = [];
      await test('write returns one result per record, in order', async () => {
        if (!batch || batch.records.length === 0) fail('a destination fixture must give records to write (fixture.write)');
        if (!(manifest!.entities as readonly string[]).includes(batch.entity)) fail(`'${batch.entity}' is not among the manifest's entities`);
        const results = await driver.write({ entity: batch.entity, records: batch.records }, fx!.config, fx!.credentials);
        if (!Array.isArray(results)) fail('write did not return an array');
        if (results.length !== batch.records.length) fail(`write returned ${results.length} result(s) for ${batch.records.length} record(s)`);
        results.forEach((r, i) => {
          if (!r || !['ok', 'rejected', 'retry'].includes(r.status)) fail(`result ${i} has no valid status (ok, rejected or retry)`);
          if (r.status !== 'ok' && (typeof r.reason !== 'string' || r.reason === '')) fail(`result ${i} is '${r.status}' without a reason`);
        });
        written = batch.records.filter((_, i) => results[i]?.status === 'ok');
        if (batch.expect) {
          const got = results.map((r) => r.status);
          if (got.join(',') !== batch.expect.join(',')) fail(`expected statuses [${batch.expect.join(', ')}] in order, got [${got.join(', ')}]`);
        }
      });

      // Deletions reach a destination as tombstones in its ordinary writes; each must be applied and answered ok.
      const writtenOk = (): WriteRecord[] => {
        if (written.length === 0) throw new Skip("skipped: no record of the fixture's batch was written ok");
        return written;
      };
      const writeOne = async (record: WriteRecord, what: string) => {
        const results = await driver.write({ entity: batch!.entity, records: [record] }, fx!.config, fx!.credentials);
        if (!Array.isArray(results) || results.length !== 1) fail(`write returned ${JSON.stringify(results)} for one ${what}`);
        const result = results[0]!;
        if (result.status !== 'ok') fail(`${what} got '${result.status}'${'reason' in result ? `: ${result.reason}` : ''}; a destination must apply it (remove or mark the record) and answer ok`);
      };
      const deletedAt = new Date().toISOString();
      await test('write applies a tombstone merged into another record (merged_into set) with an ok result', async () => {
        // Merged into the first record when the batch has a second one; into an id it never saw otherwise.
        const ok = writtenOk();
        const [survivor, merged] = ok.length > 1 ? [ok[0], ok[1]!] : [undefined, ok[0]!];
        const into = survivor?.canonical_id ?? '00000000-0000-4000-8000-000000000000';
        await writeOne(tombstoneOf(merged, deletedAt, into), `the tombstone of ${merged.canonical_id} merged into ${into}`);
      });
      await test('write applies a deletion (a tombstone: deleted_at set) with an ok result', async () => {
        const [record] = writtenOk();
        await writeOne(tombstoneOf(record!, deletedAt), `the tombstone of ${record!.canonical_id}`);
      });
      await test('write takes a record back after its tombstone (deleted_at null again) with an ok result', async () => {
        const [record] = writtenOk();
        await writeOne(revivedOf(record!, new Date().toISOString()), `${record!.canonical_id} revived after its tombstone`);
      });
      await test('write of an empty batch returns no results', async () => {
        const results = await driver.write({ entity: batch?.entity ?? manifest!.entities[0]!, records: [] }, fx!.config, fx!.credentials);
        if (!Array.isArray(results) || results.length !== 0) fail(`expected [], got ${JSON.stringify(results)}`);
      });
    }
  } finally {
    if (fx?.teardown) await fx.teardown();
  }
  return report;
}
