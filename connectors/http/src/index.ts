// The http connector: a generic JSON REST API. As a source, each entity is an endpoint read page by page (cursor
// or page-number pagination) with a field mapping; as a destination, records are sent in batches (per-record
// results read from the answer) or one by one.
import { ConfigError, defineConnector } from '@sluice/connector-sdk';
import { CANONICAL_ENTITIES } from '@sluice/connector-sdk/canonical';
import { errorText, request, urlFor } from './client.js';
import { configSchema, credentialsSchema, type HttpConfig, type HttpCredentials } from './config.js';
import { writeRecords } from './destination.js';
import { readStream } from './source.js';

export default defineConnector<HttpConfig, HttpCredentials>({
  manifest: {
    id: 'http',
    name: 'HTTP JSON API',
    version: '1.0.0',
    kind: 'both',
    description: 'A generic JSON REST API: reads each entity from an endpoint with cursor or page pagination and a field mapping, writes records in batches or one by one.',
    entities: [...CANONICAL_ENTITIES],
    configSchema,
    credentialsSchema,
  },

  async check(ctx) {
    const { config } = ctx;
    const path = config.check_path ?? config.streams[0]?.path ?? config.destination?.path;
    if (!path) throw new ConfigError('nothing to check: configure streams, a destination or check_path');
    const url = urlFor(config, path);
    // ctx.fetch has already turned 401/403, 429 and 5xx into AuthError, QuotaError and TransientError.
    const res = await request(ctx, url);
    const readsHere = config.check_path !== undefined || config.streams.length > 0;
    if (!res.ok && readsHere) {
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        body = undefined;
      }
      throw new ConfigError(`GET ${url.pathname} answered ${res.status}: ${errorText(body, res.status)}`);
    }
    await res.body?.cancel();
  },

  read(ctx, req) {
    const stream = ctx.config.streams.find((s) => s.entity === req.entity);
    if (!stream) throw new ConfigError(`no stream configured for '${req.entity}' (config.streams)`);
    return readStream(ctx, stream, req.cursor, req.schema);
  },

  write(ctx, req) {
    return writeRecords(ctx, req.entity, req.records);
  },
});
