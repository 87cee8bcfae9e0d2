// Regenerates the TypeScript types from openapi.yaml (openapi-typescript) into the @sluice/client package, and
// generated/, which re-exports them and that package's client. Run with `npm run generate`; CI fails when the committed files differ from a fresh run.
import fs from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const header = '// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.\n';

const ast = await openapiTS(new URL('openapi.yaml', root), {
  alphabetize: false,
  immutable: false,
  // `type: object` without properties (connector config, JSON Schemas, event data) is any object, not an empty one.
  emptyObjectsUnknown: true,
});
fs.mkdirSync(new URL('generated/', root), { recursive: true });

// The types live in the @sluice/client package (clients/typescript); generated/ re-exports that package's source
// for the server, the console and the tests, so there is one generated copy.
fs.writeFileSync(new URL('clients/typescript/src/openapi.ts', root), header + '/* eslint-disable */\n' + astToString(ast));
fs.writeFileSync(new URL('generated/openapi.ts', root), `${header}export type * from '../clients/typescript/src/openapi.js';\n`);
fs.writeFileSync(new URL('generated/client.ts', root), `${header}export * from '../clients/typescript/src/index.js';\n`);
console.log('clients/typescript/src/openapi.ts, generated/openapi.ts and generated/client.ts written');
