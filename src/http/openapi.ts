// The contract at run time. openapi-backend loads and dereferences openapi.yaml and compiles one ajv validator per
// operation at its first call (formats on, all errors reported); routes are compiled once into a table, because
// openapi-backend's own matchOperation rebuilds its regular expressions on every request. Dates are held to the
// years 0001–9999.
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import type { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { operations } from '../../generated/openapi.js';
import { OPENAPI_PATH } from '../paths.js';
import { addDateRangeFormats } from './dateRange.js';
import { eventCatalog, type EventTypeEntry } from './eventCatalog.js';

export type OperationId = keyof operations & string;

export interface RouteMatch {
  operationId: OperationId;
  operation: Operation;
  params: Record<string, string>;
  requiredScope: string | undefined;
}

interface CompiledRoute {
  method: string;
  regex: RegExp;
  paramNames: string[];
  literalLength: number;
  operation: Operation;
}

export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  hasBody: boolean;
}

export interface Contract {
  match(method: string, path: string): RouteMatch | undefined;
  /** Methods that some operation serves at `path` (for a precise 404 message). */
  methodsAt(path: string): string[];
  /** Validates (and coerces, for path and query) a request; returns ajv's errors, or null when valid. */
  validate(match: RouteMatch, parts: RequestParts): ErrorObject[] | null;
  operations(): Operation[];
  /** The webhook event catalog the contract declares (eventCatalog.ts), read once at load. */
  eventTypes: readonly EventTypeEntry[];
  backend: OpenAPIBackend;
}

/** The backend, its document read and dereferenced; its validators are compiled as operations are first called. */
async function loadBackend(definition: string): Promise<OpenAPIBackend> {
  // `quick` compiles no validator up front. Sluice validates requests only (responses are checked by the tests'
  // client, test/support/contractCheck.ts, which compiles validators as it meets them), and an operation's request
  // validators are compiled on its first call (openapi-backend's getRequestValidatorsForOperation): compiling them
  // all took 0.7 of the 1.25 s of CPU a process spent loading the contract, most of it for operations a short-lived
  // process never serves. The document is read first (quick's init reads it without waiting, so a file it cannot
  // read would fail nowhere it can be caught). Checking it against the OpenAPI schema (another 0.2 s) is left to
  // the tests: test/contract.compiles.test.ts checks it, and compiles every operation's validators, as a start did.
  const backend = new OpenAPIBackend({
    definition,
    strict: true,
    validate: true,
    quick: true,
    ajvOpts: { allErrors: true },
    customizeAjv: (ajv) => {
      addFormats.default(ajv);
      addDateRangeFormats(ajv);
      return ajv;
    },
  });
  await backend.loadDocument();
  await backend.init();
  return backend;
}

/** Each operation's path as a pattern, most specific first: /v1/flows/{id}/pause before /v1/flows/{id}. */
function compileRoutes(backend: OpenAPIBackend): CompiledRoute[] {
  const routes: CompiledRoute[] = backend.router.getOperations().map((operation) => {
    const paramNames: string[] = [];
    const pattern = operation.path
      .split('/')
      .map((segment) => {
        const m = /^\{(.+)\}$/.exec(segment);
        if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        paramNames.push(m[1]!);
        return '([^/]+)';
      })
      .join('/');
    return {
      method: operation.method.toUpperCase(),
      regex: new RegExp(`^${pattern}/?$`),
      paramNames,
      literalLength: operation.path.replace(/\{.*?\}/g, '').length,
      operation,
    };
  });
  return routes.sort((a, b) => b.literalLength - a.literalLength);
}

function matchRoute(routes: CompiledRoute[], method: string, path: string): RouteMatch | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const m = route.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (let i = 0; i < route.paramNames.length; i++) {
      let value = m[i + 1]!;
      try {
        value = decodeURIComponent(value);
      } catch {
        // keep the raw segment: it cannot name anything, and the handler reports it as not found
      }
      params[route.paramNames[i]!] = value;
    }
    const op = route.operation;
    return {
      operationId: op.operationId as OperationId,
      operation: op,
      params,
      requiredScope: (op as unknown as Record<string, unknown>)['x-required-scope'] as string | undefined,
    };
  }
  return undefined;
}

function validateRequestParts(backend: OpenAPIBackend, match: RouteMatch, parts: RequestParts): ErrorObject[] | null {
  const input: Record<string, unknown> = {
    path: parts.params,
    query: parts.query,
    header: parts.headers,
    cookie: {},
  };
  if (parts.hasBody) input.requestBody = parts.body;
  const errors: ErrorObject[] = [];
  for (const validate of backend.validator.getRequestValidatorsForOperation(match.operationId) ?? []) {
    validate(input);
    if (validate.errors) errors.push(...validate.errors);
  }
  // The params validator coerces in place: hand the typed values back.
  parts.query = input.query as RequestParts['query'];
  parts.params = input.path as RequestParts['params'];
  return errors.length ? errors : null;
}

/** Contracts loaded by this process, by file: one load serves every server the process starts. */
const loaded = new Map<string, Promise<Contract>>();

/**
 * The contract in `definition`, loaded once per process (about 0.35 s of CPU: reading and dereferencing it; each
 * operation's request validators are compiled at its first call). A contract is not changed after its load, so
 * servers of one process share it.
 */
export function loadContract(definition: string = OPENAPI_PATH): Promise<Contract> {
  let contract = loaded.get(definition);
  if (!contract) {
    contract = compileContract(definition);
    loaded.set(definition, contract);
    contract.catch(() => loaded.delete(definition));
  }
  return contract;
}

async function compileContract(definition: string): Promise<Contract> {
  const backend = await loadBackend(definition);
  const routes = compileRoutes(backend);
  return {
    backend,
    eventTypes: eventCatalog(backend.document),
    operations: () => routes.map((r) => r.operation),
    match: (method, path) => matchRoute(routes, method, path),
    methodsAt: (path) => [...new Set(routes.filter((r) => r.regex.test(path)).map((r) => r.method))],
    validate: (match, parts) => validateRequestParts(backend, match, parts),
  };
}
