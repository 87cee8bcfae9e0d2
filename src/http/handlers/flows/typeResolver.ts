import type { TypeResolver } from '../../../domain/flows/definition.js';
import { connectorRuntimeOf } from '../../../runtime/index.js';
import type { Services } from '../../handler.js';

/** Flow definitions are checked against the manifests of the connector types installed on this server. */
export function typeResolverOf(services: Services): TypeResolver {
  const runtime = connectorRuntimeOf(services);
  return (type, version) => runtime.resolve(type, version);
}
