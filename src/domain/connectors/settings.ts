// Checking a connector's type, config and credentials against the installed connector types before anything is
// stored. Each refusal is a validation failure naming the body field it is about (`type`, `type_version`,
// `config.<path>`, `credentials.<path>`), like every other validation failure of the API.
import type { ErrorObject } from 'ajv';
import { validationError } from '../../errors.js';
import { describeSchemaErrors } from '../../schemaErrors.js';
import type { ConnectorRuntime, ConnectorType } from '../../runtime/index.js';

/** What the checks need of the plugin host: the installed types and their settings schemas. */
export type SettingsSchemas = Pick<ConnectorRuntime, 'types' | 'validateSettings'>;

type Settings = Record<string, unknown>;

/**
 * The installed type (the pinned version, or the newest), or a refusal naming `type` or `type_version`.
 * `existing`: the type is a stored connector's, not one the body names.
 */
async function resolveConnectorType(schemas: SettingsSchemas, id: string, version: string | null | undefined, existing: boolean): Promise<ConnectorType> {
  const all = await schemas.types();
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

/** The schema's complaints about `config` or `credentials`, each named as a body field below `part`. */
function schemaProblems(schemas: SettingsSchemas, type: ConnectorType, part: 'config' | 'credentials', value: unknown): string | undefined {
  const { errors } = schemas.validateSettings(type, part, value);
  if (errors.length === 0) return undefined;
  return describeSchemaErrors(errors.map((e): ErrorObject => ({ ...e, instancePath: `/requestBody/${part}${e.instancePath}` })));
}

function checkSettings(schemas: SettingsSchemas, type: ConnectorType, part: 'config' | 'credentials', value: unknown): void {
  const problems = schemaProblems(schemas, type, part, value);
  if (problems) throw validationError(problems);
}

/** A new connector's settings as they are stored: config and credentials default to empty objects. */
export async function checkNewConnector(
  schemas: SettingsSchemas,
  input: { type: string; type_version?: string | null; config?: Settings; credentials?: Settings },
): Promise<{ config: Settings; credentials: Settings }> {
  const type = await resolveConnectorType(schemas, input.type, input.type_version, false);
  const config = input.config ?? {};
  const credentials = input.credentials ?? {};
  checkSettings(schemas, type, 'config', config);
  checkSettings(schemas, type, 'credentials', credentials);
  return { config, credentials };
}

/**
 * A change of a stored connector: new config or credentials are checked against the type version it will have; a
 * newly pinned version with no new config must accept the stored one.
 */
export async function checkConnectorChange(
  schemas: SettingsSchemas,
  current: { type: string; type_version: string | null; config: unknown },
  patch: { type_version?: string | null; config?: Settings; credentials?: Settings },
): Promise<void> {
  const versionChanges = patch.type_version !== undefined && patch.type_version !== current.type_version;
  if (patch.config === undefined && patch.credentials === undefined && !versionChanges) return;
  const type = await resolveConnectorType(schemas, current.type, patch.type_version === undefined ? current.type_version : patch.type_version, true);
  if (patch.config !== undefined) checkSettings(schemas, type, 'config', patch.config);
  else if (versionChanges) {
    // The stored config is not in the body, so the message says which config it is.
    const problems = schemaProblems(schemas, type, 'config', current.config);
    if (problems) throw validationError(`the stored config does not satisfy ${type.id} ${type.version}; send a new config with type_version: ${problems}`);
  }
  if (patch.credentials !== undefined) checkSettings(schemas, type, 'credentials', patch.credentials);
}
