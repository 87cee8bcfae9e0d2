// The hubspot connector: a portal's contacts, companies (as accounts), deals (as opportunities) and leads, read
// with the official @hubspot/api-client through the CRM search API, incrementally by each object's last-modified
// time; archived objects are reported as deletions.
import { ConfigError, defineConnector } from '@sluice/connector-sdk';
import { call, hubspotClient } from './client.js';
import { configSchema, credentialsSchema, type HubspotConfig, type HubspotCredentials } from './config.js';
import { ENTITIES, STREAMS } from './objects.js';
import { readStream } from './source.js';

export default defineConnector<HubspotConfig, HubspotCredentials>({
  manifest: {
    id: 'hubspot',
    name: 'HubSpot',
    version: '1.0.0',
    kind: 'source',
    description:
      'Reads a HubSpot portal: contacts, companies (as accounts), deals (as opportunities) and leads, incrementally through the CRM search API by last-modified time; archived objects are reported as deletions.',
    entities: ENTITIES,
    reportsDeletions: true,
    configSchema,
    credentialsSchema,
  },

  async check(ctx) {
    const client = hubspotClient(ctx);
    await call(ctx, 'list contacts', () => client.crm.objects.basicApi.getPage('contacts', 1));
  },

  read(ctx, request) {
    const stream = STREAMS[request.entity];
    if (!stream) throw new ConfigError(`the hubspot connector does not read '${request.entity}' (it reads ${ENTITIES.join(', ')})`);
    return readStream(ctx, stream, request.cursor, request.schema);
  },
});
