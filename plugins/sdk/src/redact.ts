// Keeping credentials out of logs and error messages: every string value found in the credentials is replaced
// wherever it appears, and fields whose names say they hold a secret are replaced whatever their value.

export const REDACTED = '[redacted]';

const SECRET_NAME = /pass(word)?|secret|token|api[-_]?key|authorization|credential|private[-_]?key/i;
/** Shorter values are not searched for: replacing every "ab" in a message would destroy it and hide nothing. */
const MIN_SECRET_LENGTH = 4;

/** Every string (and number) leaf of the credentials worth searching for, longest first. */
export function secretValues(credentials: unknown): string[] {
  const out = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8 || value === null || value === undefined) return;
    if (typeof value === 'string' || typeof value === 'number') {
      const s = String(value);
      if (s.length >= MIN_SECRET_LENGTH) {
        out.add(s);
        // Secrets also show up encoded: in URLs and in JSON.
        out.add(encodeURIComponent(s));
        out.add(encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
        out.add(JSON.stringify(s).slice(1, -1));
      }
      return;
    }
    if (Array.isArray(value)) value.forEach((v) => visit(v, depth + 1));
    else if (typeof value === 'object') Object.values(value as Record<string, unknown>).forEach((v) => visit(v, depth + 1));
  };
  visit(credentials, 0);
  return [...out].sort((a, b) => b.length - a.length);
}

export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out;
}

/** A copy of `value` (JSON-like) with secret values and secret-named fields redacted. */
export function redactValue(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (typeof value === 'string') return redactText(value, secrets);
  if (typeof value === 'number' && secrets.includes(String(value))) return REDACTED;
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`, secrets);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secrets, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = SECRET_NAME.test(k) && v !== null && v !== undefined ? REDACTED : redactValue(v, secrets, depth + 1);
    }
    return out;
  }
  return value;
}
