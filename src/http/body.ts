// Request bodies: read with a size cap, parsed as JSON, and kept raw for idempotency hashing.
import type { IncomingMessage } from 'node:http';
import { invalidRequest } from '../errors.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ParsedBody {
  hasBody: boolean;
  body: unknown;
  raw: string;
}

const NO_BODY: ParsedBody = { hasBody: false, body: undefined, raw: '' };

export async function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<ParsedBody> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > limit) throw invalidRequest(`request body exceeds ${limit} bytes`);
  if (declared === 0) return NO_BODY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw invalidRequest(`request body exceeds ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw.trim() === '') return NO_BODY;
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw invalidRequest(`Content-Type must be application/json; got '${type || 'none'}'`);
  }
  try {
    return { hasBody: true, body: JSON.parse(raw), raw };
  } catch (err) {
    throw invalidRequest(`malformed JSON body: ${(err as Error).message}`);
  }
}
