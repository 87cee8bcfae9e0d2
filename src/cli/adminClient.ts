// The CLI's side of the admin socket (adminSocket.ts, protocol in adminProtocol.ts): on the embedded database, an
// admin command is sent to the server that holds the data directory, which runs it at once, instead of being
// refused because the database is in use. With no server listening (none runs, or one crashed and left its socket
// file behind) the command runs in this process as before.
import fs from 'node:fs';
import net from 'node:net';
import { Readable } from 'node:stream';
import { adminSocketPath, parseResponse, type AdminRequest, type AdminResponse } from './adminProtocol.js';
import { processIo, type CommandIo } from './args.js';
import { readPasswordInput, readsPassword } from './users.js';

/** How long a connection to the socket may take before the server is taken for gone. */
const CONNECT_TIMEOUT_MS = 2_000;

/** A connection to the socket, or undefined when nobody accepts one there. */
function connect(socketPath: string): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: socketPath });
    const done = (connected: net.Socket | undefined) => {
      clearTimeout(timer);
      socket.off('error', onError);
      resolve(connected);
    };
    const onError = () => {
      socket.destroy();
      done(undefined);
    };
    const timer = setTimeout(onError, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => done(socket)).once('error', onError);
  });
}

/** Sends the request and resolves with the server's answer, or undefined when the connection closed without one. */
function exchange(socket: net.Socket, request: AdminRequest): Promise<AdminResponse | undefined> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    // An error after the answer arrived (the server closes at once) loses nothing: the answer is read on close.
    socket.on('error', () => {});
    socket.once('close', () => resolve(parseResponse(text.split('\n', 1)[0]!)));
    socket.write(`${JSON.stringify(request)}\n`);
  });
}

function printAnswer(response: AdminResponse | undefined): number {
  if (!response) {
    process.stderr.write('sluice: the running server closed its admin socket without answering; see its log\n');
    return 1;
  }
  process.stdout.write(response.stdout);
  process.stderr.write(response.stderr);
  return response.exitCode;
}

/**
 * Runs the admin command `sluice …argv` on the server holding the embedded database in `dataDir`, if one listens on
 * its admin socket: prints the server's output and resolves to its exit code. Otherwise resolves to the input and
 * output to run the command here with (standard input already read, when it had to be read to send it).
 */
export async function runOnServer(dataDir: string, argv: string[]): Promise<{ exitCode: number } | { io: CommandIo }> {
  const socketPath = adminSocketPath(dataDir);
  if (!socketPath || !fs.existsSync(socketPath)) return { io: processIo() };
  // Read before connecting: the server gives a connection a few seconds for its request, a person typing more.
  const stdin = readsPassword(argv) ? await readPasswordInput(process.stdin) : undefined;
  const socket = await connect(socketPath);
  if (!socket) return { io: stdin === undefined ? processIo() : { out: process.stdout, stdin: Readable.from([stdin]) } };
  return { exitCode: printAnswer(await exchange(socket, { argv, stdin })) };
}

/**
 * The answer of the server holding the embedded database in `dataDir` to `sluice …argv`, or undefined when no
 * server listens there (`sluice connector install|remove` ask it to reload its plugins, and who uses a type).
 */
export async function askServer(dataDir: string, argv: string[]): Promise<AdminResponse | undefined> {
  const socketPath = adminSocketPath(dataDir);
  if (!socketPath || !fs.existsSync(socketPath)) return undefined;
  const socket = await connect(socketPath);
  return socket ? exchange(socket, { argv }) : undefined;
}
