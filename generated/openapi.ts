// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.
export type * from '../clients/typescript/src/openapi.js';
