// What the process serves besides the API: the console's pages and built files, the API reference, the contract,
// and the security headers on all of it and on API answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFiles } from '../src/http/console/index.js';
import { testContract } from './support/contractCheck.js';
import { startTestServer, type TestServer } from './support/server.js';

function tempBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-console-build-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sluice</title><script type="module" src="/assets/app-abc123.js"></script>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  return dir;
}

describe('console files', () => {
  let document: unknown;
  const dirs: string[] = [];
  beforeAll(async () => {
    document = (await testContract()).backend.document;
  });
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every page path with the single page, and hashed assets as immutable', () => {
    const dir = tempBuild();
    dirs.push(dir);
    const files = consoleFiles(document, dir);
    for (const page of ['/', '/login', '/login/link', '/flows', '/flows/flw_1', '/runs/run_1', '/connectors', '/api-keys', '/webhooks/whk_1/deliveries/dlv_1', '/members', '/account']) {
      const res = files.serve('GET', page, {});
      expect(res?.status, page).toBe(200);
      expect(String(res!.body)).toContain('<title>Sluice</title>');
      expect(res!.headers['Cache-Control']).toBe('no-cache');
      expect(res!.headers['Content-Type']).toBe('text/html; charset=utf-8');
    }
    const asset = files.serve('GET', '/assets/app-abc123.js', {})!;
    expect(asset.status).toBe(200);
    expect(asset.headers['Cache-Control']).toContain('immutable');
    expect(asset.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
  });

  it('leaves API paths, unknown paths, other methods and paths that climb out of the build to the API', () => {
    const dir = tempBuild();
    dirs.push(dir);
    const files = consoleFiles(document, dir);
    for (const p of ['/v1/flows', '/console/v1/session', '/api/public/data/order', '/healthz', '/nowhere', '/assets/../index.html', '/assets/missing.js', '/%2e%2e/package.json']) {
      expect(files.serve('GET', p, {}), p).toBeUndefined();
    }
    expect(files.serve('POST', '/flows', {})).toBeUndefined();
    expect(files.serve('DELETE', '/assets/app-abc123.js', {})).toBeUndefined();
  });

  it('revalidates with ETag and compresses for clients that take gzip', () => {
    const dir = tempBuild();
    dirs.push(dir);
    const files = consoleFiles(document, dir);
    const first = files.serve('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' })!;
    expect(first.headers['Content-Encoding']).toBe('gzip');
    expect(zlib.gunzipSync(first.body as Buffer).toString()).toContain('xxxx');
    const again = files.serve('GET', '/assets/app-abc123.js', { 'if-none-match': first.headers.ETag })!;
    expect(again.status).toBe(304);
    expect(files.serve('GET', '/assets/app-abc123.js', {})!.headers['Content-Encoding']).toBeUndefined();
  });

  it('says how to build the console when it is not built, and picks the build up once it exists', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-console-unbuilt-'));
    dirs.push(dir);
    const files = consoleFiles(document, dir);
    const res = files.serve('GET', '/flows', {})!;
    expect(res.status).toBe(503);
    expect(String(res.body)).toContain('npm run build');
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sluice</title>');
    expect(files.serve('GET', '/flows', {})!.status).toBe(200);
  });

  it('serves a new build made while it runs', () => {
    const dir = tempBuild();
    dirs.push(dir);
    const files = consoleFiles(document, dir);
    expect(files.serve('GET', '/assets/app-abc123.js', {})?.status).toBe(200);
    fs.writeFileSync(path.join(dir, 'assets', 'app-def456.js'), 'console.log(2);');
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sluice 2</title>');
    fs.utimesSync(path.join(dir, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect(files.serve('GET', '/assets/app-def456.js', {})?.status).toBe(200);
    expect(String(files.serve('GET', '/', {})!.body)).toContain('Sluice 2');
  });
});

describe('served by the process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the contract as YAML and as the same document in JSON', async () => {
    const yaml = await fetch(`${server.url}/openapi.yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(await yaml.text()).toBe(fs.readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
    const json = await fetch(`${server.url}/openapi.json`);
    expect(json.status).toBe(200);
    const doc = (await json.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(Object.keys((await testContract()).backend.document.paths ?? {}));
    expect(doc.paths['/v1/flows']).toBeDefined();
  });

  it('serves the API reference from its own origin under a strict policy', async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(3);
    for (const src of sources) expect(src.startsWith('/') || src === 'data:,', src).toBe(true);
    expect(html).not.toMatch(/<script>(?!<)/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    for (const src of sources.filter((s) => s.startsWith('/docs/assets/'))) {
      const res = await fetch(`${server.url}${src}`);
      expect(res.status, src).toBe(200);
      expect(await res.text()).not.toMatch(/sourceMappingURL/);
    }
  });

  it('answers HEAD for files without a body', async () => {
    const res = await fetch(`${server.url}/openapi.yaml`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await res.text()).toBe('');
  });

  it('puts nosniff and a deny-all policy on API answers, errors included', async () => {
    for (const p of ['/healthz', '/v1/flows', '/nowhere']) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), p).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
