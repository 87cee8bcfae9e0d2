// A list of JSON texts encoded straight into one Buffer (src/http/jsonBytes.ts), as a page of canonical records is
// sent: the bytes must be exactly those of the joined text, whatever the characters.
import { describe, expect, it } from 'vitest';
import { jsonListBytes } from '../src/http/jsonBytes.js';

describe('jsonListBytes', () => {
  it.each([
    ['no items', []],
    ['one item', ['{"a":1}']],
    ['ASCII items', ['{"a":1}', '{"b":"two"}', '{"c":null}']],
    ['two-, three- and four-byte characters', ['{"n":"Zoë"}', '{"n":"✓ 日本"}', '{"n":"🚀"}']],
    ['escapes and U+2028', ['{"n":"a\\"b\\\\c\\n"}', '{"n":"\u2028"}']],
    ['a lone surrogate, which UTF-8 writes as U+FFFD', ['{"n":"\ud800"}', '{"n":"x"}']],
    ['empty strings', ['', '']],
  ])('%s: the bytes of head + items joined by commas + tail', (_, items: string[]) => {
    const head = '{"data":[';
    const bytes = jsonListBytes(head, items, ']}');
    expect(bytes.equals(Buffer.from(`${head}${items.join(',')}]}`))).toBe(true);
  });

  it('parses back to the items for a page-sized list (above V8’s large-object size)', () => {
    const items = Array.from({ length: 600 }, (_, i) => JSON.stringify({ i, name: `Zoë ${'x'.repeat(300)} ${i} 🚀` }));
    const bytes = jsonListBytes('{"data":[', items, ']}');
    expect(bytes.length).toBeGreaterThan(190_000);
    expect((JSON.parse(bytes.toString('utf8')) as { data: unknown[] }).data).toEqual(items.map((s) => JSON.parse(s)));
  });
});
