// Reading JSON Lines from a byte offset: only complete lines (ending in a newline) are returned, so a line another
// process is still appending is read next time, whole. Positions are byte offsets into the file.
import type { FileHandle } from 'node:fs/promises';

const CHUNK = 64 * 1024;

export interface Line {
  text: string;
  /** 1-based line number from the start of the read (not of the file). */
  index: number;
  /** Byte offset just after this line's newline. */
  end: number;
}

/** The lines of the open file from `offset` on; the handle is closed when the iteration ends. */
export async function* readLines(handle: FileHandle, offset: number, signal: AbortSignal): AsyncGenerator<Line> {
  try {
    let position = offset;
    let pending = Buffer.alloc(0);
    let index = 0;
    const buffer = Buffer.alloc(CHUNK);
    while (!signal.aborted) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      pending = Buffer.concat([pending, buffer.subarray(0, bytesRead)]);
      let start = 0;
      let nl: number;
      const base = position - pending.length;
      while ((nl = pending.indexOf(0x0a, start)) !== -1) {
        const text = pending.subarray(start, nl).toString('utf8');
        start = nl + 1;
        index += 1;
        yield { text, index, end: base + start };
      }
      pending = pending.subarray(start);
    }
  } finally {
    await handle.close();
  }
}
