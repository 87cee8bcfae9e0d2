// @sluice/connector-sdk/testing: a connector's own tests, without a Sluice. Calls go to the connector in the test's
// process the way Sluice makes them (settings validated against the schemas with their defaults applied, the
// entity's canonical schema in the request, a context per call whose signal ends with the call), and failures come
// back with the kind Sluice would report. Run with `node --test`; `npx sluice connector test` runs them after the
// conformance suite. sqlConnectorTests is the suite a SQL database connector's tests run for their dialect.
export { connectorTester, type CallSettings, type ConnectorTester } from './tester.js';
export { failureOf, readAll, type Failure, type ReadAll } from './results.js';
export { assertMatch } from './match.js';
export { writtenCustomer, writtenOrder } from './records.js';
export { sqlConnectorTests, type Said, type SqlOwnTests, type SqlScratch, type SqlTestDialect, type SqlTestGroup } from './sql.js';
