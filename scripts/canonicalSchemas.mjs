// Writes the canonical entity types and the JSON Schema of each one's incoming record, as Sluice defines them
// (src/domain/canonical/entities.ts, read from the build), into the connector SDK (plugins/sdk/canonical/
// schemas.json), so a connector's own tests can shape and check records without Sluice. Run after `npm run build`:
// `node scripts/canonicalSchemas.mjs`; test/connectors.canonical.test.ts fails when the copy is out of date.
import fs from 'node:fs';
import { ENTITY_TYPES, canonicalRecordSchema } from '../dist/src/domain/canonical/entities.js';

const target = new URL('../plugins/sdk/canonical/schemas.json', import.meta.url);
const schemas = Object.fromEntries(ENTITY_TYPES.map((entity) => [entity, canonicalRecordSchema(entity)]));
fs.writeFileSync(target, `${JSON.stringify(schemas, null, 2)}\n`);
console.log(`${target.pathname} written: ${ENTITY_TYPES.length} entity types`);
