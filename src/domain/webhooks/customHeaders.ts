// An endpoint's custom headers: extra request headers a customer's receiver may need (an API gateway's key, a
// routing hint). Plain ones are stored and shown as they are; secret ones are sealed (the 'webhook-headers' subkey),
// sent, and never shown again. Names that would change how the request is framed or authenticated by Sluice, or
// that pose as Sluice's own headers, are refused.
import { seal, unseal } from '../../crypto/sealed.js';
import type { Secrets } from '../../secrets.js';

export interface CustomHeader {
  name: string;
  value: string;
}

export const MAX_CUSTOM_HEADERS = 20;
export const MAX_HEADER_NAME = 64;
export const MAX_HEADER_VALUE = 1024;

const DENIED = new Set([
  'host', 'content-length', 'content-type', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade',
  'te', 'trailer', 'expect', 'proxy-authorization', 'proxy-authenticate', 'proxy-connection', 'user-agent',
]);
const DENIED_PREFIXES = ['x-service-', 'webhook-', 'svix-', 'sec-', 'proxy-'];
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** What is wrong with a header name, or null. */
export function headerNameProblem(name: string): string | null {
  if (name.length === 0 || name.length > MAX_HEADER_NAME) return `must be 1 to ${MAX_HEADER_NAME} characters`;
  if (!TOKEN.test(name)) return 'must be an HTTP header name (letters, digits and !#$%&\'*+.^_`|~-)';
  const lower = name.toLowerCase();
  if (DENIED.has(lower) || DENIED_PREFIXES.some((p) => lower.startsWith(p))) return `'${name}' is set by Sluice and cannot be replaced`;
  return null;
}

/** What is wrong with a header value, or null. */
export function headerValueProblem(value: string): string | null {
  if (value.length > MAX_HEADER_VALUE) return `must be at most ${MAX_HEADER_VALUE} characters`;
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) return 'must not contain control characters (line breaks included)';
  if (/[^\u0000-\u00ff]/.test(value)) return 'must be Latin-1 text (HTTP header values cannot carry other characters)';
  return null;
}

export function sealSecretHeaders(secrets: Secrets, headers: readonly CustomHeader[]): string | null {
  return headers.length === 0 ? null : seal(secrets.subkey('webhook-headers'), JSON.stringify(headers));
}

export function unsealSecretHeaders(secrets: Secrets, sealed: string | null): CustomHeader[] {
  return sealed ? (JSON.parse(unseal(secrets.subkey('webhook-headers'), sealed)) as CustomHeader[]) : [];
}

export interface HeadersToSend {
  values: Record<string, string>;
  /** Names whose values the attempt log shows as REDACTED. */
  secret: readonly string[];
}

export const REDACTED = '[redacted]';

/** The custom headers to send: plain ones, then secret ones. */
export function customHeadersToSend(secrets: Secrets, row: { headers: readonly CustomHeader[] | null; secret_headers_ciphertext: string | null }): HeadersToSend {
  const values: Record<string, string> = {};
  for (const h of row.headers ?? []) values[h.name] = h.value;
  const hidden = unsealSecretHeaders(secrets, row.secret_headers_ciphertext);
  for (const h of hidden) values[h.name] = h.value;
  return { values, secret: hidden.map((h) => h.name) };
}

/** The request headers as the attempt log keeps them: secret custom header values redacted. */
export function loggedHeaders(headers: Record<string, string>, secret: readonly string[]): Record<string, string> {
  if (secret.length === 0) return headers;
  const hidden = new Set(secret.map((n) => n.toLowerCase()));
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, hidden.has(name.toLowerCase()) ? REDACTED : value]));
}
