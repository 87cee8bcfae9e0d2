// The connector contract, version 1: what a plugin declares (its manifest) and the three functions Sluice calls.
import type { ErrorKind } from './errors.js';
import type { VendorFailure } from './vendor.js';

/** The contract version this SDK implements; a plugin's package.json declares it as `"sluice": {"sdk": 1}`. */
export const SDK_VERSION = 1;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON Schema (draft-07) object. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * A canonical entity type, as canonical/schemas.json lists them: a manifest naming any other type is a compile
 * error in a type-checked plugin, not a failure when Sluice loads it.
 */
export type EntityType =
  | 'customer'
  | 'contact'
  | 'account'
  | 'lead'
  | 'opportunity'
  | 'product'
  | 'product_variant'
  | 'order'
  | 'order_line_item'
  | 'invoice'
  | 'payment'
  | 'subscription'
  | 'refund'
  | 'shipment'
  | 'inventory';

/** `source` reads, `destination` writes, `both` does both. */
export type ConnectorKind = 'source' | 'destination' | 'both';

/** What a connector type is, as `GET /v1/connector-types` shows it. */
export interface Manifest {
  /** The connector type's id, which is also the system name flows show: lower case, e.g. `postgres`. */
  id: string;
  /** A human-readable name, e.g. `PostgreSQL`. */
  name: string;
  /** The plugin's version (semver); must equal the `version` of its package.json. */
  version: string;
  kind: ConnectorKind;
  description?: string;
  /** The canonical entity types it can read or write, e.g. `["customer", "order"]`. */
  entities: EntityType[];
  /** JSON Schema of the non-secret configuration (shown back to API clients). */
  configSchema: JsonSchema;
  /** JSON Schema of the credentials (write-only: encrypted at rest, never returned or logged). */
  credentialsSchema: JsonSchema;
  /**
   * Sources: true when `read` reports deleted records (`{type: 'deletions'}` messages). The conformance kit then
   * checks that it does. Sluice also finds deletions of any source by reconciliation during a resync.
   */
  reportsDeletions?: boolean;
}

/** One record a source read. */
export interface SourceRecord {
  /** The record's id in the source system; Sluice keeps it in the canonical record's `external_ids`. */
  external_id: string;
  /**
   * The canonical fields of the entity plus `last_source_update_at`, valid against the entity's canonical schema
   * (`ReadRequest.schema`). Fields the source does not know are left out.
   */
  data: Record<string, unknown>;
  /** The source's own fields as it has them, for flow-level mapping overrides (optional). */
  raw?: Record<string, unknown>;
}

/** One record the source deleted. */
export interface SourceDeletion {
  /** The deleted record's id in the source system (the `external_id` it was read with). */
  external_id: string;
  /** When the source deleted it (ISO 8601 with a zone), when the source knows; Sluice uses the time it learns of it otherwise. */
  deleted_at?: string;
}

export type ReadMessage =
  /** A batch of records, in source order. */
  | { type: 'records'; records: SourceRecord[] }
  /**
   * Records deleted in the source, in source order with the records around them (a record read after its deletion
   * is alive again). Sluice removes this source's id from each canonical record; a record no source holds any more
   * becomes a tombstone, which destinations receive as a deletion.
   */
  | { type: 'deletions'; deletions: SourceDeletion[] }
  /**
   * A position to resume from: every record before it has been emitted. Sluice saves it only once those records
   * are committed, and passes it back as `ReadRequest.cursor` on the next read.
   */
  | { type: 'checkpoint'; cursor: JsonValue };

export interface ReadRequest {
  entity: string;
  /** The last saved checkpoint, or null for a read from the beginning. */
  cursor: JsonValue | null;
  /** The JSON Schema of an incoming record of `entity` (what `SourceRecord.data` must satisfy). */
  schema: JsonSchema;
}

/**
 * A canonical record to write: `canonical_id`, the entity's fields, `external_ids`, the timestamps, `deleted_at` and
 * `merged_into`. A record whose `deleted_at` is set is a **deletion** (a tombstone): every source that held it deleted
 * it, or it was merged into the record `merged_into` names. A destination must apply it (remove or mark its row) and
 * answer a result for it like for any record; `isDeletion` tells them apart.
 */
export type WriteRecord = { canonical_id: string; deleted_at?: string | null; merged_into?: string | null } & { [field: string]: unknown };

export interface WriteRequest {
  entity: string;
  /** Live records and deletions (tombstones), in the order they changed. */
  records: WriteRecord[];
  /** The JSON Schema of an incoming record of `entity` (the field names and types of the entity). */
  schema: JsonSchema;
}

/** The outcome for one record: written, rejected by the destination (never retried), or to be retried later. */
export type WriteResult = { status: 'ok' } | { status: 'rejected'; reason: string } | { status: 'retry'; reason: string };

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Log lines go to Sluice's log, tagged with the plugin; credential values are replaced by `[redacted]`. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface FetchOptions extends RequestInit {
  /** How many times a 429 (or a 5xx with Retry-After) is retried after waiting Retry-After (default 2). */
  retries?: number;
  /** The longest Retry-After honoured by waiting (default 30 s); a longer one throws QuotaError at once. */
  maxRetryAfterSeconds?: number;
  /** Gives each attempt up after this many milliseconds, as a TransientError. */
  timeoutMs?: number;
  /**
   * Entries laid over the status table (`STATUS_KINDS`, with other 4xx returned), e.g. `{ '404': 'config' }` or
   * `{ '4xx': 'config' }`: a status mapped to an error kind throws that error, `'return'` gives the answer back.
   */
  statuses?: Readonly<Record<string, ErrorKind | 'return'>>;
  /** The message of the error thrown for a failure (default: `<url> answered 429 Too Many Requests; retry after 5 s`). */
  message?(failure: VendorFailure): string;
}

/**
 * `fetch` that aborts with the call and classifies failures (callVendor around fetch): 401/403 throw AuthError,
 * 429 waits for Retry-After and retries, then throws QuotaError; 5xx and network failures throw TransientError (a
 * 5xx with Retry-After is waited out first). Any other status is returned, unless `statuses` says otherwise.
 */
export type ConnectorFetch = (url: string | URL, init?: FetchOptions) => Promise<Response>;

/** What every call receives. */
export interface Context<Config = Record<string, unknown>, Credentials = Record<string, unknown>> {
  /** The configuration, validated against `configSchema`, with its defaults applied. */
  config: Config;
  /** The credentials, validated against `credentialsSchema`. Never log them: the logger redacts their values. */
  credentials: Credentials;
  logger: Logger;
  /**
   * Aborted when Sluice cancels the call, and when the call is over in a process kept for the next (a write session
   * closed); pass it to anything that waits, and end with it what must not outlive the call (a connection).
   */
  signal: AbortSignal;
  fetch: ConnectorFetch;
}

export interface ConnectorDefinition<Config = Record<string, unknown>, Credentials = Record<string, unknown>> {
  manifest: Manifest;
  /**
   * Verifies that the configuration and credentials work. Resolve when they do; throw AuthError, QuotaError,
   * ConfigError or TransientError to say why not.
   */
  check(ctx: Context<Config, Credentials>): Promise<void>;
  /** Sources: the records of one entity from `cursor` on, in batches, with checkpoints. */
  read?(ctx: Context<Config, Credentials>, request: ReadRequest): AsyncIterable<ReadMessage>;
  /** Destinations: writes a batch and answers one result per record, in the same order. */
  write?(ctx: Context<Config, Credentials>, request: WriteRequest): Promise<WriteResult[]>;
}

/** What `defineConnector` returns and a plugin's entry module exports as its default export. */
export interface Connector<Config = Record<string, unknown>, Credentials = Record<string, unknown>>
  extends ConnectorDefinition<Config, Credentials> {
  readonly sdk: typeof SDK_VERSION;
}
