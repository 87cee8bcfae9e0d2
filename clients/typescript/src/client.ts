// createSluiceClient: an openapi-fetch client typed by the contract (every path, parameter, body and answer of
// openapi.yaml), authenticated with an API key when one is given.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.js';

/** The typed client: `GET`, `POST`, `PATCH`, `DELETE` on every path of the contract. */
export type SluiceClient = Client<paths>;

export interface SluiceClientOptions extends ClientOptions {
  /** The API's base URL, e.g. `http://127.0.0.1:8080` (no trailing `/v1`). */
  baseUrl?: string;
  /** An API key (`svc_…`); sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
}

/** A typed client for every operation in openapi.yaml. */
export function createSluiceClient(options: SluiceClientOptions = {}): SluiceClient {
  const { apiKey, headers, ...rest } = options;
  const merged = new Headers(headers as ConstructorParameters<typeof Headers>[0]);
  if (apiKey) merged.set('Authorization', `Bearer ${apiKey}`);
  return createClient<paths>({ ...rest, headers: merged });
}
