// Bounds on what one customer holds, through the built CLI on an embedded data dir: `sluice users create` and `sluice
// keys create` past SLUICE_MAX_MEMBERS_PER_CUSTOMER or SLUICE_MAX_API_KEYS_PER_CUSTOMER print the refusal the API
// gives and exit 2, writing nothing; a bound that is not a whole number from 1 stops the command. (The API's and the
// console's refusals are quotas.test.ts.)
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './support/dataDirTemplate.js';
import { killAll, requireBuild, runSluice, type Result } from './support/process.js';

const refusal = (has: string, max: number, variable: string, makeRoom: string) =>
  `this customer has ${has}, and ${max} is the most allowed (${variable}); ${makeRoom} one first`;

describe('bounds on one customer, through the CLI', () => {
  let dataDir: string;
  let env: Record<string, string>;
  const sluice = (...args: string[]) => runSluice(args, { env, timeoutMs: 30_000 });
  const idOf = (result: Result) => {
    expect(result.code, result.stderr).toBe(0);
    return (JSON.parse(result.stdout) as { id: string }).id;
  };
  const expectRefused = (result: Result, message: string) => {
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`sluice: ${message}\n`);
  };

  beforeAll(async () => {
    requireBuild();
    dataDir = await migratedDataDir('sluice-quotas-');
    env = { SLUICE_DATA_DIR: dataDir, SLUICE_MAX_MEMBERS_PER_CUSTOMER: '2', SLUICE_MAX_API_KEYS_PER_CUSTOMER: '1' };
  }, 60_000);
  afterAll(async () => {
    await killAll();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('users create and keys create past the bound print the refusal and exit 2, writing nothing', async () => {
    const customer = idOf(await sluice('customers', 'create', '--name', 'Bounded', '--json'));
    const owner = idOf(await sluice('users', 'create', '--customer', customer, '--email', 'owner@bounded.example', '--role', 'owner', '--json'));
    idOf(await sluice('users', 'create', '--customer', customer, '--email', 'second@bounded.example', '--role', 'viewer', '--json'));
    expectRefused(
      await sluice('users', 'create', '--customer', customer, '--email', 'third@bounded.example', '--role', 'viewer', '--json'),
      refusal('2 members', 2, 'SLUICE_MAX_MEMBERS_PER_CUSTOMER', 'remove'),
    );
    idOf(await sluice('keys', 'create', '--customer', customer, '--user', owner, '--scopes', 'flows:read', '--json'));
    expectRefused(
      await sluice('keys', 'create', '--customer', customer, '--user', owner, '--scopes', 'flows:read', '--json'),
      refusal('1 live API key (neither revoked nor expired)', 1, 'SLUICE_MAX_API_KEYS_PER_CUSTOMER', 'revoke'),
    );
    const keys = JSON.parse((await sluice('keys', 'list', '--customer', customer, '--json')).stdout) as { data: unknown[] };
    expect(keys.data).toHaveLength(1);
  }, 120_000);

  it('a bound that is not a whole number from 1 stops the command with a message naming it', async () => {
    const result = await runSluice(['keys', 'list', '--customer', 'cus_x'], { env: { ...env, SLUICE_MAX_FLOWS_PER_CUSTOMER: '0' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("sluice: SLUICE_MAX_FLOWS_PER_CUSTOMER must be a whole number of flows between 1 and 1000000; got '0'\n");
  });
});
