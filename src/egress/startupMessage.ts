// Reading the first messages a client writes on a PostgreSQL connection, to find the database it asks for. A
// client opens with an SSLRequest, a GSSENCRequest or a CancelRequest (answered by the server before anything
// else is sent, so they are let through at once) or with the StartupMessage, whose `database` parameter (or
// `user`, which the server uses when `database` is absent or empty) names the database. A first message whose
// length the server would refuse (under 8 or over 10,000 bytes: HTTP, TLS records...) ends the inspection.
export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;
/** The server's own cap on a startup packet (MAX_STARTUP_PACKET_LENGTH). */
export const MAX_STARTUP_LENGTH = 10_000;

export type FirstMessage =
  /** Not (or no longer) a PostgreSQL opening: nothing to inspect. */
  | { kind: 'other' }
  /** Not enough bytes yet. */
  | { kind: 'partial' }
  /** A request answered before the StartupMessage; `length` bytes. */
  | { kind: 'request'; length: number }
  /** The StartupMessage, naming `database`. */
  | { kind: 'startup'; length: number; database: string };

export function firstMessage(bytes: Buffer): FirstMessage {
  if (bytes.length < 8) return { kind: 'partial' };
  const length = bytes.readUInt32BE(0);
  if (length < 8 || length > MAX_STARTUP_LENGTH) return { kind: 'other' };
  const code = bytes.readUInt32BE(4);
  if (code === SSL_REQUEST || code === GSSENC_REQUEST || code === CANCEL_REQUEST) {
    return bytes.length >= length ? { kind: 'request', length } : { kind: 'partial' };
  }
  if (bytes.length < length) return { kind: 'partial' };
  const params = new Map<string, string>();
  const fields = bytes.subarray(8, length).toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length && fields[i] !== ''; i += 2) {
    params.set(fields[i]!, fields[i + 1]!); // the server keeps the last of a repeated name, so do we
  }
  return { kind: 'startup', length, database: params.get('database') || params.get('user') || '' };
}
