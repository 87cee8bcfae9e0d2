// The console's sign-in: users may hold a password (a self-describing scrypt string), sessions and one-time sign-in
// links are kept only as SHA-256 hashes of their tokens, failed sign-ins are counted in a table (so the throttle holds
// across processes), and an API key remembers when it was last used (to the minute).
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE users ADD COLUMN password_hash text;
    ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
    CREATE INDEX users_email ON users (lower(email));
    CREATE INDEX users_customer_created ON users (customer_id, created_at, id);

    ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz;
    CREATE INDEX api_keys_user ON api_keys (user_id, created_at DESC, id DESC);

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      token_hash bytea NOT NULL UNIQUE,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      last_seen_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user ON sessions (user_id);
    CREATE INDEX sessions_expires ON sessions (expires_at);
    CREATE INDEX sessions_last_seen ON sessions (last_seen_at);

    CREATE TABLE login_links (
      token_hash bytea PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX login_links_user ON login_links (user_id);
    CREATE INDEX login_links_expires ON login_links (expires_at);

    CREATE TABLE sign_in_failures (
      id bigserial PRIMARY KEY,
      subject text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX sign_in_failures_subject ON sign_in_failures (subject, failed_at);
    CREATE INDEX sign_in_failures_failed_at ON sign_in_failures (failed_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP TABLE sign_in_failures;
    DROP TABLE login_links;
    DROP TABLE sessions;
    DROP INDEX api_keys_user;
    ALTER TABLE api_keys DROP COLUMN last_used_at;
    DROP INDEX users_customer_created;
    DROP INDEX users_email;
    ALTER TABLE users DROP COLUMN last_sign_in_at;
    ALTER TABLE users DROP COLUMN password_hash;
  `);
}
