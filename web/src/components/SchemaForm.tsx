// Form fields generated from a connector type's JSON Schema (draft-07, as GET /v1/connector-types serves it), so a
// third-party plugin's config and credentials get a usable form with no console change: strings (text, URL,
// password for secrets), numbers and integers, booleans, enums as a select, nested objects as a fieldset, arrays of
// plain values one per line, and anything else (arrays of objects or arrays, such as a SQL connector's streams) as
// JSON text. The API validates what is sent and answers with the
// field's path, which the form shows.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: JsonSchema;
  writeOnly?: boolean;
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const SECRET_NAME = /pass(word)?|secret|token|api_?key|private_?key/i;

function typeOf(schema: JsonSchema): string {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t) return t;
  return schema.properties ? 'object' : 'string';
}

/** A field's label: its schema's title, else its name in words. */
function labelOf(name: string, schema: JsonSchema): string {
  if (schema.title) return schema.title;
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface FieldProps {
  name: string;
  schema: JsonSchema;
  value: Json | undefined;
  required: boolean;
  /** Every credential is write-only; those that look like secrets are typed as passwords. */
  secrets: boolean;
  id: string;
  onChange: (value: Json | undefined) => void;
}

function Hint({ id, schema, required }: { id: string; schema: JsonSchema; required: boolean }) {
  const perLine = typeOf(schema) === 'array' ? (asJson(schema) ? 'As JSON.' : 'One per line.') : undefined;
  const parts = [schema.description, perLine, required ? 'Required.' : undefined, schema.default !== undefined ? `Default: ${JSON.stringify(schema.default)}.` : undefined];
  const text = parts.filter(Boolean).join(' ');
  return text ? (
    <span id={`${id}-hint`} class="hint">
      {text}
    </span>
  ) : null;
}

function EnumField({ id, schema, value, required, onChange }: FieldProps) {
  const options = schema.enum ?? [];
  const current = value === undefined ? '' : JSON.stringify(value);
  return (
    <select id={id} required={required} aria-describedby={`${id}-hint`} value={current} onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : (JSON.parse(e.currentTarget.value) as Json))}>
      {!required || value === undefined ? <option value="">—</option> : null}
      {options.map((o) => (
        <option key={JSON.stringify(o)} value={JSON.stringify(o)}>
          {String(o)}
        </option>
      ))}
    </select>
  );
}

function NumberField({ id, schema, value, required, onChange }: FieldProps) {
  const integer = typeOf(schema) === 'integer';
  return (
    <input
      id={id}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      min={schema.minimum}
      max={schema.maximum}
      required={required}
      aria-describedby={`${id}-hint`}
      value={typeof value === 'number' ? String(value) : ''}
      onInput={(e) => {
        const text = e.currentTarget.value.trim();
        onChange(text === '' || Number.isNaN(Number(text)) ? undefined : Number(text));
      }}
    />
  );
}

function TextField({ name, id, schema, value, required, secrets, onChange }: FieldProps) {
  const secret = secrets && (schema.writeOnly === true || schema.format === 'password' || SECRET_NAME.test(name));
  const common = {
    id,
    maxLength: schema.maxLength,
    required,
    'aria-describedby': `${id}-hint`,
    value: typeof value === 'string' ? value : '',
    onInput: (e: { currentTarget: HTMLInputElement }) => onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value),
  };
  if (secret) return <input type="password" autocomplete="new-password" {...common} />;
  if (schema.format === 'uri' || schema.format === 'url') return <input type="url" autocomplete="off" {...common} />;
  return <input type="text" autocomplete="off" {...common} />;
}

/** Arrays of plain values, one per line; anything else the schema allows, as JSON text. */
function ListField({ id, schema, value, required, onChange }: FieldProps) {
  const itemType = schema.items ? typeOf(schema.items) : 'string';
  const lines = Array.isArray(value) ? value.map((v) => String(v)).join('\n') : '';
  return (
    <textarea
      id={id}
      rows={3}
      required={required}
      aria-describedby={`${id}-hint`}
      value={lines}
      onInput={(e) => {
        const items = e.currentTarget.value.split('\n').map((l) => l.trim()).filter(Boolean);
        const typed = itemType === 'number' || itemType === 'integer' ? items.map(Number) : items;
        onChange(typed.length ? typed : undefined);
      }}
    />
  );
}

/** Whether an array's items are objects or arrays, which are written as JSON rather than one per line. */
function asJson(schema: JsonSchema): boolean {
  return schema.items !== undefined && ['object', 'array'].includes(typeOf(schema.items));
}

/**
 * A value written as JSON. Text that does not parse is sent as it is, so the API's answer names the field; the
 * field says it is not JSON meanwhile.
 */
function JsonField({ id, value, required, onChange }: FieldProps) {
  const shown = (v: Json | undefined) => (v === undefined ? '' : JSON.stringify(v, null, 2));
  const [text, setText] = useState(() => shown(value));
  const [invalid, setInvalid] = useState(false);
  // A value set from outside (a connector loaded, a type changed) replaces the text unless it is what the text says.
  useEffect(() => {
    if (typeof value === 'string' && value === text) return;
    try {
      if (text.trim() !== '' && JSON.stringify(JSON.parse(text)) === JSON.stringify(value)) return;
    } catch {
      // the text is not JSON, so it does not say the value
    }
    if (value === undefined && text.trim() === '') return;
    setText(shown(value));
    setInvalid(false);
  }, [JSON.stringify(value ?? null)]);
  return (
    <textarea
      id={id}
      rows={8}
      class="mono"
      spellcheck={false}
      required={required}
      aria-invalid={invalid}
      aria-describedby={`${id}-hint`}
      value={text}
      onInput={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        if (next.trim() === '') {
          setInvalid(false);
          return onChange(undefined);
        }
        try {
          setInvalid(false);
          onChange(JSON.parse(next) as Json);
        } catch {
          setInvalid(true);
          onChange(next);
        }
      }}
    />
  );
}

function Field(props: FieldProps): JSX.Element {
  const { name, schema, required, id, value, onChange } = props;
  const type = typeOf(schema);
  if (type === 'object') {
    return (
      <fieldset>
        <legend>{labelOf(name, schema)}</legend>
        {schema.description && <p class="hint">{schema.description}</p>}
        <SchemaFields schema={schema} value={value && typeof value === 'object' && !Array.isArray(value) ? value : {}} idPrefix={id} secrets={props.secrets} onChange={(v) => onChange(Object.keys(v).length ? v : undefined)} />
      </fieldset>
    );
  }
  if (type === 'boolean') {
    return (
      <div class="field">
        <span class="check plain">
          <input id={id} type="checkbox" checked={value === true} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.currentTarget.checked)} />
          <label for={id}>{labelOf(name, schema)}</label>
        </span>
        <Hint id={id} schema={schema} required={false} />
      </div>
    );
  }
  const list = type === 'array' && (asJson(schema) ? <JsonField {...props} /> : ListField(props));
  const input = schema.enum ? EnumField(props) : type === 'number' || type === 'integer' ? NumberField(props) : list || TextField(props);
  return (
    <div class="field">
      <label for={id}>
        {labelOf(name, schema)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {input}
      <Hint id={id} schema={schema} required={required} />
    </div>
  );
}

/** The fields of an object schema's properties, in the schema's order; `value` is the object being edited. */
export function SchemaFields({
  schema,
  value,
  idPrefix,
  secrets = false,
  onChange,
}: {
  schema: JsonSchema;
  value: JsonObject;
  idPrefix: string;
  secrets?: boolean;
  onChange: (value: JsonObject) => void;
}) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return <p class="hint">Nothing to fill in.</p>;
  const required = new Set(schema.required ?? []);
  return (
    <div class="stack">
      {properties.map(([name, child]) => (
        <Field
          key={name}
          name={name}
          schema={child}
          value={value[name]}
          required={required.has(name)}
          secrets={secrets}
          id={`${idPrefix}-${name}`}
          onChange={(v) => {
            const next = { ...value };
            if (v === undefined) delete next[name];
            else next[name] = v;
            onChange(next);
          }}
        />
      ))}
    </div>
  );
}

/** Whether a schema asks for anything at all (a type whose credentials schema is empty needs no credentials). */
export function hasFields(schema: JsonSchema | undefined): boolean {
  return Object.keys(schema?.properties ?? {}).length > 0;
}
