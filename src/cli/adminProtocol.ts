// The admin socket's protocol, shared by the server (adminSocket.ts) and the CLI (adminClient.ts). A server on the
// embedded database listens on `<data dir>/admin.sock` (mode 0600: only the user the server runs as may connect).
// A connection carries one command: the CLI sends one line of JSON, `{"argv": [...], "stdin": "..."}`, and the
// server answers with one line, `{"exitCode": N, "stdout": "...", "stderr": "..."}`, and closes the connection.
import path from 'node:path';

export const ADMIN_SOCKET_FILE = 'admin.sock';

/**
 * The largest request line the server reads. A password read from stdin is at most 64 KiB (users.ts), which JSON may
 * escape to six times its length (`\u0001`); past this the server answers that the request is too large.
 */
export const MAX_REQUEST_BYTES = 512 * 1024;

/** How long the server waits for a connection's request line; the command itself may take as long as it takes. */
export const REQUEST_TIMEOUT_MS = 5_000;

export interface AdminRequest {
  argv: string[];
  stdin?: string;
}

export interface AdminResponse {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Where a server on the embedded database in `dataDir` listens; none on Windows, whose pipes are not files. */
export function adminSocketPath(dataDir: string): string | undefined {
  return process.platform === 'win32' ? undefined : path.join(dataDir, ADMIN_SOCKET_FILE);
}

function parsed(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function parseRequest(line: string): AdminRequest | undefined {
  const value = parsed(line);
  if (!value || !Array.isArray(value.argv) || !value.argv.every((a) => typeof a === 'string')) return undefined;
  if (value.stdin !== undefined && typeof value.stdin !== 'string') return undefined;
  return { argv: value.argv as string[], stdin: value.stdin };
}

export function parseResponse(text: string): AdminResponse | undefined {
  const value = parsed(text);
  if (!value || !Number.isInteger(value.exitCode) || typeof value.stdout !== 'string' || typeof value.stderr !== 'string') return undefined;
  return { exitCode: value.exitCode as number, stdout: value.stdout, stderr: value.stderr };
}
