// An endpoint's custom headers as the API takes and shows them: one list of {name, value, secret}. Stored apart
// (customHeaders.ts): plain ones readable in `headers`, secret ones sealed in `secret_headers_ciphertext`. A secret
// value is write-only: it is shown as null, never put in an error message, and kept across an update that names
// the header without a value.
import { validationError } from '../../errors.js';
import type { Secrets } from '../../secrets.js';
import { headerNameProblem, headerValueProblem, MAX_CUSTOM_HEADERS, sealSecretHeaders, unsealSecretHeaders, type CustomHeader } from './customHeaders.js';

export interface CustomHeaderInput {
  name: string;
  value?: string | null | undefined;
  secret?: boolean | undefined;
}

export interface CustomHeaderView {
  name: string;
  value: string | null;
  secret: boolean;
}

export interface StoredHeaders {
  headers: CustomHeader[];
  secret_headers_ciphertext: string | null;
}

/**
 * Checks a requested list and turns it into what is stored. `stored` is the endpoint's sealed secret headers (on
 * update): a secret header given without a value keeps the value stored under its name (case-insensitively).
 */
export function resolveHeaders(secrets: Secrets, input: readonly CustomHeaderInput[], stored: string | null = null): StoredHeaders {
  if (input.length > MAX_CUSTOM_HEADERS) throw validationError(`body field 'headers' must hold at most ${MAX_CUSTOM_HEADERS} headers`);
  const seen = new Map<string, number>();
  const plain: CustomHeader[] = [];
  const secret: CustomHeader[] = [];
  let kept: Map<string, string> | undefined;
  input.forEach((h, i) => {
    const field = `body field 'headers[${i}]`;
    const nameProblem = headerNameProblem(h.name);
    if (nameProblem) throw validationError(`${field}.name' ${nameProblem}`);
    const lower = h.name.toLowerCase();
    const first = seen.get(lower);
    if (first !== undefined) throw validationError(`${field}.name' repeats the header '${h.name}' of headers[${first}] (names are case-insensitive)`);
    seen.set(lower, i);
    let value = h.value;
    if (value === undefined || value === null) {
      if (!h.secret) throw validationError(`${field}.value' is required for a header that is not secret`);
      kept ??= new Map(unsealSecretHeaders(secrets, stored).map((s) => [s.name.toLowerCase(), s.value]));
      value = kept.get(lower);
      if (value === undefined) throw validationError(`${field}.value' is required: no secret header '${h.name}' is stored whose value could be kept`);
    } else {
      const valueProblem = headerValueProblem(value);
      if (valueProblem) throw validationError(`${field}.value' ${valueProblem}`);
    }
    (h.secret ? secret : plain).push({ name: h.name, value });
  });
  return { headers: plain, secret_headers_ciphertext: sealSecretHeaders(secrets, secret) };
}

/** The list as the API shows it: plain headers, then secret ones by name only. */
export function headersView(secrets: Secrets, row: StoredHeaders): CustomHeaderView[] {
  return [
    ...(row.headers ?? []).map((h) => ({ name: h.name, value: h.value, secret: false })),
    ...unsealSecretHeaders(secrets, row.secret_headers_ciphertext).map((h) => ({ name: h.name, value: null, secret: true })),
  ];
}
