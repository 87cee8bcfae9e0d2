// Memory of a bench process and its children (the Sluice process and its plugin processes), sampled from /proc
// every 100 ms: each descendant's peak (VmHWM), and the largest sum of VmRSS over the tree during the timed part.
// CPU time during the timed part, read from /proc/<pid>/stat: the bench process and its children (a child that
// exits between samples loses at most one sample's worth), and the PostgreSQL server as a whole (the postmaster,
// its live backends, and what its exited backends used, which the postmaster collects when it reaps them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const SAMPLE_EVERY_MS = 100;

function readStatus(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** ms of CPU a process has used (user + system), and with `reaped` what its reaped children used too. */
function cpuMs(pid, reaped = false) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (state)
    const ticks = Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server's CPU so far: the postmaster with its reaped children, and its live children. */
function serverCpuMs(postmasterPid, children = childrenByParent()) {
  let ms = cpuMs(postmasterPid, true) ?? 0;
  for (const c of children.get(postmasterPid) ?? []) ms += cpuMs(c) ?? 0;
  return ms;
}

/** The postmaster's pid: the `postgres` process whose parent is not one. */
export function findPostmaster() {
  const name = (pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      return '';
    }
  };
  for (const [parent, kids] of childrenByParent()) {
    for (const k of kids) if (name(k) === 'postgres' && name(parent) !== 'postgres') return k;
  }
  return undefined;
}

function childrenByParent() {
  const map = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (d.charCodeAt(0) < 48 || d.charCodeAt(0) > 57) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!map.has(parent)) map.set(parent, []);
      map.get(parent).push(Number(d));
    } catch {
      // gone
    }
  }
  return map;
}

function watchTree(rootPid, postmasterPid) {
  const peaks = new Map(); // descendant pid -> peak VmHWM in kB
  const cpuAtStart = new Map(); // pid -> ms of CPU when timing began (0 for processes started later)
  const cpuLast = new Map(); // pid -> ms of CPU at the last sample while timing
  let treePeakKb = 0;
  let timing = false;
  let serverAtStart = 0;
  const cpu = { treeMs: 0, rootMs: 0, serverMs: 0 };
  const sample = () => {
    const children = childrenByParent();
    let sum = 0;
    const stack = [rootPid];
    while (stack.length) {
      const pid = stack.pop();
      const s = readStatus(pid);
      if (s) {
        sum += s.rss;
        if (pid !== rootPid) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, s.hwm));
      }
      if (timing) {
        const ms = cpuMs(pid);
        if (ms !== undefined) {
          if (!cpuAtStart.has(pid)) cpuAtStart.set(pid, 0);
          cpuLast.set(pid, ms);
        }
      }
      stack.push(...(children.get(pid) ?? []));
    }
    if (timing) treePeakKb = Math.max(treePeakKb, sum);
    return children;
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    timing(on) {
      if (on && !timing) {
        const children = childrenByParent();
        const stack = [rootPid];
        while (stack.length) {
          const pid = stack.pop();
          const ms = cpuMs(pid);
          if (ms !== undefined) cpuAtStart.set(pid, ms);
          stack.push(...(children.get(pid) ?? []));
        }
        if (postmasterPid) serverAtStart = serverCpuMs(postmasterPid, children);
        timing = true;
        sample();
      } else if (!on && timing) {
        const children = sample();
        timing = false;
        cpu.treeMs = [...cpuLast].reduce((a, [pid, ms]) => a + ms - (cpuAtStart.get(pid) ?? 0), 0);
        cpu.rootMs = (cpuLast.get(rootPid) ?? 0) - (cpuAtStart.get(rootPid) ?? 0);
        if (postmasterPid) cpu.serverMs = serverCpuMs(postmasterPid, children) - serverAtStart;
      }
    },
    stop() {
      clearInterval(timer);
      return { peaks, treePeakKb, cpu };
    },
  };
}

/**
 * Runs `node args` with its process tree watched; resolves with its last stdout line (JSON), the largest peak of
 * any child process (the plugin processes), the tree's peak, the load average at the end, and the CPU used while
 * timed by the tree and by the PostgreSQL server. The child says {timing: true|false} over IPC around the part
 * that is timed.
 */
export function runWatched(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    const watch = watchTree(child.pid, findPostmaster());
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.on('message', (m) => watch.timing(Boolean(m?.timing)));
    child.once('error', reject);
    child.once('close', (code) => {
      const { peaks, treePeakKb, cpu } = watch.stop();
      const loadAvg = os.loadavg()[0]; // the last minute of the run: other work on the machine
      if (code !== 0) return reject(new Error(`node ${args.join(' ')} exited with ${code}`));
      const result = JSON.parse(out.trim().split('\n').pop());
      resolve({ result, childPeakKb: Math.max(0, ...peaks.values()), children: peaks.size, treePeakKb, loadAvg, cpu });
    });
  });
}
