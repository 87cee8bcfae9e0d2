// Memory of a bench process and its children (the Sluice process and its plugin processes), sampled from /proc
// every 100 ms: each descendant's peak (VmHWM), and the largest sum of VmRSS over the tree during the timed part.
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

function watchTree(rootPid) {
  const peaks = new Map(); // descendant pid -> peak VmHWM in kB
  let treePeakKb = 0;
  let timing = false;
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
      stack.push(...(children.get(pid) ?? []));
    }
    if (timing) treePeakKb = Math.max(treePeakKb, sum);
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    timing(on) {
      if (on) sample();
      timing = on;
    },
    stop() {
      clearInterval(timer);
      return { peaks, treePeakKb };
    },
  };
}

/**
 * Runs `node args` with its process tree watched; resolves with its last stdout line (JSON), the largest peak of
 * any child process (the plugin processes), the tree's peak, and the load average at the end. The child may say
 * {timing: true|false} over IPC around the part that is timed.
 */
export function runWatched(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    const watch = watchTree(child.pid);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.on('message', (m) => watch.timing(Boolean(m?.timing)));
    child.once('error', reject);
    child.once('close', (code) => {
      const { peaks, treePeakKb } = watch.stop();
      const loadAvg = os.loadavg()[0]; // the last minute of the run: other work on the machine
      if (code !== 0) return reject(new Error(`node ${args.join(' ')} exited with ${code}`));
      const result = JSON.parse(out.trim().split('\n').pop());
      resolve({ result, childPeakKb: Math.max(0, ...peaks.values()), children: peaks.size, treePeakKb, loadAvg });
    });
  });
}
