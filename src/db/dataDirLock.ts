// PGlite is a single-process database: two processes opening one data directory would corrupt it. The process
// that opens it holds an OS-level lock the kernel drops when the process dies, however it dies: a listening
// socket named after the directory's real path. On Linux it lives in the abstract namespace (no file at all);
// on Windows it is a named pipe; elsewhere it is a socket file in the directory, which a dead process leaves
// behind but nobody answers on, so a refused connection marks it stale. A pid file checked with kill(pid, 0)
// could not tell a dead holder from a reused pid, and refused starts after a kill -9.
//
// The holder answers each connection with its pid, so a second process is refused naming it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ConfigError } from '../configError.js';

/** Written by versions that locked with a pid file; meaningless now, and removed so it misleads nobody. */
const LEGACY_PID_FILE = 'sluice.pid';
/** How long a second process waits for the holder to say who it is. */
const ASK_TIMEOUT_MS = 2_000;

function lockAddress(realDir: string): { address: string; file: boolean } {
  const hash = createHash('sha256').update(realDir).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return { address: `\0sluice-${hash}`, file: false };
  if (process.platform === 'win32') return { address: `\\\\.\\pipe\\sluice-${hash}`, file: false };
  return { address: path.join(realDir, 'sluice.sock'), file: true };
}

function listen(server: net.Server, address: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const onError = (err: NodeJS.ErrnoException) => resolve(err);
    server.once('error', onError);
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', onError);
      resolve(undefined);
    });
  });
}

type Holder = { alive: true; pid: number | undefined } | { alive: false };

/** Connects to the lock: who answers holds it; a refused connection means a dead holder's socket file. */
function askHolder(address: string): Promise<Holder> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect({ path: address });
    const done = (holder: Holder) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(holder);
    };
    const timer = setTimeout(() => done({ alive: true, pid: undefined }), ASK_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.length > 100) done({ alive: true, pid: undefined });
    });
    socket.on('end', () => {
      const pid = Number(/^pid (\d+)\n$/.exec(answer)?.[1]);
      done({ alive: true, pid: Number.isSafeInteger(pid) && pid > 0 ? pid : undefined });
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      done(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? { alive: false } : { alive: true, pid: undefined });
    });
  });
}

function inUse(dataDir: string, pid: number | undefined): ConfigError {
  return new ConfigError(
    `the embedded database in ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process'}; stop it first (the embedded ` +
      'database serves one process at a time; set DATABASE_URL to share a PostgreSQL database between processes)',
  );
}

/** Takes the data directory's lock; resolves to the function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const { address, file } = lockAddress(fs.realpathSync(dataDir));
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.end(`pid ${process.pid}\n`);
  });
  // The lock must never keep a process alive that is otherwise done.
  server.unref();
  for (let attempt = 0; ; attempt++) {
    const err = await listen(server, address);
    if (!err) break;
    if (err.code !== 'EADDRINUSE') throw new ConfigError(`cannot lock the embedded database in ${dataDir}: ${err.message}`);
    const holder = await askHolder(address);
    if (holder.alive) throw inUse(dataDir, holder.pid);
    if (attempt >= 3) throw new ConfigError(`cannot lock the embedded database in ${dataDir}: its lock is held but nobody answers`);
    // Only a socket file outlives its process. An abstract socket or pipe that refuses was bound a moment ago by a
    // process not yet listening (or just gone): ask again shortly.
    if (file) fs.rmSync(address, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.rmSync(path.join(dataDir, LEGACY_PID_FILE), { force: true });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    server.close();
    // A Unix socket file is removed by close() in Node; nothing is left to clean up.
  };
}
