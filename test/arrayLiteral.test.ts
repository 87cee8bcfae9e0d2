// Lists bound as one array literal (src/db/arrayLiteral.ts) reach PostgreSQL as exactly the values sent, whatever
// characters they hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral } from '../src/db/arrayLiteral.js';
import { freshDatabase, type TestDatabase } from './support/database.js';

describe('arrayLiteral', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase({ migrate: false });
  });
  afterAll(() => database.drop());

  it('round-trips values with quotes, backslashes, commas, braces, spaces and the word NULL', async () => {
    const values = ['plain', 'a "quoted" id', 'back\\slash', '\\"', 'a,b', '{braces}', ' padded ', 'NULL', '', 'ünï ✓', 'x'.repeat(500)];
    const { rows } = (await database.db.knex.raw('SELECT ?::text[] AS list', [arrayLiteral(values)])) as { rows: Array<{ list: string[] }> };
    expect(rows[0]!.list).toEqual(values);
  });

  it('serves uuid[] and an empty list', async () => {
    const ids = ['01a21d03-b9dd-747c-bc62-56414f420ec2', '01a21d05-5063-75d3-b163-991b1a550236'];
    const { rows } = (await database.db.knex.raw('SELECT ?::uuid[] AS ids, cardinality(?::text[]) AS none', [arrayLiteral(ids), arrayLiteral([])])) as { rows: Array<{ ids: string[]; none: number }> };
    expect(rows[0]).toEqual({ ids, none: 0 });
  });
});
