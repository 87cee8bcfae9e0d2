// PGlite is a single-process database: two processes opening one data directory would corrupt it. The process
// that opens it holds a lock file with its pid; a second one is refused with a clear message, and a lock left by
// a process that no longer exists is taken over.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'sluice.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && alive(pid)) {
        throw new ConfigError(
          `the embedded database in ${dataDir} is in use by process ${pid}; stop it first (the embedded database ` +
            'serves one process at a time; set DATABASE_URL to share a PostgreSQL database between processes)',
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new ConfigError(`cannot lock ${dataDir}`);
}
