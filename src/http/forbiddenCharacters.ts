// Characters no stored value may hold: NUL, which PostgreSQL refuses in text and jsonb alike (a 500 if it got that
// far), and in body strings a lone UTF-16 surrogate, which jsonb refuses as an escape. Checked before validation
// and before any query, and reported as 422 naming each parameter or field.
import { validationError, type ValidationFailed } from '../errors.js';
import { problemList, quoted } from '../schemaErrors.js';

const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface InputParts {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** Headers whose values reach handlers or storage. */
const READ_HEADERS = ['idempotency-key', 'content-type', 'authorization'];

function badString(s: string): string | undefined {
  if (NUL.test(s)) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(s)) return 'must not contain an unpaired UTF-16 surrogate';
  return undefined;
}

/** Body problems beyond the described ones are only counted. */
const DESCRIBED = 50;

function bodyProblems(body: unknown, out: string[]): number {
  let uncounted = 0;
  const report = (problem: () => string) => {
    if (out.length < DESCRIBED) out.push(problem());
    else uncounted++;
  };
  // An explicit stack: the body may nest (up to the depth limit) and holds arrays of any length.
  const stack: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    const where = path ? `body field '${quoted(path)}'` : 'body';
    if (typeof value === 'string') {
      const why = badString(value);
      if (why) report(() => `${where} ${why}`);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: path ? `${path}.${i}` : String(i) });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child = path ? `${path}.${key}` : key;
        const why = badString(key);
        if (why) report(() => `name of body field '${quoted(child)}' ${why}`);
        stack.push({ value: (value as Record<string, unknown>)[key], path: child });
      }
    }
  }
  return uncounted;
}

export function forbiddenCharacters(parts: InputParts): ValidationFailed | undefined {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(parts.params)) {
    const why = badString(value);
    if (why) problems.push(`path parameter '${quoted(name)}' ${why}`);
  }
  for (const [name, value] of Object.entries(parts.query)) {
    const nameWhy = badString(name);
    if (nameWhy) problems.push(`query parameter name '${quoted(name)}' ${nameWhy}`);
    for (const v of Array.isArray(value) ? value : [value]) {
      const why = badString(v);
      if (why) problems.push(`query parameter '${quoted(name)}' ${why}`);
    }
  }
  for (const name of READ_HEADERS) {
    const value = parts.headers[name];
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      const why = badString(v);
      if (why) problems.push(`header '${name}' ${why}`);
    }
  }
  const uncounted = bodyProblems(parts.body, problems);
  return problems.length ? validationError(problemList(problems, uncounted)) : undefined;
}
