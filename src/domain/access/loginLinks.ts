// One-time sign-in links `<public url>/login/link#<token>`: valid 15 minutes, usable once. Only the token's SHA-256
// is stored; consuming one is a single conditional UPDATE, so two concurrent uses cannot both succeed.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { hashToken, looksLikeToken, newToken } from './tokens.js';

export const LOGIN_LINK_MINUTES = 15;

export interface LoginLink {
  url: string;
  token: string;
  expires_at: string;
}

export async function createLoginLink(db: Knex, input: { userId: string; publicUrl: string }): Promise<LoginLink> {
  const token = newToken();
  // The link's customer is its user's: links are looked up by their hash alone, before the customer is known.
  const { rows } = (await db.raw(
    `INSERT INTO login_links (customer_id, token_hash, user_id, expires_at)
     SELECT customer_id, ?, id, clock_timestamp() + make_interval(mins => ?) FROM users WHERE id = ?
     RETURNING expires_at`,
    [hashToken(token), LOGIN_LINK_MINUTES, input.userId],
  )) as { rows: Array<{ expires_at: string }> };
  const row = rows[0];
  if (!row) throw new Error(`no user ${input.userId}`);
  return { url: `${input.publicUrl.replace(/\/+$/, '')}/login/link#${token}`, token, expires_at: row.expires_at as string };
}

/** Marks the link used and answers its user, or undefined when the token is unknown, used or expired. */
export async function consumeLoginLink(db: Knex, token: string): Promise<string | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const [row] = await db('login_links')
    .where({ token_hash: hashToken(token) })
    .whereNull('used_at')
    .where('expires_at', '>', db.raw('clock_timestamp()'))
    .update({ used_at: db.raw('clock_timestamp()') })
    .returning(['user_id']);
  return row ? (row.user_id as string) : undefined;
}

export async function pruneLoginLinks(db: Knex): Promise<number> {
  const n = await db('login_links').whereNotNull('used_at').orWhere('expires_at', '<=', db.raw('now()')).delete();
  return affected(n);
}
