// The 16 KiB limit on request headers. Node enforces it as maxHeaderSize while parsing, but only per batch of
// header lines it hands to JavaScript, so many small headers can add up past it; this checks the whole set.
import { HttpError } from './httpError.js';

export const MAX_HEADER_BYTES = 16 * 1024;

export function checkHeaderSize(rawHeaders: string[]): void {
  let total = 0;
  // name + ": " + value + CRLF, as sent
  for (const part of rawHeaders) total += Buffer.byteLength(part) + 2;
  if (total > MAX_HEADER_BYTES) throw new HttpError(431, 'headers_too_large', `request headers exceed ${MAX_HEADER_BYTES} bytes`);
}
