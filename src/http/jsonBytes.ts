// A handler's response body already encoded as JSON (a page of canonical records, src/domain/canonical/pageJson.ts):
// the pipeline sends its bytes as they are instead of encoding a value again.
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

/**
 * head + items joined by commas + tail, encoded as UTF-8 straight into one Buffer. A page of records (~190 KB) joined
 * into one string first is a string above V8's regular object size, allocated in its large-object space with fresh
 * pages every time: on these VMs that allocation alone cost ~0.7 ms of a page, more than writing every record
 * (BENCHMARKS.md, canonical reads). The items stay small strings; only the Buffer is large.
 */
export function jsonListBytes(head: string, items: readonly string[], tail: string): Buffer {
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(items.length - 1, 0);
  for (const item of items) length += Buffer.byteLength(item);
  const out = Buffer.allocUnsafe(length);
  let at = out.write(head);
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out[at++] = 0x2c; // ','
    at += out.write(items[i]!, at);
  }
  at += out.write(tail, at);
  // Every byte of the unzeroed buffer is written; a count that disagreed would send memory it never wrote.
  if (at !== length) throw new Error(`JSON list encoded to ${at} bytes, measured ${length}`);
  return out;
}
