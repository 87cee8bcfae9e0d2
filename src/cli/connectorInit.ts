// `sluice connector init <name>`: a working plugin to start from, in the plugins folder a running Sluice loads.
// Plain JavaScript modules (no build step), with the SDK's types through JSDoc; it passes the conformance suite as
// generated, so an author changes a working plugin rather than debugging an empty one.
import fs from 'node:fs';
import path from 'node:path';
import { SDK_VERSION } from '@sluice/connector-sdk';
import { parse, UsageError } from './args.js';

const NAME = /^[a-z][a-z0-9-]{0,62}$/;

function packageJson(name: string): string {
  return `${JSON.stringify(
    {
      name: `sluice-connector-${name}`,
      version: '0.1.0',
      description: `A Sluice connector plugin: ${name}`,
      type: 'module',
      private: true,
      sluice: { sdk: SDK_VERSION, entry: 'index.js', conformance: 'conformance.js' },
      peerDependencies: { '@sluice/connector-sdk': `^${SDK_VERSION}.0.0` },
    },
    null,
    2,
  )}\n`;
}

function indexJs(name: string, title: string): string {
  return `// @ts-check
// The ${name} connector. Sluice loads this module in a process of its own for every call, with the config and
// credentials already validated against the schemas below. Replace the in-memory "API" with calls to the real
// system through ctx.fetch, which classifies 401/403 as AuthError and 429 as QuotaError (after honouring
// Retry-After) for you.
import { AuthError, ConfigError, checkpoint, defineConnector, deletions, isDeletion, records } from '@sluice/connector-sdk';

/** @typedef {{ base_url: string, customers: number, batch_size: number }} Config */
/** @typedef {{ api_key: string }} Credentials */

/** A stand-in for the remote system: customer i, as the system would return it (every 7th one deleted). */
function fetchCustomer(i) {
  const updatedAt = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  return {
    id: \`c\${i + 1}\`,
    email: \`customer\${i + 1}@example.com\`,
    first_name: 'Sample',
    last_name: \`Customer \${i + 1}\`,
    updated_at: updatedAt,
    deleted_at: (i + 1) % 7 === 0 ? updatedAt : null,
  };
}

/** @param {Credentials} credentials */
function authenticate(credentials) {
  // A real connector would call the system, e.g. await ctx.fetch(\`\${ctx.config.base_url}/me\`, { headers: … }).
  if (!credentials.api_key.startsWith('demo_')) throw new AuthError('the API key was refused (demo keys start with "demo_")');
}

export default defineConnector(
  /** @type {import('@sluice/connector-sdk').ConnectorDefinition<Config, Credentials>} */ ({
    manifest: {
      id: ${JSON.stringify(name)},
      name: ${JSON.stringify(title)},
      version: '0.1.0',
      kind: 'both',
      description: 'Reads customers from, and writes customers to, ${title}.',
      entities: ['customer'],
      // The source reports deleted customers (the conformance suite checks that a read yields one).
      reportsDeletions: true,
      configSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['base_url'],
        properties: {
          base_url: { type: 'string', format: 'uri', description: 'The API of the system.' },
          customers: { type: 'integer', minimum: 0, default: 25, description: 'How many customers the stand-in API has.' },
          batch_size: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
        },
      },
      credentialsSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['api_key'],
        properties: { api_key: { type: 'string', minLength: 1 } },
      },
    },

    // Verify the credentials; throw AuthError, QuotaError, ConfigError or TransientError to say why not.
    async check(ctx) {
      authenticate(ctx.credentials);
      ctx.logger.info('credentials accepted', { base_url: ctx.config.base_url });
    },

    // Yield batches of records and, after each, a checkpoint: the position to resume from. Sluice saves a
    // checkpoint only once every record before it is stored, and passes it back as request.cursor next time.
    // A record the system deleted is yielded as a deletion (its id, and when, if the system says), in its place
    // among the records: Sluice removes that id from the canonical record, and deletes the record once no
    // source holds it.
    async *read(ctx, request) {
      if (request.entity !== 'customer') throw new ConfigError(\`${name} has no '\${request.entity}' records\`);
      authenticate(ctx.credentials);
      let next = request.cursor === null ? 0 : Number(/** @type {{ next: number }} */ (request.cursor).next);
      while (next < ctx.config.customers && !ctx.signal.aborted) {
        const end = Math.min(next + ctx.config.batch_size, ctx.config.customers);
        /** @type {import('@sluice/connector-sdk').SourceRecord[]} */
        let batch = [];
        for (let i = next; i < end; i++) {
          const c = fetchCustomer(i);
          if (c.deleted_at) {
            if (batch.length > 0) yield records(batch);
            batch = [];
            yield deletions([{ external_id: c.id, deleted_at: c.deleted_at }]);
            continue;
          }
          batch.push({
            external_id: c.id,
            data: { email: c.email, first_name: c.first_name, last_name: c.last_name, last_source_update_at: c.updated_at },
            raw: c,
          });
        }
        if (batch.length > 0) yield records(batch);
        next = end;
        yield checkpoint({ next });
      }
    },

    // Return one result per record, in order: ok, rejected (with a reason; never retried) or retry. A deleted
    // record arrives as a tombstone (deleted_at set, merged_into naming the record it was merged into, if any):
    // delete or mark it in the system, and answer ok. The same record may later arrive alive again.
    async write(ctx, request) {
      authenticate(ctx.credentials);
      return request.records.map((record) => {
        if (isDeletion(record)) return { status: 'ok' }; // e.g. await ctx.fetch(\`…/customers/\${record.canonical_id}\`, { method: 'DELETE' })
        return typeof record.email === 'string' && record.email.includes('@')
          ? { status: 'ok' }
          : { status: 'rejected', reason: 'a customer needs an email address' };
      });
    },
  }),
);
`;
}

function conformanceJs(name: string): string {
  return `// @ts-check
// What \`npx sluice connector test\` runs ${name} with: working settings, refused credentials, what to read
// and what to write. Set up anything the suite needs here (a scratch database, a temporary folder) and remove it
// in teardown.
import { defineConformance } from '@sluice/connector-sdk/conformance';

const customer = (n, email) => ({
  canonical_id: \`00000000-0000-4000-8000-00000000000\${n}\`,
  email,
  first_name: 'Test',
  last_name: \`Customer \${n}\`,
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
`;
}

function readme(name: string, dirShown: string): string {
  return `# ${name}

A Sluice connector plugin. Test it, from the Sluice folder:

    npx sluice connector test ${dirShown}

Restart Sluice and it appears in \`GET /v1/connector-types\`. The SDK's README (plugins/sdk/README.md in Sluice)
explains the contract: the manifest, check, read with checkpoints and deletions, write with per-record results
and tombstones, and the errors.
`;
}

export async function connectorInitCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { dir: { type: 'string' } }, 1);
  const name = positionals[0];
  if (!name) throw new UsageError('usage: sluice connector init <name> [--dir DIR]  (DIR defaults to SLUICE_PLUGINS_DIR, or ./plugins)');
  if (!NAME.test(name)) throw new UsageError(`'${name}' is not a valid connector name: lower-case letters, digits and dashes, starting with a letter`);
  const parent = path.resolve(values.dir ?? (process.env.SLUICE_PLUGINS_DIR || 'plugins'));
  const dir = path.join(parent, name);
  if (fs.existsSync(dir)) throw new UsageError(`${dir} already exists; choose another name or remove it`);
  const title = name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  const relative = path.relative(process.cwd(), dir);
  const shown = relative.startsWith('..') ? dir : relative;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), packageJson(name));
  fs.writeFileSync(path.join(dir, 'index.js'), indexJs(name, title));
  fs.writeFileSync(path.join(dir, 'conformance.js'), conformanceJs(name));
  fs.writeFileSync(path.join(dir, 'README.md'), readme(name, shown));
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ name, dir })}\n`);
  } else {
    process.stdout.write(
      `created the connector plugin '${name}' in ${shown}\n\n` +
        `  npx sluice connector test ${shown}    run the conformance suite\n` +
        `  then restart Sluice: '${name}' appears in GET /v1/connector-types\n`,
    );
  }
  return 0;
}
