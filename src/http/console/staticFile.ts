// A file the process serves as it is: its bytes, type, validator and caching rule, read once. A request never
// names a path on disk: it names a key of a table built from the files that were there when the table was made.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** The gzip form, made on first request when it is worth it. */
  gzipped?: Buffer | null;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed build output never changes under its name; anything else is checked again on every use. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function staticFile(body: Buffer | string, type: string, cacheControl: string): StaticFile {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const etag = `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { body: bytes, type, etag, cacheControl };
}

export function typeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Every regular file under `dir` (no links followed), keyed by its URL path below `prefix`. */
export function readTree(dir: string, prefix: string, cacheControl: (relative: string) => string): Map<string, StaticFile> {
  const out = new Map<string, StaticFile>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile()) out.set(`${prefix}${relative}`, staticFile(fs.readFileSync(path.join(dir, relative)), typeOf(entry.name), cacheControl(relative)));
    }
  };
  walk('');
  return out;
}

/** gzip for text worth compressing when the client takes it; otherwise the bytes as they are. */
export function encodedBody(file: StaticFile, acceptEncoding: string): { body: Buffer; gzip: boolean } {
  const compressible = /^(text\/|application\/(json|yaml)|image\/svg)/.test(file.type) && file.body.length > 1024;
  if (!compressible || !/\bgzip\b/.test(acceptEncoding)) return { body: file.body, gzip: false };
  file.gzipped ??= zlib.gzipSync(file.body, { level: 6 });
  return { body: file.gzipped, gzip: true };
}
