// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.js';

export type { components, operations, paths } from './openapi.js';

export interface SluiceClientOptions extends ClientOptions {
  /** An API key (`svc_…`); sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
}

/** A typed client for every operation in openapi.yaml. */
export function createSluiceClient(options: SluiceClientOptions = {}): Client<paths> {
  const { apiKey, headers, ...rest } = options;
  const merged = new Headers(headers as ConstructorParameters<typeof Headers>[0]);
  if (apiKey) merged.set('Authorization', `Bearer ${apiKey}`);
  return createClient<paths>({ ...rest, headers: merged });
}
