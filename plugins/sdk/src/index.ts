// @sluice/connector-sdk: everything a connector plugin imports. See README.md for the walk-through.
export { SDK_VERSION } from './types.js';
export type {
  ConnectorKind,
  Connector,
  ConnectorDefinition,
  ConnectorFetch,
  Context,
  EntityType,
  FetchOptions,
  JsonSchema,
  JsonValue,
  LogLevel,
  Logger,
  Manifest,
  ReadMessage,
  ReadRequest,
  SourceDeletion,
  SourceRecord,
  WriteRecord,
  WriteRequest,
  WriteResult,
} from './types.js';
export { defineConnector } from './define.js';
export { AuthError, ConfigError, ConnectorError, QuotaError, TransientError, errorKindOf, type ErrorKind } from './errors.js';
export { createContext, createLogger, type ContextOptions, type LogSink } from './context.js';
export { classifyingFetch, describeUrl, fetchFailureMessage, parseRetryAfter, responseReply } from './fetch.js';
export { REASON_PHRASES, STATUS_KINDS, statusAction, type StatusAction, type StatusTable } from './statuses.js';
export { callVendor, describeFailure, networkCause, vendorError, type CallVendorOptions, type VendorFailure, type VendorReply } from './vendor.js';
export { tokenCredentialsSchema, vendorSettingsSchema, type VendorSettings, type VendorSettingsWording } from './vendorSettings.js';
export { retryOnQuota, sleep, type QuotaRetryOptions } from './retry.js';
export { EGRESS_REFUSED_CODE, egressError, egressGuarded, egressSocket, guardedConnect, isEgressRefusal, type GuardedConnectOptions } from './egress.js';
export { REDACTED, redactText, redactValue, secretValues } from './redact.js';
export { checkpoint, deletions, getPath, isDeletion, mapRecord, records, shapeRecord } from './records.js';
export { minorDigits, minorUnits } from './money.js';
export { keysetPosition, readKeyset, type KeysetPosition, type KeysetRead, type KeysetRow } from './keyset.js';
