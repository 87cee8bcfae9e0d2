// @ts-check
// What `npx sluice connector test` runs __NAME__ with: working settings, refused credentials, what to read and what
// to write. Set up anything the suite needs here (a scratch database, a local server standing in for the system,
// a temporary folder) and remove it in teardown.
import { defineConformance } from '@sluice/connector-sdk/conformance';

/**
 * @param {number} n
 * @param {string | null} email
 */
const customer = (n, email) => ({
  canonical_id: `00000000-0000-4000-8000-00000000000${n}`,
  email,
  first_name: 'Test',
  last_name: `Customer ${n}`,
  external_ids: {},
  last_source_update_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00.000000Z',
});

export default defineConformance({
  async setup() {
    return {
      config: { base_url: 'https://api.example.com', customers: 25, batch_size: 10 },
      credentials: { api_key: 'demo_key_123' },
      badCredentials: { api_key: 'wrong' },
      read: { entities: ['customer'] },
      write: {
        entity: 'customer',
        records: [customer(1, 'one@example.com'), customer(2, null), customer(3, 'three@example.com')],
        expect: ['ok', 'rejected', 'ok'],
      },
      async teardown() {},
    };
  },
});
