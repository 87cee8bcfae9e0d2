// The running server's admin socket: while `sluice start` or `sluice serve` holds the embedded database, the admin
// commands (customers, users, keys) reach it through this socket instead (src/cli/adminClient.ts sends them). The
// server runs the same command functions with its own database and its own public URL, so a sign-in link names the
// port it really serves on. Protocol and limits: adminProtocol.ts. Neither a command's stdin (a password) nor its
// output (a new key, a sign-in link) is ever logged: only the command's name and exit code.
import fs from 'node:fs';
import net from 'node:net';
import { Readable } from 'node:stream';
import type { Logger } from '../log.js';
import { ADMIN_COMMANDS, SOCKET_COMMANDS, adminCommand, type AdminContext } from './admin.js';
import { MAX_REQUEST_BYTES, parseRequest, REQUEST_TIMEOUT_MS, type AdminRequest, type AdminResponse } from './adminProtocol.js';
import type { CommandIo } from './args.js';
import { failureOf } from './failure.js';

export interface AdminSocket {
  path: string;
  /** Stops accepting, drops connections still sending their request, and waits for commands being run. */
  close(): Promise<void>;
}

function refused(message: string): AdminResponse {
  return { exitCode: 2, stdout: '', stderr: `sluice: ${message}\n` };
}

/** Runs one request as the CLI would, with its output captured; never throws. */
export async function answer(ctx: AdminContext, request: AdminRequest): Promise<AdminResponse> {
  const command = request.argv[0];
  if (command === undefined || !SOCKET_COMMANDS.includes(command)) {
    return refused(`the running server takes only the admin commands (${ADMIN_COMMANDS.join(', ')}) on its admin socket`);
  }
  let stdout = '';
  const io: CommandIo = {
    out: { write: (text: string) => (stdout += text) },
    stdin: Readable.from(request.stdin === undefined ? [] : [request.stdin]),
  };
  try {
    await adminCommand(ctx, request.argv, io);
    return { exitCode: 0, stdout, stderr: '' };
  } catch (err) {
    const { exitCode, stderr } = failureOf(err);
    return { exitCode, stdout, stderr };
  }
}

type Received = { line: string } | { tooLarge: true } | { gone: true };

/**
 * The connection's first line (or all it sent before ending), at most MAX_REQUEST_BYTES, within REQUEST_TIMEOUT_MS;
 * `gone` when the time ran out or the connection closed first.
 */
function receive(socket: net.Socket): Promise<Received> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (received: Received) => {
      clearTimeout(timer);
      socket.off('data', onData).off('end', onEnd).off('close', onClose).pause();
      resolve(received);
    };
    const onData = (chunk: Buffer) => {
      const newline = chunk.indexOf(0x0a);
      const part = newline === -1 ? chunk : chunk.subarray(0, newline);
      chunks.push(part);
      size += part.length;
      if (size > MAX_REQUEST_BYTES) finish({ tooLarge: true });
      else if (newline !== -1) finish({ line: Buffer.concat(chunks).toString('utf8') });
    };
    const onEnd = () => finish({ line: Buffer.concat(chunks).toString('utf8') });
    const onClose = () => finish({ gone: true });
    const timer = setTimeout(onClose, REQUEST_TIMEOUT_MS);
    socket.on('data', onData).on('end', onEnd).on('close', onClose);
  });
}

/** The answer to what a connection sent, and the name of the command it ran (for the log) if any. */
async function respond(ctx: AdminContext, received: { line: string } | { tooLarge: true }): Promise<{ response: AdminResponse; command?: string }> {
  if ('tooLarge' in received) return { response: refused(`the request is larger than ${MAX_REQUEST_BYTES} bytes`) };
  const request = parseRequest(received.line);
  if (!request) return { response: refused('the request is not one line of JSON {"argv": [...], "stdin": "..."}') };
  const response = await answer(ctx, request);
  const command = request.argv[0];
  return { response, command: command !== undefined && SOCKET_COMMANDS.includes(command) ? command : undefined };
}

/** One connection: one request, one answer, then the connection is closed. */
async function serveConnection(socket: net.Socket, ctx: AdminContext, logger: Logger, receiving: Set<net.Socket>): Promise<void> {
  socket.on('error', () => {}); // a client gone before its answer is no failure of the server
  receiving.add(socket);
  const received = await receive(socket);
  receiving.delete(socket);
  if ('gone' in received) {
    socket.destroy();
    return;
  }
  const { response, command } = await respond(ctx, received);
  socket.end(`${JSON.stringify(response)}\n`, () => socket.destroy());
  logger.info({ command, exitCode: response.exitCode }, 'admin socket: command answered');
}

/**
 * Binds `socketPath` with mode 0600: the umask applies to the bind, which Node does within listen(); the chmod covers
 * a platform where it would not.
 */
function listenPrivately(server: net.Server, socketPath: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  }).then(() => fs.chmodSync(socketPath, 0o600));
}

/**
 * Listens on `socketPath`, replacing a socket file a crashed server left (the data directory's lock, held by this
 * process, proves no other server listens there). A socket that cannot be made is a warning, not a failed start:
 * the admin commands then wait for the server to stop, as without it.
 */
export async function startAdminSocket(ctx: AdminContext, socketPath: string, logger: Logger): Promise<AdminSocket | undefined> {
  const receiving = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (socket) => void serveConnection(socket, ctx, logger, receiving));
  try {
    fs.rmSync(socketPath, { force: true });
    await listenPrivately(server, socketPath);
  } catch (err) {
    server.close();
    logger.warn({ path: socketPath, error: (err as Error).message }, 'admin socket: cannot listen; admin commands must wait for the server to stop');
    return undefined;
  }
  // The HTTP server keeps the process alive; this socket must never be what keeps a failed start from exiting.
  server.unref();
  return {
    path: socketPath,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of receiving) socket.destroy();
      await closed;
      fs.rmSync(socketPath, { force: true });
    },
  };
}
