// Regenerates generated/ from openapi.yaml: the TypeScript types (openapi-typescript) and a typed client on
// openapi-fetch. Run with `npm run generate`; CI fails when the committed files differ from a fresh run.
import fs from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const header = '// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.\n';

const ast = await openapiTS(new URL('openapi.yaml', root), { alphabetize: false, immutable: false });
fs.mkdirSync(new URL('generated/', root), { recursive: true });
fs.writeFileSync(new URL('generated/openapi.ts', root), header + '/* eslint-disable */\n' + astToString(ast));

const client = `${header}import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.js';

export type { components, operations, paths } from './openapi.js';

export interface SluiceClientOptions extends ClientOptions {
  /** An API key (\`svc_…\`); sent as \`Authorization: Bearer <key>\`. */
  apiKey?: string;
}

/** A typed client for every operation in openapi.yaml. */
export function createSluiceClient(options: SluiceClientOptions = {}): Client<paths> {
  const { apiKey, headers, ...rest } = options;
  const merged = new Headers(headers as ConstructorParameters<typeof Headers>[0]);
  if (apiKey) merged.set('Authorization', \`Bearer \${apiKey}\`);
  return createClient<paths>({ ...rest, headers: merged });
}
`;
fs.writeFileSync(new URL('generated/client.ts', root), client);
console.log('generated/openapi.ts and generated/client.ts written');
