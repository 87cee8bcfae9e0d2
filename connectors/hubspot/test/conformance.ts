// The conformance fixture: the local HubSpot (./localServer.ts) with its seeded portal, whose archived contacts are
// read as deletions.
import { defineConformance } from '@sluice/connector-sdk/conformance';
import { startLocalHubspot } from './localServer.js';

export default defineConformance({
  async setup() {
    const hubspot = await startLocalHubspot();
    return {
      config: { api_base_url: hubspot.url, page_size: 20, deal_stages: { 'stage-42': 'proposal' } },
      credentials: { access_token: hubspot.accessToken },
      badCredentials: { access_token: 'pat-eu1-not-the-token' },
      read: { entities: ['contact', 'account', 'opportunity', 'lead'] },
      teardown: () => hubspot.close(),
    };
  },
});
