// A partial deep comparison for node:assert tests: what the expected value names must be there, equal.
import assert from 'node:assert/strict';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp) && !(value instanceof Date);
}

function mismatch(actual: unknown, expected: unknown, path: string): string | undefined {
  if (expected instanceof RegExp) return typeof actual === 'string' && expected.test(actual) ? undefined : `${path}: ${JSON.stringify(actual)} does not match ${expected}`;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return `${path}: ${JSON.stringify(actual)} is not an array of ${expected.length}`;
    for (const [i, e] of expected.entries()) {
      const found = mismatch(actual[i], e, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return `${path}: ${JSON.stringify(actual)} is not an object`;
    for (const [key, e] of Object.entries(expected)) {
      const found = mismatch(actual[key], e, `${path}.${key}`);
      if (found) return found;
    }
    return undefined;
  }
  try {
    assert.deepStrictEqual(actual, expected);
    return undefined;
  } catch {
    return `${path}: ${JSON.stringify(actual)} is not ${JSON.stringify(expected)}`;
  }
}

/**
 * Asserts that `actual` has what `expected` names: objects by the keys of `expected` (others are ignored), arrays
 * element by element and of the same length, a RegExp matching a string, anything else deep-equal.
 */
export function assertMatch(actual: unknown, expected: unknown, message?: string): void {
  const found = mismatch(actual, expected, '$');
  if (found) assert.fail(message ? `${message}: ${found}` : found);
}
