// The API reference and the console's HTTP surface: /docs renders the contract in a real Chromium with no request
// leaving Sluice's origin, the canonical operations folded into one section until opened, /openapi.yaml and /openapi.json serve the same contract, and every console response
// (pages, assets, the reference) carries the security headers: a CSP with no inline script and no other origin,
// frame-ancestors 'none', nosniff and a Referrer-Policy.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/paths.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { describeBrowser, expectAxeClean, openGuardedPage, useBrowser } from '../support/browser.js';

// js-yaml is already installed (openapi-backend reads the contract with it); it ships no types.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

function cspDirectives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function expectSecurityHeaders(res: Response, what: string): void {
  const csp = res.headers.get('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const directives = cspDirectives(csp);
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSrc, `${what}: script-src or default-src`).toBeDefined();
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  // No other origin anywhere: only keywords ('self', 'none', …) and data: for images.
  for (const [name, sources] of directives) {
    for (const source of sources) expect(source, `${what}: ${name}`).toMatch(/^'[a-z-]+'$|^data:$/);
  }
  expect(res.headers.get('x-content-type-options'), `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), `${what}: Referrer-Policy`).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describeBrowser('API reference (browser)', () => {
  const browser = useBrowser();

  it('renders the contract at /docs, axe-clean, with no request to another origin and no CSP violation', async () => {
    const g = await openGuardedPage(browser(), t.url);
    try {
      await g.page.goto('/docs');
      await g.page.getByRole('heading', { name: /Sluice API/ }).first().waitFor();
      const listFlows = g.page.locator('[data-path="/v1/flows"]').first();
      await listFlows.waitFor();
      await expectAxeClean(g.page, 'the API reference');
      // Interactive: an operation opens with its parameters, responses and "Try it out".
      await listFlows.click();
      await g.page.getByRole('button', { name: 'Try it out' }).first().waitFor();
      expect(g.requests.length).toBeGreaterThan(1);
      expect(g.requests.every((u) => new URL(u).origin === g.origin)).toBe(true);
      await expectAxeClean(g.page, 'the API reference with listFlows open');
      // The canonical data API's 30 operations are one section, last and folded until it is opened.
      const canonical = g.page.locator('[data-path^="/api/public/data/"]');
      expect(await canonical.count()).toBe(0);
      const sections = await g.page.locator('.opblock-tag-section .opblock-tag').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-tag')));
      expect(sections.at(-1)).toBe('canonical');
      await g.page.locator('.opblock-tag[data-tag="canonical"]').click();
      await canonical.first().waitFor();
      expect(await canonical.count()).toBe(30);
      g.expectClean();
    } finally {
      await g.close();
    }
  });
});

// No browser needed: these hold with or without Chromium.
describe('the console as built: headers and contract', () => {
  it('serves /openapi.json as exactly the document in /openapi.yaml', async () => {
    const asYaml = await (await fetch(`${t.url}/openapi.yaml`)).text();
    expect(asYaml).toBe(fs.readFileSync(OPENAPI_PATH, 'utf8'));
    expect(await (await fetch(`${t.url}/openapi.json`)).json()).toEqual(yaml.load(asYaml));
  });

  it('sends the security headers with every console page, asset and the reference', async () => {
    const index = await fetch(`${t.url}/`);
    expect(index.status).toBe(200);
    expectSecurityHeaders(index, '/');
    const html = await index.text();
    // The page itself holds no inline script and no inline style attribute (the CSP would refuse them).
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toMatch(/\sstyle=/i);
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const path of ['/login', '/flows', '/flows/flw_unknown', '/webhooks/whk_x/deliveries/del_y', '/docs', '/openapi.json', '/openapi.yaml', ...assets]) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expectSecurityHeaders(res, path);
    }
    // Page paths serve the console itself; API paths stay API answers.
    expect(await (await fetch(`${t.url}/flows`)).text()).toBe(html);
    const api = await fetch(`${t.url}/v1/flows`);
    expect(api.status).toBe(401);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
