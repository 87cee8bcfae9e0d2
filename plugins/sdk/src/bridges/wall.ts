// The operating-system wall an external executable (an Airbyte source, a Singer tap) runs behind: bubblewrap puts
// it in namespaces of its own (network, process ids, IPC, host name, mounts) and a mount view that holds the system's
// read-only files, the program's own folder, the call's private folder and, when the process has one, its
// customer's files folder, nothing else: no /run, /var, /home or /tmp of the host, so no Unix socket of Sluice's
// database, no other customer's files. Its network namespace has only a loopback interface; the one way out is
// the bridge's egress proxy (proxy.ts), reached through a Unix socket bound into the wall and a forwarder
// (forward.ts) listening on the wall's loopback, which programs use through HTTPS_PROXY. Where bubblewrap is
// missing or namespaces are not allowed, no external executable runs: `wallProblem` says why.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where the forwarder listens inside the wall (its own loopback, which nothing else shares). */
export const PROXY_PORT = 3128;
/** Where the wall's fixed paths appear inside it. */
export const INSIDE = { call: '/sluice/call', proxy: '/sluice/proxy.sock', forward: '/sluice/forward.mjs', files: '/sluice/files', program: '/sluice/program' } as const;

/** System folders bound read-only, where they exist (a merged /usr has /bin, /lib as links into it). */
const SYSTEM = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/etc/alternatives', '/etc/ssl', '/etc/ca-certificates', '/etc/ld.so.cache', '/etc/localtime'];

const BWRAP = process.env.SLUICE_BWRAP || 'bwrap';

let problem: string | null | undefined;
let checking: Promise<string | null> | undefined;

/** The trial: bubblewrap runs `node -e 0` behind a wall like a plugin's. */
const TRIAL = (): string[] => ['--unshare-all', '--die-with-parent', ...systemBinds(), ...procArgs(), '--dev', '/dev', '--', process.execPath, '-e', '0'];
const TRIAL_TIMEOUT_MS = 10_000;

function verdict(error: Error | undefined, status: number | null, stderr: string): string | null {
  if (error) return `bubblewrap (${BWRAP}) cannot be run: ${(error as NodeJS.ErrnoException).code ?? error.message}; install it (Debian: apt-get install bubblewrap)`;
  if (status !== 0) return `bubblewrap cannot create namespaces here: ${(stderr || `exit ${status}`).trim()}`;
  return null;
}

/** Why the wall cannot be built here, or null when it can (tried once per process; blocks while it tries). */
export function wallProblem(): string | null {
  if (problem !== undefined) return problem;
  const tried = spawnSync(BWRAP, TRIAL(), { encoding: 'utf8', timeout: TRIAL_TIMEOUT_MS });
  problem = verdict(tried.error, tried.status, tried.stderr);
  return problem;
}

/**
 * The same answer without blocking the event loop while bubblewrap and Node start behind the trial wall (~70 ms):
 * a process that runs plugins while it serves (a worker) asks this way, early.
 */
export function wallProblemAsync(): Promise<string | null> {
  if (problem !== undefined) return Promise.resolve(problem);
  checking ??= new Promise<string | null>((resolve) => {
    let stderr = '';
    let settled = false;
    const settle = (error: Error | undefined, status: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A blocking check that finished first decided already; both tried the same thing.
      problem ??= verdict(error, status, stderr);
      resolve(problem);
    };
    const child = spawn(BWRAP, TRIAL(), { stdio: ['ignore', 'ignore', 'pipe'] });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(Object.assign(new Error('the trial timed out'), { code: 'ETIMEDOUT' }), null);
    }, TRIAL_TIMEOUT_MS);
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.once('error', (err) => settle(err, null));
    child.once('close', (status) => settle(undefined, status));
  });
  return checking;
}

export interface WallOptions {
  /** The program and its arguments, as seen inside the wall. */
  argv: string[];
  /** The program's folder (bound read-only at the same path, so its interpreter and modules resolve). */
  programDir: string;
  /** More read-only folders the program needs (a virtualenv elsewhere), bound at the same path. */
  readOnly: string[];
  /** The call's private folder (config, catalog, state files), bound read-write at INSIDE.call. */
  callDir: string;
  /** The egress proxy's Unix socket. */
  proxySocket: string;
  /** The forwarder script (forward.js beside this file). */
  forwardScript: string;
  /** The customer's files folder, bound read-write at INSIDE.files, when the process has one. */
  filesRoot?: string | undefined;
}

const bind = (kind: '--ro-bind' | '--bind', from: string, to = from) => [kind, from, to];

/**
 * /proc of the wall. Inside Sluice's own wall around plugin processes (SLUICE_WALLED=1) a new /proc cannot be
 * mounted (the outer one has parts covered), so the outer one is bound, read-only: it shows only the processes of
 * that wall, which is this plugin's own process tree.
 */
function procArgs(): string[] {
  return process.env.SLUICE_WALLED === '1' ? ['--ro-bind', '/proc', '/proc'] : ['--proc', '/proc'];
}

/** The system folders, read-only, and Node's own when it is installed outside them (nvm, a tarball). */
export function systemBinds(): string[] {
  const system = SYSTEM.filter((p) => fs.existsSync(p)).flatMap((p) => (fs.lstatSync(p).isSymbolicLink() ? ['--symlink', fs.readlinkSync(p), p] : bind('--ro-bind', p)));
  const inSystem = SYSTEM.some((p) => process.execPath.startsWith(`${p}/`));
  return inSystem ? system : [...system, ...bind('--ro-bind', path.dirname(path.dirname(process.execPath)))];
}

/** The bubblewrap command line that runs `argv` behind the wall, through the forwarder. */
export function walledArgv(o: WallOptions): string[] {
  const system = systemBinds();
  const extra = [o.programDir, ...o.readOnly].map((p) => path.resolve(p)).flatMap((p) => bind('--ro-bind', p));
  return [
    BWRAP,
    '--unshare-all', '--die-with-parent', '--new-session', '--clearenv',
    ...procArgs(), '--dev', '/dev', '--tmpfs', '/tmp', '--tmpfs', '/sluice',
    ...system,
    ...extra,
    ...bind('--bind', o.callDir, INSIDE.call),
    ...bind('--ro-bind', o.proxySocket, INSIDE.proxy),
    ...bind('--ro-bind', o.forwardScript, INSIDE.forward),
    ...(o.filesRoot ? bind('--bind', o.filesRoot, INSIDE.files) : []),
    '--chdir', INSIDE.call,
    '--setenv', 'HOME', INSIDE.call,
    '--setenv', 'TMPDIR', '/tmp',
    '--setenv', 'PATH', '/usr/local/bin:/usr/bin:/bin',
    '--setenv', 'HTTPS_PROXY', `http://127.0.0.1:${PROXY_PORT}`,
    '--setenv', 'HTTP_PROXY', `http://127.0.0.1:${PROXY_PORT}`,
    '--setenv', 'https_proxy', `http://127.0.0.1:${PROXY_PORT}`,
    '--setenv', 'http_proxy', `http://127.0.0.1:${PROXY_PORT}`,
    ...(o.filesRoot ? ['--setenv', 'SLUICE_FILES_ROOT', INSIDE.files] : []),
    '--',
    process.execPath, INSIDE.forward, INSIDE.proxy, String(PROXY_PORT), '--', ...o.argv,
  ];
}
