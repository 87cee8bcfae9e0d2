// @sluice/client: the typed Sluice API client (openapi-fetch over the types generated from openapi.yaml), its typed
// errors and its pagination helpers.
export { createSluiceClient, type SluiceClient, type SluiceClientOptions } from './client.js';
export { SluiceApiError, retryAfterOf, unwrap, type FetchResult } from './errors.js';
export { collect, items, nextCursorOf, pages, type ItemOf, type ListPage, type PageFetcher } from './pagination.js';
export {
  canonicalPages,
  canonicalRecords,
  getCanonicalRecord,
  type CanonicalEntity,
  type CanonicalPageOf,
  type CanonicalQuery,
  type CanonicalRecordOf,
} from './canonical.js';
export type { components, operations, paths } from './openapi.js';
