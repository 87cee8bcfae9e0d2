// Redaction of credentials echoed back by a target in another form: case-folded, URL- and form-encoded, JSON-escaped,
// hex, base64 and base64url (also inside Basic auth's `user:password`), with short values left alone and time
// linear in the text; and end to end, a real plugin process that echoes its credentials so in its log, on stdout
// and in its error.
import { describe, expect, it } from 'vitest';
import { REDACTED, createContext, redactText, redactValue, secretValues } from '@sluice/connector-sdk';
import { failureOf, testRuntime, typeOf } from './fixtures/plugins/harness.js';
import { until } from './support/workerProcess.js';

const PASSWORD = 'Hunter2 & co/+=!';
const credentials = { user: 'svc-reporting', password: PASSWORD, port: 5432, pin: 'ab1' };
const secrets = secretValues(credentials);
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

/** The text with every [redacted] removed must not contain the secret in any of its forms. */
function expectHidden(text: string, secret = PASSWORD): void {
  const redacted = redactText(text, secrets);
  expect(redacted).toContain(REDACTED);
  for (const form of [secret, secret.toLowerCase(), secret.toUpperCase(), encodeURIComponent(secret), b64(secret), b64url(secret), Buffer.from(secret).toString('hex')]) {
    expect(redacted.toLowerCase()).not.toContain(form.toLowerCase());
  }
}

describe('redactText', () => {
  it('finds the secret as it is and case-folded', () => {
    expect(redactText(`password ${PASSWORD} was refused`, secrets)).toBe(`password ${REDACTED} was refused`);
    expect(redactText(`PASSWORD ${PASSWORD.toUpperCase()} WAS REFUSED`, secrets)).toBe(`PASSWORD ${REDACTED} WAS REFUSED`);
    expect(redactText(`user ${'svc-reporting'.toUpperCase()}, password ${PASSWORD.toLowerCase()}`, secrets)).toBe(`user ${REDACTED}, password ${REDACTED}`);
  });

  it('finds it URL-encoded, strictly, loosely and form-encoded, in either hex case', () => {
    const strict = encodeURIComponent(PASSWORD).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    for (const form of [encodeURIComponent(PASSWORD), strict, strict.toLowerCase(), new URLSearchParams({ p: PASSWORD }).toString().slice(2), encodeURIComponent(PASSWORD).replace(/%20/g, '+')]) {
      expect(redactText(`GET /login?user=x&pass=${form}&next=1`, secrets)).toBe(`GET /login?user=x&pass=${REDACTED}&next=1`);
    }
  });

  it('finds it JSON-escaped and hex-encoded', () => {
    const quoted = { password: 'say "hi"\n' };
    const s = secretValues(quoted);
    expect(redactText(JSON.stringify({ echo: quoted.password }), s)).toBe(`{"echo":"${REDACTED}"}`);
    const hex = Buffer.from(PASSWORD).toString('hex');
    expect(redactText(`bytes: ${hex}`, secrets)).toBe(`bytes: ${REDACTED}`);
    expect(redactText(`BYTES: ${hex.toUpperCase()}`, secrets)).toBe(`BYTES: ${REDACTED}`);
  });

  it('finds it base64 and base64url encoded, padded or not', () => {
    expect(redactText(`token=${b64(PASSWORD)};`, secrets)).toBe(`token=${REDACTED};`);
    expect(redactText(`token=${b64url(PASSWORD)};`, secrets)).toBe(`token=${REDACTED};`);
    expect(redactText(`token=${b64(PASSWORD).replace(/=+$/, '')};`, secrets)).toBe(`token=${REDACTED};`);
  });

  it('finds the password inside Basic auth, whatever the length of the user name before it', () => {
    for (const user of ['a', 'ab', 'abc', 'abcd', 'svc-reporting']) {
      const header = `Authorization: Basic ${b64(`${user}:${PASSWORD}`)}`;
      const out = redactText(header, secrets);
      expect(out).toContain(REDACTED);
      // What is left of the encoding cannot be decoded into the password.
      const left = out.slice('Authorization: Basic '.length).split(REDACTED).join('');
      expect(Buffer.from(left, 'base64').toString('latin1')).not.toContain(PASSWORD.slice(0, 4));
      expectHidden(header);
    }
    // The user name is a credential too, found in the same header: nothing of either is left, not even the character
    // between them that mixes the user name's last bits, the colon and the password's first bits.
    const both = redactText(`Basic ${b64(`svc-reporting:${PASSWORD}`)}`, secrets);
    expect(both).toMatch(/^Basic (\[redacted\])+=*$/);
  });

  it('leaves no base64 character that carries a bit of the secret, at any alignment', () => {
    for (const before of ['', 'a', 'ab', 'abc', 'x:', 'user:']) {
      for (const after of ['', 'z', 'yz', ':tail']) {
        const plain = `${before}${PASSWORD}${after}`;
        for (const encode of [b64, b64url]) {
          const encoded = encode(plain);
          const out = redactText(`<${encoded}>`, secrets);
          expect(out, plain).toContain(REDACTED);
          // Characters 0 … floor(8·|before|/6) - 1 depend on `before` alone, and characters from ceil(8·(|before| +
          // |secret|)/6) on `after` alone (or are padding): only those may be left around the redaction.
          const secretStart = Buffer.byteLength(before);
          const secretEnd = secretStart + Buffer.byteLength(PASSWORD);
          const head = out.slice(1, out.indexOf(REDACTED));
          const tail = out.slice(out.lastIndexOf(REDACTED) + REDACTED.length, -1);
          expect(head.length, `${plain}: ${out}`).toBeLessThanOrEqual(Math.floor((8 * secretStart) / 6));
          expect(encoded.startsWith(head)).toBe(true);
          expect(tail.replace(/=+$/, '').length, `${plain}: ${out}`).toBeLessThanOrEqual(Math.max(0, encoded.replace(/=+$/, '').length - Math.ceil((8 * secretEnd) / 6)));
          expect(encoded.endsWith(tail)).toBe(true);
        }
      }
    }
  });

  it('redacts a whole base64 value exactly, leaving the text around it', () => {
    expect(redactText(`token=${b64(PASSWORD)};`, secrets)).toBe(`token=${REDACTED};`);
    expect(redactText(`x${b64(`ab${PASSWORD}`)}y`, secrets)).toMatch(/^xYW(\[redacted\])+=*y$/);
  });

  it('leaves values shorter than four characters alone and redacts nothing that is not a secret', () => {
    expect(secrets).not.toContain('ab1');
    const text = 'ab1 AB1 YWIx 616231: the port is 5432, the id is 5433, lowercase hunter and co';
    expect(redactText(text, secrets)).toBe(text.replace('5432', REDACTED));
    expect(redactText('nothing here', [])).toBe('nothing here');
    expect(redactText('', secrets)).toBe('');
  });

  it('joins overlapping forms into one [redacted] and leaves the text around them intact', () => {
    const s = secretValues({ a: 'abcdef', b: 'defghi' });
    expect(redactText('xxabcdefghiyy', s)).toBe(`xx${REDACTED}yy`);
    expect(redactText('abcdef-abcdef', s)).toBe(`${REDACTED}-${REDACTED}`);
  });

  it('takes time linear in the text, however many secrets and however repetitive the text', () => {
    const many = secretValues(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, `${'a'.repeat(40)}${i}`])));
    const text = 'a'.repeat(200_000);
    redactText('warm up', many);
    const started = performance.now();
    expect(redactText(text, many)).toBe(text);
    const elapsed = performance.now() - started;
    // A search per secret and per position would be 200 × 40 × 200,000 comparisons: minutes, not this.
    expect(elapsed).toBeLessThan(5_000);
    expect(redactText(`${text}${'a'.repeat(40)}199${text}`, many)).toBe(`${text}${REDACTED}${text}`);
  });
});

describe('redactValue and the context’s logger', () => {
  it('redacts encoded secrets in nested fields and the logger’s lines', () => {
    expect(redactValue({ nested: [{ note: `Basic ${b64(`u:${PASSWORD}`)}` }], port: 5432 }, secrets)).toEqual({
      nested: [{ note: expect.stringContaining(REDACTED) }],
      port: REDACTED,
    });
    const lines: string[] = [];
    const ctx = createContext({ config: {}, credentials, log: (_level, message, fields) => lines.push(message, JSON.stringify(fields)) });
    ctx.logger.error(`server said: bad password ${PASSWORD.toLowerCase()} (${b64url(PASSWORD)})`, { echoed: encodeURIComponent(PASSWORD) });
    expect(lines).toEqual([`server said: bad password ${REDACTED} (${REDACTED})`, JSON.stringify({ echoed: REDACTED })]);
  });
});

describe('a plugin that echoes its credentials transformed', () => {
  it('has every form redacted in its error and in the lines Sluice logs for it', async () => {
    const { runtime, log } = testRuntime({ fixtures: 'redaction' });
    try {
      const user = 'reporting-bot';
      const failure = await failureOf(runtime.check({ type: await typeOf(runtime, 'echoing'), config: {}, credentials: { user, password: PASSWORD } }));
      expect(failure.kind).toBe('auth');
      // Every form the plugin echoed is gone; what is left of the Basic header cannot be decoded back.
      expect(failure.message).toMatch(/^refused: lower \[redacted\]; upper \[redacted\]; url \[redacted\]; form p=\[redacted\]; hex \[redacted\]; base64 \[redacted\]; base64url \[redacted\]; basic Authorization: Basic \S*\[redacted\]\S*$/);
      // The plugin's stdout comes through a pipe of its own, so its line may be logged after the check's answer.
      const logged = await until(async () => (log.text().includes('plugin stdout: stdout: lower [redacted]') ? log.text() : undefined), 5_000, 'the stdout line logged', () => log.text());
      expect(logged).toContain('the server said: lower [redacted]; upper [redacted]');
      for (const text of [failure.message, logged]) {
        for (const form of [PASSWORD, encodeURIComponent(PASSWORD), b64(PASSWORD), b64url(PASSWORD), Buffer.from(PASSWORD).toString('hex'), b64(`${user}:${PASSWORD}`)]) {
          expect(text.toLowerCase()).not.toContain(form.toLowerCase());
        }
      }
    } finally {
      await runtime.close();
    }
  });
});
