// Request bodies: read with a size cap, checked to be UTF-8 and no deeper than MAX_JSON_DEPTH, parsed as JSON, and
// kept raw for idempotency hashing. The time a body may take to arrive is the server's requestTimeout (server.ts).
import type { IncomingMessage } from 'node:http';
import { HttpError } from './httpError.js';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A body that cannot be read as JSON is an HTTP matter: 400 invalid_request. */
function invalidRequest(message: string): HttpError {
  return new HttpError(400, 'invalid_request', message);
}

export interface ParsedBody {
  hasBody: boolean;
  body: unknown;
  raw: string;
}

const NO_BODY: ParsedBody = { hasBody: false, body: undefined, raw: '' };

async function readAll(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit) throw invalidRequest(`request body exceeds ${limit} bytes`);
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The client went away or the server's request timeout cut the socket: nobody will read this answer, but
    // it must not be logged as a server fault.
    throw new HttpError(408, 'request_timeout', 'the request body was not received completely');
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<ParsedBody> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > limit) throw invalidRequest(`request body exceeds ${limit} bytes`);
  if (declared === 0) return NO_BODY;
  const bytes = await readAll(req, limit);
  let raw: string;
  try {
    // Not the lenient decoder: it would store U+FFFD in place of whatever the client meant.
    raw = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalidRequest('request body is not valid UTF-8');
  }
  if (raw.trim() === '') return NO_BODY;
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw invalidRequest(`Content-Type must be application/json; got '${type || 'none'}'`);
  }
  if (exceedsJsonDepth(raw)) throw invalidRequest(`JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return { hasBody: true, body: JSON.parse(raw), raw };
  } catch (err) {
    throw invalidRequest(`malformed JSON body: ${(err as Error).message}`);
  }
}
