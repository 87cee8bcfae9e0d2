// Words ajv's schema errors for people: each problem names the place it is about (a query or path parameter, a
// header, a body field) and what is wrong with it. At most the first MAX_PROBLEMS are listed, each quoting at most
// MAX_QUOTED characters of a client-chosen name, so a body with 95,000 bad values gives a short message. Used by the
// request validation (http/validationErrors.ts) and by the domain's own schema checks (connector settings).
import type { ErrorObject } from 'ajv';

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

/**
 * The choices of a pattern that is a list of alternatives, `^(every_5m|…|cron:.+)$`, as words (`cron:<…>` for an
 * open tail), so a client reads the choices instead of a regular expression; undefined for any other pattern.
 */
function patternChoices(pattern: string): string[] | undefined {
  const m = /^\^\((.+)\)\$$/.exec(pattern);
  if (!m) return undefined;
  const choices = m[1]!.split('|');
  if (!choices.every((c) => /^[\w:-]+(\.\+)?$/.test(c))) return undefined;
  return choices.map((c) => (c.endsWith('.+') ? `${c.slice(0, -2)}<…>` : c));
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
    case 'pattern': {
      const choices = patternChoices(String(p.pattern));
      return choices ? `${subject} must be one of: ${choices.join(', ')}` : `${subject} ${e.message ?? 'is invalid'}`;
    }
    case 'type':
      return `${subject} must be ${Array.isArray(p.type) ? (p.type as string[]).join(' or ') : String(p.type)}`;
    default:
      return `${subject} ${e.message ?? 'is invalid'}`;
  }
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

export function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  // Ajv reports `if`/`anyOf` wrappers alongside the real causes; they add nothing a client can act on.
  const relevant = errors.filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword));
  return relevant.length ? relevant : errors;
}

/** The message of a validation failure: each problem ajv found, worded with the place it names (see locate). */
export function describeSchemaErrors(errors: ErrorObject[]): string {
  // Describing is the costly part (an enum's message lists every allowed value): only the ones shown are described.
  const shown = new Set<string>();
  let rest = 0;
  for (const e of relevantErrors(errors)) {
    if (shown.size < MAX_PROBLEMS) shown.add(describe(e));
    else rest++;
  }
  return problemList([...shown], rest);
}
