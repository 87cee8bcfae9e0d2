// @ts-check
// The __NAME__ connector's own tests: what the conformance suite cannot know about your system (how its fields
// map, which of its failures mean what). They call the connector in this process the way Sluice does; `npm test`
// runs them, and so does `npx sluice connector test` after the conformance suite.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalProblems } from '@sluice/connector-sdk/canonical';
import { connectorTester, failureOf } from '@sluice/connector-sdk/testing';
import connector from '../index.js';

const tester = connectorTester(connector);
const settings = { config: { base_url: 'https://api.example.com', customers: 9, batch_size: 5 }, credentials: { api_key: 'demo_key_1' } };

describe('__NAME__', () => {
  it('reads customers as canonical records, the deleted one as a deletion, resuming after a checkpoint', async () => {
    const whole = await tester.read('customer', settings);
    assert.deepEqual(whole.deletions.map((d) => d.external_id), ['c7']);
    assert.deepEqual(whole.records[0]?.data, { email: 'customer1@example.com', first_name: 'Sample', last_name: 'Customer 1', last_source_update_at: '2024-01-01T00:00:00.000Z' });
    for (const r of whole.records) assert.deepEqual(canonicalProblems('customer', r.data), [], r.external_id);
    const rest = await tester.read('customer', { ...settings, cursor: whole.checkpoints[0] ?? null });
    assert.deepEqual([rest.ids, rest.deletions.map((d) => d.external_id)], [['c6', 'c8', 'c9'], ['c7']]);
  });

  it('refuses a key it does not know as an auth failure', async () => {
    const failure = await failureOf(tester.check({ ...settings, credentials: { api_key: 'wrong' } }));
    assert.equal(failure.kind, 'auth');
  });
});
