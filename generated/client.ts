// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.
export * from '../clients/typescript/src/index.js';
