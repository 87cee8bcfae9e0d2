// The files connector: JSON Lines files under SLUICE_FILES_ROOT (the runtime sets it to the calling customer's own
// folder), one file per entity (<path>/<entity>.jsonl).
// As a source it reads each line as a record, from a byte offset, so appended lines are read incrementally; a line
// with a non-null `deleted_at` is a deletion of the record its id names. As a destination it appends each canonical
// record as a line, a deleted one (a tombstone) too: the line carries its `deleted_at` (and `merged_into`), so the
// file is a log a reader replays in order, and a files source reading it back sees the deletion.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ConfigError,
  TransientError,
  checkpoint,
  defineConnector,
  deletions,
  records,
  shapeRecord,
  type EntityType,
  type ReadMessage,
  type SourceDeletion,
  type SourceRecord,
  type WriteResult,
} from '@sluice/connector-sdk';
import { readLines } from './jsonl.js';
import { openForAppend, openForRead } from './open.js';
import { fileFor, folderFor } from './paths.js';

interface FilesConfig {
  path: string;
  id_field: string;
  /** The field read as last_source_update_at when a line has none. */
  updated_field: string;
  batch_size: number;
}

const ENTITIES: EntityType[] = [
  'customer', 'contact', 'account', 'lead', 'opportunity', 'product', 'product_variant', 'order', 'order_line_item',
  'invoice', 'payment', 'subscription', 'refund', 'shipment', 'inventory',
];
/** Fields the canonical store owns: a line written by this destination carries them, a source record never does. */
const STORE_FIELDS = new Set(['canonical_id', 'external_ids', 'created_at', 'updated_at', 'deleted_at', 'merged_into']);

/** A zoned ISO 8601 time: a line's `deleted_at` is the deletion's time only when it is one. */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The read's records and deletions in file order, as messages: a run of records, then a run of deletions, … */
function* inOrder(items: Array<SourceRecord | SourceDeletion>): Generator<ReadMessage> {
  let run: Array<SourceRecord | SourceDeletion> = [];
  const flush = function* () {
    if (run.length === 0) return;
    yield 'data' in run[0]! ? records(run as SourceRecord[]) : deletions(run as SourceDeletion[]);
    run = [];
  };
  for (const item of items) {
    if (run.length > 0 && ('data' in run[0]!) !== ('data' in item)) yield* flush();
    run.push(item);
  }
  yield* flush();
}

function offsetOf(cursor: unknown): number {
  if (cursor === null || cursor === undefined) return 0;
  const offset = (cursor as { offset?: unknown }).offset;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    throw new ConfigError(`the saved position ${JSON.stringify(cursor)} is not a files connector checkpoint ({"offset": <bytes>})`);
  }
  return offset;
}

function ioError(err: unknown, label: string): Error {
  if (err instanceof ConfigError) return err;
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EISDIR' || code === 'ENOTDIR') {
    return new ConfigError(`cannot use ${label}: ${code}`);
  }
  return new TransientError(`file system error on ${label}: ${code ?? (err as Error).message}`);
}

export default defineConnector<FilesConfig, Record<string, never>>({
  manifest: {
    id: 'files',
    name: 'JSON Lines files',
    version: '1.0.0',
    kind: 'both',
    description:
      "Reads and writes JSON Lines files (<path>/<entity>.jsonl) under the customer's own folder of SLUICE_FILES_ROOT; paths outside it, symbolic links and hard-linked files are refused. A line with a non-null deleted_at is a deletion; deleted records are written as such lines.",
    reportsDeletions: true,
    entities: ENTITIES,
    configSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        path: { type: 'string', minLength: 1, maxLength: 1000, default: '.', description: "Folder under the customer's own folder of SLUICE_FILES_ROOT holding <entity>.jsonl files." },
        id_field: { type: 'string', minLength: 1, default: 'id', description: 'Source: the field of each line holding the record’s id.' },
        updated_field: {
          type: 'string',
          minLength: 1,
          default: 'updated_at',
          description: 'Source: the field of each line holding when the record last changed, read as its last_source_update_at when the line has none (which drives incremental sync and merges).',
        },
        batch_size: { type: 'integer', minimum: 1, maximum: 10_000, default: 500 },
      },
    },
    credentialsSchema: { type: 'object', additionalProperties: false, properties: {} },
  },

  async check(ctx) {
    const folder = folderFor(ctx.config.path);
    try {
      const stat = await fs.stat(folder);
      if (!stat.isDirectory()) throw new ConfigError(`config.path '${ctx.config.path}' is a file, not a folder`);
      await fs.access(folder, fs.constants.R_OK | fs.constants.W_OK);
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      // A folder that does not exist yet is fine: the destination creates it, the source finds nothing.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw ioError(err, ctx.config.path);
    }
  },

  async *read(ctx, request) {
    const target = fileFor(ctx.config.path, request.entity);
    const file = target.file;
    const { id_field: idField, updated_field: updatedField, batch_size: batchSize } = ctx.config;
    let batch: Array<SourceRecord | SourceDeletion> = [];
    let offset = offsetOf(request.cursor);
    try {
      const handle = await openForRead(target);
      for await (const line of handle ? readLines(handle, offset, ctx.signal) : []) {
        if (line.text.trim() !== '') {
          let value: unknown;
          try {
            value = JSON.parse(line.text);
          } catch {
            throw new ConfigError(`${path.basename(file)}: the line at byte ${line.end - Buffer.byteLength(line.text) - 1} is not valid JSON`);
          }
          if (typeof value !== 'object' || value === null || Array.isArray(value)) {
            throw new ConfigError(`${path.basename(file)}: the line at byte ${line.end - Buffer.byteLength(line.text) - 1} is not a JSON object`);
          }
          const object = value as Record<string, unknown>;
          const id = object[idField];
          if (typeof id !== 'string' && typeof id !== 'number') {
            throw new ConfigError(`${path.basename(file)}: the line at byte ${line.end - Buffer.byteLength(line.text) - 1} has no "${idField}" (config.id_field)`);
          }
          const deletedAt = object.deleted_at;
          if (deletedAt !== undefined && deletedAt !== null && deletedAt !== false) {
            batch.push(typeof deletedAt === 'string' && ZONED.test(deletedAt) ? { external_id: String(id), deleted_at: deletedAt } : { external_id: String(id) });
          } else {
            const fields = Object.fromEntries(Object.entries(object).filter(([k]) => k !== idField && !STORE_FIELDS.has(k)));
            // A line written by another system says when it changed in its own field (updated_at unless configured).
            if (fields.last_source_update_at === undefined && object[updatedField] !== undefined) fields.last_source_update_at = object[updatedField];
            batch.push({ external_id: String(id), data: shapeRecord(request.schema, fields), raw: object });
          }
        }
        offset = line.end;
        if (batch.length >= batchSize) {
          yield* inOrder(batch);
          yield checkpoint({ offset });
          batch = [];
        }
      }
    } catch (err) {
      throw ioError(err, target.label);
    }
    if (batch.length > 0) yield* inOrder(batch);
    if (offset !== offsetOf(request.cursor)) yield checkpoint({ offset });
  },

  async write(ctx, request) {
    if (request.records.length === 0) return [];
    const target = fileFor(ctx.config.path, request.entity);
    const results: WriteResult[] = [];
    const lines: string[] = [];
    for (const record of request.records) {
      try {
        lines.push(`${JSON.stringify(record)}\n`);
        results.push({ status: 'ok' });
      } catch (err) {
        results.push({ status: 'rejected', reason: `the record cannot be written as JSON: ${(err as Error).message}` });
      }
    }
    try {
      await fs.mkdir(path.dirname(target.file), { recursive: true, mode: 0o700 });
      const handle = await openForAppend(target);
      try {
        // One append per batch: a reader never sees half a batch's line.
        await handle.appendFile(lines.join(''));
      } finally {
        await handle.close();
      }
    } catch (err) {
      throw ioError(err, target.label);
    }
    return results;
  },
});
