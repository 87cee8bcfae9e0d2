// Turns ajv's errors into the spec's answer: a missing required field or parameter is 400 invalid_request, an
// invalid Idempotency-Key is 400, any other failure is 422 validation_error; the message names each parameter or
// field and says what is wrong with it. At most the first MAX_PROBLEMS are listed, each quoting at most
// MAX_QUOTED characters of a client-chosen name, so a body with 95,000 bad values answers a short message.
import type { ErrorObject } from 'ajv';
import { AppError } from '../errors.js';

export const MAX_PROBLEMS = 20;
const MAX_QUOTED = 100;

const FORMAT_HINTS: Record<string, string> = {
  'date-time': 'an ISO 8601 date-time between the years 0001 and 9999, such as 2026-11-21T10:15:30.123456Z',
  date: 'an ISO 8601 date between the years 0001 and 9999, such as 2026-11-21',
  uuid: 'a UUID',
  uri: 'an absolute URI',
  email: 'an email address',
};

/** A client-chosen name, shortened so that quoting it cannot make a message large. */
export function quoted(name: string): string {
  return name.length > MAX_QUOTED ? `${name.slice(0, MAX_QUOTED)}…` : name;
}

function locate(instancePath: string): { where: string; name: string } {
  const parts = instancePath.split('/').slice(1).map((p) => quoted(p.replace(/~1/g, '/').replace(/~0/g, '~')));
  const [section, ...rest] = parts;
  const name = rest.join('.');
  switch (section) {
    case 'query':
      return { where: 'query parameter', name };
    case 'path':
      return { where: 'path parameter', name };
    case 'header':
      return { where: 'header', name };
    case 'requestBody':
      return { where: name ? 'body field' : 'body', name };
    default:
      return { where: 'request', name };
  }
}

function describe(e: ErrorObject): string {
  const { where, name } = locate(e.instancePath);
  const subject = name ? `${where} '${name}'` : where;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      if (p.missingProperty === 'requestBody') return 'missing request body: send a JSON object';
      const child = `${where === 'body' ? 'body field' : where} '${name ? `${name}.` : ''}${String(p.missingProperty)}'`;
      return `missing required ${child}`;
    }
    case 'additionalProperties': {
      const prop = quoted(String(p.additionalProperty));
      if (where === 'query parameter') return `unknown query parameter '${prop}'`;
      if (where === 'path parameter') return `unknown path parameter '${prop}'`;
      return `unknown ${where === 'body' ? 'body field' : where} '${name ? `${name}.` : ''}${prop}'`;
    }
    case 'format':
      return `${subject} must be ${FORMAT_HINTS[String(p.format)] ?? `in format ${String(p.format)}`}`;
    case 'enum':
      return `${subject} must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'type':
      return `${subject} must be ${Array.isArray(p.type) ? (p.type as string[]).join(' or ') : String(p.type)}`;
    default:
      return `${subject} ${e.message ?? 'is invalid'}`;
  }
}

function isMissingRequired(e: ErrorObject): boolean {
  // A required property of the request itself (a parameter section or the body), not of a nested object.
  return e.keyword === 'required' && (e.instancePath === '' || /^\/(query|path|header|requestBody)$/.test(e.instancePath));
}

/**
 * The problems joined into one message: the first MAX_PROBLEMS, then how many more there were (`uncounted` are
 * problems found but not described, to spare building thousands of strings nobody will read).
 */
export function problemList(problems: string[], uncounted = 0): string {
  const unique = [...new Set(problems)];
  const shown = unique.slice(0, MAX_PROBLEMS).join('; ');
  const more = Math.max(0, unique.length - MAX_PROBLEMS) + uncounted;
  return more > 0 ? `${shown}; … and ${more} more` : shown;
}

export function validationFailure(errors: ErrorObject[]): AppError {
  // Ajv reports `if`/`anyOf` wrappers alongside the real causes; they add nothing a client can act on.
  const relevant = errors.filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword));
  const list = relevant.length ? relevant : errors;
  // Describing is the costly part (an enum's message lists every allowed value): only the ones shown are described.
  const shown = new Set<string>();
  let rest = 0;
  for (const e of list) {
    if (shown.size < MAX_PROBLEMS) shown.add(describe(e));
    else rest++;
  }
  const message = problemList([...shown], rest);
  const badRequest = list.some((e) => isMissingRequired(e) || e.instancePath === '/header/idempotency-key');
  return badRequest ? new AppError(400, 'invalid_request', message) : new AppError(422, 'validation_error', message);
}
