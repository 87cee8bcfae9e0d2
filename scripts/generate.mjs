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
const outputs = [
  ['clients/typescript/src/openapi.ts', header + '/* eslint-disable */\n' + astToString(ast)],
  ['generated/openapi.ts', `${header}export type * from '../clients/typescript/src/openapi.js';\n`],
  ['generated/client.ts', `${header}export * from '../clients/typescript/src/index.js';\n`],
];
// A file whose text is already current is left alone: rewriting it would make `npm start` and `npm test`
// (scripts/buildIfChanged.mjs, which compares modification times) rebuild the whole project for nothing.
const written = outputs.filter(([file, text]) => {
  const url = new URL(file, root);
  if (fs.existsSync(url) && fs.readFileSync(url, 'utf8') === text) return false;
  fs.writeFileSync(url, text);
  return true;
});
console.log(written.length === 0 ? 'clients/typescript/src/openapi.ts, generated/openapi.ts and generated/client.ts are current' : `written: ${written.map(([file]) => file).join(', ')}`);
