// The real PostgreSQL server the connector tests use whichever store the suite runs on: TEST_DATABASE_URL's, or the
// local default. Tests that need it skip themselves, saying why, when it cannot be reached.
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why the server cannot be used (its connection error), or undefined when it answers. */
export async function postgresProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}
