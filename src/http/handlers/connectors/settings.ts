// Checking a connector's type, config and credentials against the installed connector types before anything is
// stored: the messages name the body field, like every other validation failure.
import type { ErrorObject } from 'ajv';
import { validationError } from '../../../errors.js';
import type { ConnectorRuntime, ConnectorType } from '../../../runtime/index.js';
import { validationFailure } from '../../validationErrors.js';

/**
 * The installed type (the pinned version, or the newest), or 422 naming `type` or `type_version`. `existing`: the
 * type is a stored connector's, not one the body names.
 */
export async function resolveConnectorType(runtime: ConnectorRuntime, id: string, version: string | null | undefined, existing = false): Promise<ConnectorType> {
  const all = await runtime.types();
  const versions = all.filter((t) => t.id === id);
  if (versions.length === 0) {
    if (existing) throw validationError(`this connector's type '${id}' is not installed on this server, so its config and credentials cannot be checked`);
    const installed = [...new Set(all.map((t) => t.id))];
    throw validationError(`body field 'type': connector type '${id}' is not installed (installed: ${installed.join(', ') || 'none'})`);
  }
  if (version === null || version === undefined) return versions[0]!;
  const exact = versions.find((t) => t.version === version);
  if (!exact) {
    throw validationError(`body field 'type_version': connector type '${id}' has no installed version '${version}' (installed: ${versions.map((t) => t.version).join(', ')})`);
  }
  return exact;
}

/** 422 with the schema's complaints about `config` or `credentials`, each named as a body field. */
export function checkSettings(runtime: ConnectorRuntime, type: ConnectorType, part: 'config' | 'credentials', value: unknown, stored = false): void {
  const { errors } = runtime.validateSettings(type, part, value);
  if (errors.length === 0) return;
  if (stored) {
    // The stored config, checked against a newly pinned version: it is not in the body, so say which it is.
    const failure = validationFailure(errors.map((e): ErrorObject => ({ ...e, instancePath: `/requestBody/config${e.instancePath}` })));
    throw validationError(`the stored config does not satisfy ${type.id} ${type.version}; send a new config with type_version: ${failure.message}`);
  }
  throw validationFailure(errors.map((e): ErrorObject => ({ ...e, instancePath: `/requestBody/${part}${e.instancePath}` })));
}
