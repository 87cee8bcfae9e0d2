// What the Sluice process serves besides the API: the console's pages and built files (web/dist, made by
// `npm run build`), the API reference at /docs, and the contract at /openapi.yaml and /openapi.json. Only GET and
// HEAD; everything answered here carries the console's security headers.
import fs from 'node:fs';
import path from 'node:path';
import { OPENAPI_PATH, PACKAGE_ROOT } from '../../paths.js';
import { isConsolePage } from './pages.js';
import { referenceFiles } from './reference.js';
import { CONSOLE_HEADERS } from './securityHeaders.js';
import { encodedBody, IMMUTABLE, readTree, REVALIDATE, staticFile, type StaticFile } from './staticFile.js';

export const CONSOLE_BUILD_DIR = path.join(PACKAGE_ROOT, 'web', 'dist');

export interface FileResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

export interface ConsoleFiles {
  /** The answer for a GET or HEAD of `urlPath`, or undefined when the path is not one of these files. */
  serve(method: string, urlPath: string, requestHeaders: Record<string, string | string[] | undefined>): FileResponse | undefined;
  /**
   * The console's page with status 404, for a browser that navigated to a path nothing serves: the console then
   * shows its own not-found page (or its sign-in page) instead of the API's JSON. Undefined when unbuilt.
   */
  notFoundPage(): FileResponse | undefined;
}

/** `document` is the contract as parsed (references kept), for /openapi.json. */
export function consoleFiles(document: unknown, buildDir: string = CONSOLE_BUILD_DIR): ConsoleFiles {
  const fixed = new Map<string, StaticFile>([
    ['/openapi.yaml', staticFile(fs.readFileSync(OPENAPI_PATH), 'application/yaml; charset=utf-8', REVALIDATE)],
    ['/openapi.json', staticFile(JSON.stringify(document, null, 2), 'application/json; charset=utf-8', REVALIDATE)],
  ]);
  let reference: Map<string, StaticFile> | undefined;
  let build: { index: StaticFile; files: Map<string, StaticFile>; stamp: number } | undefined;

  // The build is read when its index.html appears or changes, so a server started before `npm run build`, or
  // running while the console is rebuilt, serves the new build (one stat per request for a page or an asset).
  const loadBuild = () => {
    const indexPath = path.join(buildDir, 'index.html');
    const stamp = fs.statSync(indexPath, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return undefined;
    if (build?.stamp === stamp) return build;
    const files = readTree(buildDir, '/', (relative) => (relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE));
    const index = files.get('/index.html');
    if (!index) return undefined;
    files.delete('/index.html');
    build = { index, files, stamp };
    return build;
  };

  const find = (urlPath: string): StaticFile | 'unbuilt' | undefined => {
    const known = fixed.get(urlPath);
    if (known) return known;
    if (urlPath === '/docs' || urlPath === '/docs/' || urlPath.startsWith('/docs/assets/')) {
      reference ??= referenceFiles();
      return reference.get(urlPath === '/docs/' ? '/docs' : urlPath);
    }
    const page = isConsolePage(urlPath);
    // Every request passes here first: an API path must not cost a look at the build folder.
    if (!page && !urlPath.startsWith('/assets/')) return undefined;
    const built = loadBuild();
    if (!built) return page ? 'unbuilt' : undefined;
    return page ? built.index : built.files.get(urlPath);
  };

  return {
    notFoundPage() {
      const built = loadBuild();
      if (!built) return undefined;
      return { status: 404, headers: { ...CONSOLE_HEADERS, 'Content-Type': built.index.type, 'Cache-Control': 'no-store' }, body: built.index.body };
    },
    serve(method, urlPath, requestHeaders) {
      if (method !== 'GET' && method !== 'HEAD') return undefined;
      const file = find(urlPath);
      if (file === undefined) return undefined;
      if (file === 'unbuilt') {
        return {
          status: 503,
          headers: { ...CONSOLE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          body: 'The console has not been built. Run `npm run build` (npm start does), then reload.\n',
        };
      }
      const headers: Record<string, string> = { ...CONSOLE_HEADERS, 'Cache-Control': file.cacheControl, ETag: file.etag, Vary: 'Accept-Encoding' };
      const ifNoneMatch = requestHeaders['if-none-match'];
      if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(/\s*,\s*/).includes(file.etag)) {
        return { status: 304, headers, body: '' };
      }
      const accept = requestHeaders['accept-encoding'];
      const encoded = encodedBody(file, typeof accept === 'string' ? accept : '');
      if (encoded.gzip) headers['Content-Encoding'] = 'gzip';
      headers['Content-Type'] = file.type;
      return { status: 200, headers, body: encoded.body };
    },
  };
}
