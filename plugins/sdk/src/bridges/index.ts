// @sluice/connector-sdk/bridges: Airbyte sources and Singer taps as Sluice connectors, each run behind the
// operating-system wall (wall.ts) with Sluice's egress proxy as its only way out.
export { airbyteSource, type AirbyteSourceOptions, type BridgedStream } from './airbyte.js';
export { singerTap, type SingerTapOptions } from './singer.js';
export { startConnectProxy, type EgressProxy, type OpenTunnel } from './proxy.js';
export { systemBinds, wallProblem, wallProblemAsync } from './wall.js';
export type { ProgramSettings } from './run.js';
