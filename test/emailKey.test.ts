// The one form emails are compared in (src/db/emailKey.ts): every way of writing one address gives one key, which
// the user lookup at sign-in, the sign-in throttle and the uniqueness of users all use; different addresses keep
// different keys; and the key of a key is itself (stored keys and freshly computed ones always agree).
import { describe, expect, it } from 'vitest';
import { emailKey } from '../src/db/emailKey.js';

const SAME: ReadonlyArray<readonly [string, ...string[]]> = [
  ['iris@example.com', '\u0130ris@Example.com', 'IRIS@EXAMPLE.COM', '\u0131ris@example.com', 'i\u0307ris@example.com', '\uff29\uff32\uff29\uff33@example.com', '  iris@example.com\t'],
  ['strasse@example.de', 'straße@example.de', 'STRASSE@example.de', 'STRAẞE@example.de'],
  ['οδος@example.gr', 'ΟΔΟΣ@example.gr', 'οδοσ@example.gr'],
  ['kate@example.com', '\u212Aate@example.com'],
  ['file@example.com', '\ufb01le@example.com'],
  ['josé@example.com', 'jose\u0301@example.com', 'JOSÉ@example.com'],
];

describe('emailKey', () => {
  it('gives every way of writing an address the key of its plain lower-case form', () => {
    for (const [plain, ...others] of SAME) {
      expect(emailKey(plain)).toBe(plain);
      for (const other of others) expect(emailKey(other), JSON.stringify(other)).toBe(plain);
    }
  });

  it('keeps different addresses apart (an accent is part of the address)', () => {
    expect(emailKey('josé@example.com')).not.toBe(emailKey('jose@example.com'));
    expect(emailKey('ada@example.com')).not.toBe(emailKey('ada@example.org'));
  });

  it('is its own key: applied twice it changes nothing more', () => {
    const inputs = [...SAME.flat(), '\u0130\u0301@x.com', 'ǅ@x.com', 'ﬀ@x.com', 'Σ@x.gr', 'ΑΣ@x.gr'];
    for (const input of inputs) expect(emailKey(emailKey(input)), JSON.stringify(input)).toBe(emailKey(input));
  });
});
