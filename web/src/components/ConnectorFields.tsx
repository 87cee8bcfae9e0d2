// What creating and editing a connector share: the installed types (GET /v1/connector-types), and the config and
// credentials sections generated from a type's schemas. Credentials are write-only: the API never returns them,
// so an edit leaves them as they are unless the user replaces them, and a replacement sends them whole.
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { hasFields, SchemaFields, type JsonObject, type JsonSchema } from './SchemaForm';

export type ConnectorType = Schemas['ConnectorType'];

/** The installed connector types, newest version of each first; null while loading. */
export function useConnectorTypes(): { types: ConnectorType[] | null; error: unknown } {
  const [types, setTypes] = useState<ConnectorType[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    call(api.GET('/v1/connector-types', {})).then(
      (list) => live && setTypes(list.data),
      (err: unknown) => live && setError(err),
    );
    return () => void (live = false);
  }, []);
  return { types, error };
}

/** The type a connector runs as: its pinned version, or the newest installed one. */
export function typeOfConnector(types: ConnectorType[] | null, connector: Schemas['Connector'] | undefined): ConnectorType | undefined {
  if (!connector) return undefined;
  return (types ?? []).find((t) => t.id === connector.type && (connector.type_version ? t.version === connector.type_version : t.latest));
}

export function schemaOf(type: ConnectorType | undefined, part: 'config' | 'credentials'): JsonSchema {
  return ((part === 'config' ? type?.config_schema : type?.credentials_schema) ?? {}) as JsonSchema;
}

export function ConfigSection({ type, value, idPrefix, onChange }: { type: ConnectorType; value: JsonObject; idPrefix: string; onChange: (v: JsonObject) => void }) {
  return (
    <fieldset>
      <legend>Configuration</legend>
      <SchemaFields schema={schemaOf(type, 'config')} value={value} idPrefix={`${idPrefix}-config`} onChange={onChange} />
    </fieldset>
  );
}

export function CredentialsSection({ type, value, idPrefix, onChange }: { type: ConnectorType; value: JsonObject; idPrefix: string; onChange: (v: JsonObject) => void }) {
  const schema = schemaOf(type, 'credentials');
  if (!hasFields(schema)) return null;
  return (
    <fieldset>
      <legend>Credentials</legend>
      <p class="hint">Stored encrypted and never shown again, here or through the API.</p>
      <SchemaFields schema={schema} value={value} idPrefix={`${idPrefix}-credentials`} secrets onChange={onChange} />
    </fieldset>
  );
}
