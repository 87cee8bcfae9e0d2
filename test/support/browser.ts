// Browser-test plumbing: Debian's Chromium driven by playwright-core (one browser per test worker, a fresh context per
// user), a `describeBrowser` that skips with the package to install when Chromium is missing, and per-page guards:
// every request the page makes is recorded and any to another host is blocked and fails the test, CSP violations
// and uncaught page errors fail it too, and an axe-core check fails on serious or critical violations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Knex } from 'knex';
import { createApiKey, createCustomer, createUser } from '../../src/domain/access/service.js';
import { SCOPES } from '../../src/domain/access/scopes.js';
import { createLoginLink } from '../../src/domain/access/loginLinks.js';
import type { Role } from '../../src/domain/access/scopes.js';
import { seedPassword, uniqueEmail } from './console.js';
import type { Tenant } from './seed.js';

/** Debian's Chromium (`SLUICE_TEST_CHROMIUM` overrides it, e.g. to see the skip message on a machine that has it). */
export const CHROMIUM_PATH = process.env.SLUICE_TEST_CHROMIUM || '/usr/bin/chromium';
export const chromiumInstalled = fs.existsSync(CHROMIUM_PATH);
export const CHROMIUM_MISSING = `skipped: no Chromium at ${CHROMIUM_PATH}; install Debian's package with: apt-get install -y chromium`;

/** Flags that keep Chromium from calling home at start (and from using a GPU the machines do not have). */
export const CHROMIUM_ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run', '--disable-gpu'];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const AXE_SOURCE_PATH = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');

/** `describe` for browser tests: skipped, with a message naming the Debian package, when Chromium is missing. */
export function describeBrowser(name: string, fn: () => void): void {
  if (chromiumInstalled) {
    describe(name, fn);
    return;
  }
  console.warn(`${name}: ${CHROMIUM_MISSING}`);
  describe.skip(`${name} (${CHROMIUM_MISSING})`, fn);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's one browser: launched by the first browser file the worker runs and kept for the next ones (files
 * share their worker's modules, vitest.config.ts), relaunched if it went away. Tests isolate users by contexts, which
 * they close; playwright closes the browser when the worker exits.
 */
async function workerBrowser(): Promise<Browser> {
  const current = shared && (await shared.catch(() => undefined));
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** The browser for the test file's tests (the worker's one), ready in beforeAll. Call inside `describeBrowser`. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    // What a file left open goes with it; the browser stays for the next file.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched (useBrowser must be called inside describeBrowser)');
    return browser;
  };
}

export interface GuardedPage {
  context: BrowserContext;
  page: Page;
  /** The server's origin; every request must go there. */
  origin: string;
  /** Every URL the page requested (data:, blob: and about: URLs excepted), in order. */
  requests: string[];
  /** Requests to any other origin than the server's (and `alsoAllow`'s), blocked before they left the machine. */
  foreign: string[];
  /** Console messages about the Content-Security-Policy. */
  cspViolations: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** Every console error (failed loads included), for failure messages. */
  consoleErrors: string[];
  /** The value of the `sluice_session` cookie the browser holds, if any. */
  sessionCookie(): Promise<string | undefined>;
  /** Fails when the page made a request to another origin, violated the CSP or threw. */
  expectClean(): void;
  close(): Promise<void>;
}

const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

/**
 * A fresh context (a separate user: own cookies and storage) with one page, guarded. The time zone is not UTC so
 * the console's local-time display is exercised. `alsoAllow` names further origins a test serves itself (a
 * cross-site attacker's page).
 */
export async function openGuardedPage(browser: Browser, serverUrl: string, options: { alsoAllow?: string[] } = {}): Promise<GuardedPage> {
  const origin = new URL(serverUrl).origin;
  const allowed = new Set([origin, ...(options.alsoAllow ?? []).map((u) => new URL(u).origin)]);
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  const requests: string[] = [];
  const foreign: string[] = [];
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const isForeign = (url: string) => {
    const u = new URL(url);
    return !LOCAL_SCHEMES.has(u.protocol) && !allowed.has(u.origin);
  };
  // Routing sees every request of every page of the context (workers included) before it is sent.
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (isForeign(url)) {
      foreign.push(url);
      await route.abort('blockedbyclient');
    } else {
      await route.continue();
    }
  });
  // Waits for UI states are short: a console page that takes seconds to show is a failure worth seeing.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  page.on('request', (req) => {
    const url = req.url();
    if (LOCAL_SCHEMES.has(new URL(url).protocol)) return;
    requests.push(url);
    if (isForeign(url) && !foreign.includes(url)) foreign.push(url);
  });
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) cspViolations.push(msg.text());
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => pageErrors.push(String(err.stack ?? err)));
  return {
    context,
    page,
    origin,
    requests,
    foreign,
    cspViolations,
    pageErrors,
    consoleErrors,
    async sessionCookie() {
      const cookies = await context.cookies(origin);
      return cookies.find((c) => c.name === 'sluice_session')?.value;
    },
    expectClean() {
      expect(foreign, `requests to other origins than ${origin}`).toEqual([]);
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(pageErrors, `uncaught errors in the page (console errors: ${consoleErrors.join(' | ')})`).toEqual([]);
    },
    close: () => context.close(),
  };
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string; html: string }>;
}

/**
 * Runs axe-core in the page and fails on serious or critical violations, naming each rule, its help and the nodes.
 * axe is evaluated through the DevTools protocol rather than added as a <script> tag: the console's CSP (no inline
 * script) rightly refuses an injected inline script.
 */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  // String expressions: the project compiles without the DOM library, and this code runs in the page.
  const loaded = await page.evaluate<boolean>("typeof window.axe === 'object'");
  if (!loaded) await page.evaluate(fs.readFileSync(AXE_SOURCE_PATH, 'utf8'));
  const violations = await page.evaluate<AxeViolation[]>("axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations)");
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').split('\n').slice(0, 2).join(' ')}`);
      if (v.nodes.length > 5) nodes.push(`    … and ${v.nodes.length - 5} more nodes`);
      return `${v.id} (${v.impact}): ${v.help} <${v.helpUrl}>\n${nodes.join('\n')}`;
    })
    .join('\n');
  expect(serious.map((v) => v.id), `axe on ${label} (${page.url()}):\n${report}`).toEqual([]);
}

/**
 * Every control a user can see on the page (links, buttons, fields, disclosures; a group of radio buttons counts
 * once) is reached with the Tab key from the top of the page, so each action can be taken without a mouse.
 */
export async function expectEveryControlByTab(page: Page, label: string): Promise<void> {
  const keys = await page.evaluate<string[]>(`(() => {
    // checkVisibility also hides what a closed <details> holds (content-visibility: hidden).
    const visible = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
      .filter((el) => !el.disabled && el.type !== 'hidden' && el.getAttribute('tabindex') !== '-1' && visible(el));
    controls.forEach((el, i) => el.setAttribute('data-tab-check', el.type === 'radio' ? 'radio:' + el.name : String(i)));
    return [...new Set(controls.map((el) => el.getAttribute('data-tab-check')))];
  })()`);
  await page.evaluate('document.activeElement && document.activeElement.blur && document.activeElement.blur()');
  const reached = new Set<string>();
  for (let i = 0; i < keys.length + 20 && reached.size < keys.length; i++) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate<string | null>("document.activeElement && document.activeElement.getAttribute('data-tab-check')");
    if (key) reached.add(key);
  }
  const missed = await page.evaluate<string[]>(
    `[...document.querySelectorAll('[data-tab-check]')].filter((el) => !${JSON.stringify([...reached])}.includes(el.getAttribute('data-tab-check'))).map((el) => el.outerHTML.slice(0, 120))`,
  );
  await page.evaluate("document.querySelectorAll('[data-tab-check]').forEach((el) => el.removeAttribute('data-tab-check'))");
  expect(missed, `controls on ${label} (${page.url()}) the Tab key never reaches`).toEqual([]);
}

/** Where a screenshot goes: under docs/ when SLUICE_UPDATE_SCREENSHOTS=1 (for docs/console.md), else a temp dir. */
export function screenshotPath(name: string): string {
  if (process.env.SLUICE_UPDATE_SCREENSHOTS === '1') return path.join(repoRoot, 'docs', name);
  const dir = path.join(os.tmpdir(), 'sluice-screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}


export interface ConsoleUser {
  customerId: string;
  userId: string;
  email: string;
  role: Role;
}

/** A customer of its own (or `customerId`'s) with one user of `role`, email unique across the database. */
export async function seedConsoleUser(knex: Knex, options: { role?: Role; customerId?: string; customerName?: string; email?: string } = {}): Promise<ConsoleUser> {
  const customerId = options.customerId ?? (await createCustomer(knex, { name: options.customerName ?? 'Acme Retail' })).id;
  const role = options.role ?? 'owner';
  const email = options.email ?? uniqueEmail(role);
  const user = await createUser(knex, { customerId, email, role });
  return { customerId, userId: user.id, email, role };
}

/** Gives a seeded user a password, its hash shared with the users seeded with the same one (support/console.ts). */
export { seedPassword };

/** A one-time sign-in link for a user on `serverUrl` (as `sluice users login-link` prints it). */
export async function signInLink(knex: Knex, userId: string, serverUrl: string): Promise<string> {
  return (await createLoginLink(knex, { userId, publicUrl: serverUrl })).url;
}

/**
 * The value of a secret the console shows once (an API key, a signing secret, a sign-in link): the read-only field
 * (or code element) whose whole value matches `pattern`.
 */
export async function shownSecret(page: Page, pattern: RegExp): Promise<string> {
  // Runs in the page; typed loosely because the project compiles without the DOM library. (A string predicate
  // would be eval'd, which the console's CSP refuses.)
  const handle = await page.waitForFunction((source: string) => {
    type Field = { value?: string; textContent: string | null };
    const doc = (globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<Field> } }).document;
    const re = new RegExp(source);
    for (const el of doc.querySelectorAll('input, textarea')) if (el.value !== undefined && re.test(el.value)) return el.value;
    for (const el of doc.querySelectorAll('code, pre, output, samp')) {
      const text = (el.textContent ?? '').trim();
      if (re.test(text)) return text;
    }
    return null;
  }, `^(?:${pattern.source})$`);
  return (await handle.jsonValue()) as string;
}

/** Signs in through the /login page and waits for the overview, the console's first page. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/overview');
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
}

/** A signed-in owner: the tenant (with an all-scope API key of the same user, for the test's own API calls) and its page. */
export interface SignedInOwner {
  tenant: Tenant;
  email: string;
  g: GuardedPage;
}

/** A new customer's owner with a password, an all-scope key, and a guarded page signed in to the console at `serverUrl`. */
export async function signedInOwner(browser: Browser, knex: Knex, serverUrl: string, customerName: string): Promise<SignedInOwner> {
  const password = 'console owner password 1';
  const owner = await seedConsoleUser(knex, { role: 'owner', customerName });
  await seedPassword(knex, owner.userId, password);
  const { record, key } = await createApiKey(knex, { customerId: owner.customerId, userId: owner.userId, scopes: [...SCOPES] });
  const g = await openGuardedPage(browser, serverUrl);
  await signInWithPassword(g.page, owner.email, password);
  return { tenant: { customerId: owner.customerId, userId: owner.userId, keyId: record.id, key }, email: owner.email, g };
}

/** The `sluice_session` cookie as a Cookie header, for replaying it from Node. */
export function cookieHeader(value: string): string {
  return `sluice_session=${value}`;
}
