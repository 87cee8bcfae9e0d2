// @sluice/connector-sdk/sql: what a connector for a SQL database shares with the postgres and mysql connectors:
// its settings, keyset reading of streams (with keysetPosition and readKeyset from the main module), connections
// per call and per write session (kept between calls where the driver allows), and the conformance fixture's data.
export { connectionKey, connectionTarget, sqlCredentialsSchema, sqlSettingsSchema, streamFor, type SqlCredentials, type SqlDialect, type SqlSettings, type SqlStream } from './settings.js';
export { checkStreamColumns, rowRecord } from './streams.js';
export { leaseConnection, sessionConnections, withConnection, type SqlDriver } from './connections.js';
export { KEPT_IDLE_MS, KEPT_IN_ALL, KEPT_PER_TARGET, ConnectionKeeper, type ConnectionLease, type ConnectionReuse, type KeepLimits } from './keptConnections.js';
export { FIXTURE_CANCELLED, FIXTURE_ORDERS, sqlConformanceFixture, type FixtureOrder, type SqlFixtureOptions } from './fixture.js';
